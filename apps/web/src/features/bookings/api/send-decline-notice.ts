import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail, NoticeRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { servicePath, type TradeService, useTradeService } from '../../../lib/trade-service';
import { bookingChangeOptions } from './booking-change';

/** `POST /receptions/{id}/decline-notice` (すべてお断り): every item declined, every held unit released. */
export async function sendDeclineNotice(
  receptionId: number,
  request: NoticeRequest,
  service: TradeService = 'TV',
): Promise<BookingDetail> {
  return apiClient
    .post(servicePath(service, `receptions/${receptionId}/decline-notice`), { json: request })
    .json<BookingDetail>();
}

export function useSendDeclineNotice(receptionId: number) {
  const client = useQueryClient();
  const service = useTradeService();
  return useMutation({
    mutationFn: (request: NoticeRequest) => sendDeclineNotice(receptionId, request, service),
    ...bookingChangeOptions(client, 'station', receptionId, service),
  });
}
