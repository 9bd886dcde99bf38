import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail, NoticeRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { bookingChangeOptions } from './booking-change';

/** `POST /bookings/{id}/cancellation`: the buyer withdraws before the contract (BKG00009 after it). */
export async function cancelBooking(bookingId: number, request: NoticeRequest): Promise<BookingDetail> {
  return apiClient.post(`bookings/${bookingId}/cancellation`, { json: request }).json<BookingDetail>();
}

export function useCancelBooking(bookingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: NoticeRequest) => cancelBooking(bookingId, request),
    ...bookingChangeOptions(client, 'buyer', bookingId),
  });
}
