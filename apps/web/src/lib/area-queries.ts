import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AreasResponse } from '@tvcm/contracts';
import { areaKeys, getAreas } from './area-calls';
import { takeEarlyAnswer } from './early-answers';

/**
 * The areas and their stations the caller may search (a trial company sees only granting
 * stations): one query for the program guide and the plans, so both share one cache entry.
 */
export function areasQueryOptions() {
  return queryOptions({
    queryKey: areaKeys.list(),
    queryFn: ({ signal }) => takeEarlyAnswer<AreasResponse>(areaKeys.list()) ?? getAreas({ signal }),
    // Areas and stations change with a station's contract, not within a working session.
    staleTime: 10 * 60_000,
  });
}

export function useAreas() {
  return useQuery(areasQueryOptions());
}
