import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingFilterOptions } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { type TradeService, useTradeService } from '../../../lib/trade-service';
import { type BookingSide, bookingKeys, sidePath } from './booking-keys';

export async function getFilterOptions(
  side: BookingSide,
  { signal }: { signal?: AbortSignal } = {},
  service: TradeService = 'TV',
): Promise<BookingFilterOptions> {
  return apiClient.get(`${sidePath(side, service)}/filter-options`, { signal }).json<BookingFilterOptions>();
}

/** `GET /bookings/filter-options` or `GET /receptions/filter-options`: the stations, advertisers and (a station's) colleagues to choose from. */
export function filterOptionsQueryOptions(side: BookingSide, service: TradeService = 'TV') {
  return queryOptions({
    queryKey: bookingKeys.filterOptions(side, service),
    queryFn: ({ signal }) => getFilterOptions(side, { signal }, service),
  });
}

export function useFilterOptions(side: BookingSide) {
  return useQuery(filterOptionsQueryOptions(side, useTradeService()));
}
