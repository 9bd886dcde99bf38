import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AreasResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';

export const inventoryKeys = {
  all: ['inventory'] as const,
  areas: () => [...inventoryKeys.all, 'areas'] as const,
  programGuide: (query: Record<string, string>) => [...inventoryKeys.all, 'program-guide', query] as const,
  slots: (query: Record<string, string>) => [...inventoryKeys.all, 'slots', query] as const,
};

export async function getAreas({ signal }: { signal?: AbortSignal } = {}): Promise<AreasResponse> {
  return apiClient.get('areas', { signal }).json<AreasResponse>();
}

/** The areas and their stations the caller may search (a trial company sees only granting stations). */
export function areasQueryOptions() {
  return queryOptions({
    queryKey: inventoryKeys.areas(),
    queryFn: ({ signal }) => getAreas({ signal }),
    // Areas and stations change with a station's contract, not within a working session.
    staleTime: 10 * 60_000,
  });
}

export function useAreas() {
  return useQuery(areasQueryOptions());
}
