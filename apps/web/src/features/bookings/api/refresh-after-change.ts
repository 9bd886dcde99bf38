import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../../lib/notification-keys';
import type { TradeService } from '../../../lib/trade-service';
import { type BookingSide, bookingKeys } from './booking-keys';

/**
 * After a call that changed a booking's flags (opening it, answering, a notice, a message), the
 * menu's red dot and the list's marks and unread counts are asked again at once rather than at
 * the next poll.
 */
export function refreshAfterChange(client: QueryClient, side: BookingSide, service: TradeService = 'TV'): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: notificationKeys.all }),
    client.invalidateQueries({ queryKey: bookingKeys.list(side, service) }),
  ]);
}
