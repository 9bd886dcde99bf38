import type { QueryClient } from '@tanstack/react-query';
import type { BookingDetail } from '@tvcm/contracts';
import type { TradeService } from '../../../lib/trade-service';
import { type BookingSide, bookingKeys } from './booking-keys';
import { bookingRefusal, isStaleBookingRefusal } from './booking-refusal';
import { refreshAfterChange } from './refresh-after-change';

/**
 * What every call that changes a booking and answers with it shares: the answer replaces the
 * page's booking, the badges and the list are asked again; a refusal of `bookingRefusal` is the
 * page's to explain (no toast), and one saying the booking has moved on (closed by the other
 * side, gone) has the page ask for it again.
 */
export function bookingChangeOptions(client: QueryClient, side: BookingSide, bookingId: number, service: TradeService = 'TV') {
  return {
    meta: { handledByScreen: (error: unknown) => bookingRefusal(error) !== null },
    onSuccess: (booking: BookingDetail) => {
      client.setQueryData(bookingKeys.detail(side, bookingId, service), booking);
      return refreshAfterChange(client, side, service);
    },
    onError: (error: unknown) => {
      if (!isStaleBookingRefusal(error)) return;
      return Promise.all([
        client.invalidateQueries({ queryKey: bookingKeys.detail(side, bookingId, service) }),
        refreshAfterChange(client, side, service),
      ]);
    },
  };
}
