import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail, ReceptionDecisionsRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { bookingChangeOptions } from './booking-change';

/** `POST /receptions/{id}/decisions`: accept or decline items and tick the review checklist. */
export async function saveDecisions(receptionId: number, request: ReceptionDecisionsRequest): Promise<BookingDetail> {
  return apiClient.post(`receptions/${receptionId}/decisions`, { json: request }).json<BookingDetail>();
}

export function useSaveDecisions(receptionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ReceptionDecisionsRequest) => saveDecisions(receptionId, request),
    ...bookingChangeOptions(client, 'station', receptionId),
  });
}
