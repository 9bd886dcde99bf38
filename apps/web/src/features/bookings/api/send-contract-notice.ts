import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail, NoticeRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { servicePath, type TradeService, useTradeService } from '../../../lib/trade-service';
import { bookingChangeOptions } from './booking-change';

/**
 * `POST /receptions/{id}/contract-notice` (契約成立の通知): refused with RCP00001 while an item is
 * undecided or a check unticked, RCP00002 when nothing is accepted, BKG00009 once closed.
 */
export async function sendContractNotice(
  receptionId: number,
  request: NoticeRequest,
  service: TradeService = 'TV',
): Promise<BookingDetail> {
  return apiClient
    .post(servicePath(service, `receptions/${receptionId}/contract-notice`), { json: request })
    .json<BookingDetail>();
}

export function useSendContractNotice(receptionId: number) {
  const client = useQueryClient();
  const service = useTradeService();
  return useMutation({
    mutationFn: (request: NoticeRequest) => sendContractNotice(receptionId, request, service),
    ...bookingChangeOptions(client, 'station', receptionId, service),
  });
}
