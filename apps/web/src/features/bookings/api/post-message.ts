import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail, BookingMessagesResponse, PostMessageRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { type TradeService, useTradeService } from '../../../lib/trade-service';
import { type BookingSide, bookingKeys, sidePath } from './booking-keys';
import { bookingRefusal, isStaleBookingRefusal } from './booking-refusal';
import { refreshAfterChange } from './refresh-after-change';

/** `POST /bookings/{id}/messages` or `POST /receptions/{id}/messages`: the thread as it is after the message. */
export async function postMessage(
  side: BookingSide,
  bookingId: number,
  request: PostMessageRequest,
  service: TradeService = 'TV',
): Promise<BookingMessagesResponse> {
  return apiClient.post(`${sidePath(side, service)}/${bookingId}/messages`, { json: request }).json<BookingMessagesResponse>();
}

/** Sends a message to the other side; the answer's thread replaces the one on the page. */
export function usePostMessage(side: BookingSide, bookingId: number) {
  const client = useQueryClient();
  const service = useTradeService();
  return useMutation({
    meta: { handledByScreen: (error) => bookingRefusal(error) !== null },
    mutationFn: (request: PostMessageRequest) => postMessage(side, bookingId, request, service),
    onSuccess: ({ messages }) => {
      client.setQueryData<BookingDetail>(bookingKeys.detail(side, bookingId, service), (booking) =>
        booking ? { ...booking, messages } : booking,
      );
      return refreshAfterChange(client, side, service);
    },
    onError: (error) => {
      if (isStaleBookingRefusal(error))
        return client.invalidateQueries({ queryKey: bookingKeys.detail(side, bookingId, service) });
    },
  });
}
