import type { BookingListQuery } from '@tvcm/contracts';

/**
 * A booking has two sides: the buyer reads it as a booking (申込), the station as a purchase
 * reception (購入受付). The records are the same; the paths, the access rule and what the caller
 * may do differ.
 */
export type BookingSide = 'buyer' | 'station';

/** The API's path segment of each side. */
export const SIDE_PATHS = { buyer: 'bookings', station: 'receptions' } as const satisfies Record<BookingSide, string>;

export const bookingKeys = {
  all: ['bookings'] as const,
  side: (side: BookingSide) => [...bookingKeys.all, side] as const,
  list: (side: BookingSide) => [...bookingKeys.side(side), 'list'] as const,
  listPage: (side: BookingSide, query: BookingListQuery) => [...bookingKeys.list(side), query] as const,
  filterOptions: (side: BookingSide) => [...bookingKeys.list(side), 'filter-options'] as const,
  detail: (side: BookingSide, bookingId: number) => [...bookingKeys.side(side), 'detail', bookingId] as const,
};
