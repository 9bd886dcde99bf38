import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail, BookingMessagesResponse, PostMessageRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { type BookingSide, bookingKeys, SIDE_PATHS } from './booking-keys';
import { bookingRefusal, isStaleBookingRefusal } from './booking-refusal';
import { refreshAfterChange } from './refresh-after-change';

/** `POST /bookings/{id}/messages` or `POST /receptions/{id}/messages`: the thread as it is after the message. */
export async function postMessage(
  side: BookingSide,
  bookingId: number,
  request: PostMessageRequest,
): Promise<BookingMessagesResponse> {
  return apiClient.post(`${SIDE_PATHS[side]}/${bookingId}/messages`, { json: request }).json<BookingMessagesResponse>();
}

/** Sends a message to the other side; the answer's thread replaces the one on the page. */
export function usePostMessage(side: BookingSide, bookingId: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { handledByScreen: (error) => bookingRefusal(error) !== null },
    mutationFn: (request: PostMessageRequest) => postMessage(side, bookingId, request),
    onSuccess: ({ messages }) => {
      client.setQueryData<BookingDetail>(bookingKeys.detail(side, bookingId), (booking) =>
        booking ? { ...booking, messages } : booking,
      );
      return refreshAfterChange(client, side);
    },
    onError: (error) => {
      if (isStaleBookingRefusal(error)) return client.invalidateQueries({ queryKey: bookingKeys.detail(side, bookingId) });
    },
  });
}
