import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramGuideQueryInput, ProgramGuideResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { inventoryKeys } from './get-areas';
import { toSearchParams } from './query-string';

export async function getProgramGuide(
  query: ProgramGuideQueryInput,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProgramGuideResponse> {
  return apiClient.get('program-guide', { searchParams: toSearchParams(query), signal }).json<ProgramGuideResponse>();
}

/** The timetable of one area for a day or a week; `null` while the search is not complete. */
export function programGuideQueryOptions(query: ProgramGuideQueryInput | null) {
  const params = query ? toSearchParams(query) : {};
  return queryOptions({
    queryKey: inventoryKeys.programGuide(params),
    queryFn: ({ signal }) => getProgramGuide(query as ProgramGuideQueryInput, { signal }),
    enabled: query !== null,
    // The grid keeps showing the last answer while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useProgramGuide(query: ProgramGuideQueryInput | null) {
  return useQuery(programGuideQueryOptions(query));
}
