import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

export async function getReceptions({ signal }: { signal?: AbortSignal } = {}): Promise<BookingsResponse> {
  return apiClient.get('receptions', { signal }).json<BookingsResponse>();
}

/** `GET /receptions`: the applications the station's company has received, newest first. */
export function receptionsQueryOptions() {
  return queryOptions({ queryKey: bookingKeys.list('station'), queryFn: ({ signal }) => getReceptions({ signal }) });
}

export function useReceptions() {
  return useQuery(receptionsQueryOptions());
}
