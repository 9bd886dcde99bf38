import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingFilterOptions } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { type BookingSide, bookingKeys, SIDE_PATHS } from './booking-keys';

export async function getFilterOptions(
  side: BookingSide,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BookingFilterOptions> {
  return apiClient.get(`${SIDE_PATHS[side]}/filter-options`, { signal }).json<BookingFilterOptions>();
}

/** `GET /bookings/filter-options` or `GET /receptions/filter-options`: the stations, advertisers and (a station's) colleagues to choose from. */
export function filterOptionsQueryOptions(side: BookingSide) {
  return queryOptions({ queryKey: bookingKeys.filterOptions(side), queryFn: ({ signal }) => getFilterOptions(side, { signal }) });
}

export function useFilterOptions(side: BookingSide) {
  return useQuery(filterOptionsQueryOptions(side));
}
