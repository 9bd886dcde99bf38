import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingDetail } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { type TradeService, useTradeService } from '../../../lib/trade-service';
import { bookingKeys, sidePath } from './booking-keys';
import { refreshAfterChange } from './refresh-after-change';

export async function getBooking(
  bookingId: number,
  { signal }: { signal?: AbortSignal } = {},
  service: TradeService = 'TV',
): Promise<BookingDetail> {
  return apiClient.get(`${sidePath('buyer', service)}/${bookingId}`, { signal }).json<BookingDetail>();
}

/**
 * `GET /bookings/{id}`: one booking with its items, thread and history. Opening it puts out the
 * buyer's red dot and reads the station's messages, so the badges and the list are asked again.
 */
export function bookingQueryOptions(bookingId: number, service: TradeService = 'TV') {
  return queryOptions({
    queryKey: bookingKeys.detail('buyer', bookingId, service),
    queryFn: async ({ signal, client }) => {
      const booking = await getBooking(bookingId, { signal }, service);
      void refreshAfterChange(client, 'buyer', service);
      return booking;
    },
  });
}

export function useBooking(bookingId: number) {
  return useQuery(bookingQueryOptions(bookingId, useTradeService()));
}
