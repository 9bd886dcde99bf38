import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { bookingChangeOptions } from './booking-change';

/** `PUT /receptions/{id}/assignee`: 担当する (no user: the caller) or hand the reception to a colleague. */
export async function assignReception(receptionId: number, userId: number | undefined): Promise<BookingDetail> {
  return apiClient
    .put(`receptions/${receptionId}/assignee`, { json: userId === undefined ? {} : { userId } })
    .json<BookingDetail>();
}

export function useAssignReception(receptionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number | undefined) => assignReception(receptionId, userId),
    ...bookingChangeOptions(client, 'station', receptionId),
  });
}
