import type { BookingListQuery } from '@tvcm/contracts';
import { servicePath, type TradeService } from '../../../lib/trade-service';

/**
 * A booking has two sides: the buyer reads it as a booking (申込), the station as a purchase
 * reception (購入受付). The records are the same; the paths, the access rule and what the caller
 * may do differ.
 */
export type BookingSide = 'buyer' | 'station';

/** The API's path segment of each side. */
export const SIDE_PATHS = { buyer: 'bookings', station: 'receptions' } as const satisfies Record<BookingSide, string>;

/** The API's path of a side's bookings of a service: `bookings`, `cu/receptions`. */
export const sidePath = (side: BookingSide, service: TradeService = 'TV') => servicePath(service, SIDE_PATHS[side]);

/** Each service's bookings under their own keys, so a TV and a streaming booking never share a cache entry. */
export const bookingKeys = {
  all: ['bookings'] as const,
  side: (side: BookingSide, service: TradeService = 'TV') => [...bookingKeys.all, service, side] as const,
  list: (side: BookingSide, service: TradeService = 'TV') => [...bookingKeys.side(side, service), 'list'] as const,
  listPage: (side: BookingSide, query: BookingListQuery, service: TradeService = 'TV') =>
    [...bookingKeys.list(side, service), query] as const,
  filterOptions: (side: BookingSide, service: TradeService = 'TV') =>
    [...bookingKeys.list(side, service), 'filter-options'] as const,
  detail: (side: BookingSide, bookingId: number, service: TradeService = 'TV') =>
    [...bookingKeys.side(side, service), 'detail', bookingId] as const,
};
