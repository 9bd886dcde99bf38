import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail, NoticeRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { bookingChangeOptions } from './booking-change';

/** `POST /receptions/{id}/decline-notice` (すべてお断り): every item declined, every held unit released. */
export async function sendDeclineNotice(receptionId: number, request: NoticeRequest): Promise<BookingDetail> {
  return apiClient.post(`receptions/${receptionId}/decline-notice`, { json: request }).json<BookingDetail>();
}

export function useSendDeclineNotice(receptionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: NoticeRequest) => sendDeclineNotice(receptionId, request),
    ...bookingChangeOptions(client, 'station', receptionId),
  });
}
