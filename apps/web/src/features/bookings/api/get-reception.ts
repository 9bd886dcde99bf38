import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingDetail } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { type TradeService, useTradeService } from '../../../lib/trade-service';
import { bookingKeys, sidePath } from './booking-keys';
import { refreshAfterChange } from './refresh-after-change';

export async function getReception(
  receptionId: number,
  { signal }: { signal?: AbortSignal } = {},
  service: TradeService = 'TV',
): Promise<BookingDetail> {
  return apiClient.get(`${sidePath('station', service)}/${receptionId}`, { signal }).json<BookingDetail>();
}

/**
 * `GET /receptions/{id}`: one application as the station reviews it. Opening a new one takes it
 * into review (APPLIED → IN_REVIEW) and puts out the station's red dot (it assigns nobody), so
 * the badges and the list are asked again.
 */
export function receptionQueryOptions(receptionId: number, service: TradeService = 'TV') {
  return queryOptions({
    queryKey: bookingKeys.detail('station', receptionId, service),
    queryFn: async ({ signal, client }) => {
      const reception = await getReception(receptionId, { signal }, service);
      void refreshAfterChange(client, 'station', service);
      return reception;
    },
  });
}

export function useReception(receptionId: number) {
  return useQuery(receptionQueryOptions(receptionId, useTradeService()));
}
