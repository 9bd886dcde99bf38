import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingDetail } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';
import { refreshAfterChange } from './refresh-after-change';

export async function getReception(receptionId: number, { signal }: { signal?: AbortSignal } = {}): Promise<BookingDetail> {
  return apiClient.get(`receptions/${receptionId}`, { signal }).json<BookingDetail>();
}

/**
 * `GET /receptions/{id}`: one application as the station reviews it. Opening a new one takes it
 * into review (APPLIED → IN_REVIEW) and puts out the station's red dot (it assigns nobody), so
 * the badges and the list are asked again.
 */
export function receptionQueryOptions(receptionId: number) {
  return queryOptions({
    queryKey: bookingKeys.detail('station', receptionId),
    queryFn: async ({ signal, client }) => {
      const reception = await getReception(receptionId, { signal });
      void refreshAfterChange(client, 'station');
      return reception;
    },
  });
}

export function useReception(receptionId: number) {
  return useQuery(receptionQueryOptions(receptionId));
}
