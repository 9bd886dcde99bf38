import type { ProgramGuideQueryInput, ProgramGuideResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { areaKeys, getAreas } from '../../../lib/area-calls';
import { toSearchParams } from './query-string';

// The inventory's calls and their query keys without TanStack Query, so that the app's entry can
// ask for a page's first answers (app/routes/program-guide/early-program-guide.ts) before the
// page's code, and the query client's, have arrived.

export const inventoryKeys = {
  all: ['inventory'] as const,
  areas: areaKeys.list,
  programGuide: (query: Record<string, string>) => [...inventoryKeys.all, 'program-guide', query] as const,
  slots: (query: Record<string, string>) => [...inventoryKeys.all, 'slots', query] as const,
};

export { getAreas };

export async function getProgramGuide(
  query: ProgramGuideQueryInput,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProgramGuideResponse> {
  return apiClient.get('program-guide', { searchParams: toSearchParams(query), signal }).json<ProgramGuideResponse>();
}
