import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail, DeliveryReportRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { bookingChangeOptions } from './booking-change';

/**
 * `PUT /cu/receptions/{id}/items/{itemId}/delivery` (配信実績): the impressions a contracted
 * streaming item delivered and the station's note; refused with BKG00010 before the item's
 * delivery window has ended (or for an item that is not a contracted streaming one).
 */
export async function reportDelivery(
  receptionId: number,
  itemId: number,
  request: DeliveryReportRequest,
): Promise<BookingDetail> {
  return apiClient.put(`cu/receptions/${receptionId}/items/${itemId}/delivery`, { json: request }).json<BookingDetail>();
}

export function useReportDelivery(receptionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, request }: { itemId: number; request: DeliveryReportRequest }) =>
      reportDelivery(receptionId, itemId, request),
    ...bookingChangeOptions(client, 'station', receptionId, 'CU'),
  });
}
