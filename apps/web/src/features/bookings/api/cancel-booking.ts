import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail, NoticeRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { servicePath, type TradeService, useTradeService } from '../../../lib/trade-service';
import { bookingChangeOptions } from './booking-change';

/** `POST /bookings/{id}/cancellation`: the buyer withdraws before the contract (BKG00009 after it). */
export async function cancelBooking(
  bookingId: number,
  request: NoticeRequest,
  service: TradeService = 'TV',
): Promise<BookingDetail> {
  return apiClient.post(servicePath(service, `bookings/${bookingId}/cancellation`), { json: request }).json<BookingDetail>();
}

export function useCancelBooking(bookingId: number) {
  const client = useQueryClient();
  const service = useTradeService();
  return useMutation({
    mutationFn: (request: NoticeRequest) => cancelBooking(bookingId, request, service),
    ...bookingChangeOptions(client, 'buyer', bookingId, service),
  });
}
