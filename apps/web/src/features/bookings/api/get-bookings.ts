import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingListExportQuery, BookingListQuery, BookingsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { type TradeService, useTradeService } from '../../../lib/trade-service';
import { type BookingSide, bookingKeys, sidePath } from './booking-keys';

/** The list query as the API's address parameters: the same names as the page's own address. */
export function listSearchParams(query: BookingListQuery | BookingListExportQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

export async function getBookingList(
  side: BookingSide,
  query: BookingListQuery,
  { signal }: { signal?: AbortSignal } = {},
  service: TradeService = 'TV',
): Promise<BookingsResponse> {
  return apiClient.get(sidePath(side, service), { signal, searchParams: listSearchParams(query) }).json<BookingsResponse>();
}

/**
 * `GET /bookings` (the buyer's applications) or `GET /receptions` (the station's): one page of
 * the filtered list, its count and totals. The page shown stays while the next one loads.
 */
export function bookingListQueryOptions(side: BookingSide, query: BookingListQuery, service: TradeService = 'TV') {
  return queryOptions({
    queryKey: bookingKeys.listPage(side, query, service),
    queryFn: ({ signal }) => getBookingList(side, query, { signal }, service),
    placeholderData: keepPreviousData,
  });
}

export function useBookingList(side: BookingSide, query: BookingListQuery) {
  return useQuery(bookingListQueryOptions(side, query, useTradeService()));
}
