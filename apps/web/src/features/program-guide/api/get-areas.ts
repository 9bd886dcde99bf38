import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AreasResponse } from '@tvcm/contracts';
import { takeEarlyAnswer } from '../../../lib/early-answers';
import { getAreas, inventoryKeys } from './inventory-calls';

/** The areas and their stations the caller may search (a trial company sees only granting stations). */
export function areasQueryOptions() {
  return queryOptions({
    queryKey: inventoryKeys.areas(),
    queryFn: ({ signal }) => takeEarlyAnswer<AreasResponse>(inventoryKeys.areas()) ?? getAreas({ signal }),
    // Areas and stations change with a station's contract, not within a working session.
    staleTime: 10 * 60_000,
  });
}

export function useAreas() {
  return useQuery(areasQueryOptions());
}
