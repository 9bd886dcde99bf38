import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { servicePath, type TradeService, useTradeService } from '../../../lib/trade-service';
import { bookingChangeOptions } from './booking-change';

/** `PUT /receptions/{id}/assignee`: 担当する (no user: the caller) or hand the reception to a colleague. */
export async function assignReception(
  receptionId: number,
  userId: number | undefined,
  service: TradeService = 'TV',
): Promise<BookingDetail> {
  return apiClient
    .put(servicePath(service, `receptions/${receptionId}/assignee`), { json: userId === undefined ? {} : { userId } })
    .json<BookingDetail>();
}

export function useAssignReception(receptionId: number) {
  const client = useQueryClient();
  const service = useTradeService();
  return useMutation({
    mutationFn: (userId: number | undefined) => assignReception(receptionId, userId, service),
    ...bookingChangeOptions(client, 'station', receptionId, service),
  });
}
