import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OneDayCalendarQuery, OneDayCalendarResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { digitalKeys, searchParamsOf } from './digital-keys';

/** `GET /one-day-products`: the days of the surfaces in a range (at most 62 days). */
export function oneDayCalendarQueryOptions(query: OneDayCalendarQuery) {
  return queryOptions({
    queryKey: digitalKeys.oneDayCalendar(query),
    queryFn: ({ signal }) =>
      apiClient.get('one-day-products', { signal, searchParams: searchParamsOf(query) }).json<OneDayCalendarResponse>(),
    placeholderData: keepPreviousData,
  });
}

export function useOneDayCalendar(query: OneDayCalendarQuery) {
  return useQuery(oneDayCalendarQueryOptions(query));
}
