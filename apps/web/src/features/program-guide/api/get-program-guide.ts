import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramGuideQueryInput, ProgramGuideResponse } from '@tvcm/contracts';
import { takeEarlyAnswer } from '../../../lib/early-answers';
import { getProgramGuide, inventoryKeys } from './inventory-calls';
import { toSearchParams } from './query-string';

/** The timetable of one area for a day or a week; `null` while the search is not complete. */
export function programGuideQueryOptions(query: ProgramGuideQueryInput | null) {
  const params = query ? toSearchParams(query) : {};
  const queryKey = inventoryKeys.programGuide(params);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      takeEarlyAnswer<ProgramGuideResponse>(queryKey) ?? getProgramGuide(query as ProgramGuideQueryInput, { signal }),
    enabled: query !== null,
    // The grid keeps showing the last answer while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useProgramGuide(query: ProgramGuideQueryInput | null) {
  return useQuery(programGuideQueryOptions(query));
}
