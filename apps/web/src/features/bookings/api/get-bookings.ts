import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

export async function getBookings({ signal }: { signal?: AbortSignal } = {}): Promise<BookingsResponse> {
  return apiClient.get('bookings', { signal }).json<BookingsResponse>();
}

/** `GET /bookings`: the buyer's company's bookings, newest application first. */
export function bookingsQueryOptions() {
  return queryOptions({ queryKey: bookingKeys.list('buyer'), queryFn: ({ signal }) => getBookings({ signal }) });
}

export function useBookings() {
  return useQuery(bookingsQueryOptions());
}
