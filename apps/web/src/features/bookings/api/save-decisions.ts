import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail, ReceptionDecisionsRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { servicePath, type TradeService, useTradeService } from '../../../lib/trade-service';
import { bookingChangeOptions } from './booking-change';

/** `POST /receptions/{id}/decisions`: accept or decline items and tick the review checklist. */
export async function saveDecisions(
  receptionId: number,
  request: ReceptionDecisionsRequest,
  service: TradeService = 'TV',
): Promise<BookingDetail> {
  return apiClient.post(servicePath(service, `receptions/${receptionId}/decisions`), { json: request }).json<BookingDetail>();
}

export function useSaveDecisions(receptionId: number) {
  const client = useQueryClient();
  const service = useTradeService();
  return useMutation({
    mutationFn: (request: ReceptionDecisionsRequest) => saveDecisions(receptionId, request, service),
    ...bookingChangeOptions(client, 'station', receptionId, service),
  });
}
