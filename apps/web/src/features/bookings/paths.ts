import { servicePage, type TradeService } from '../../lib/trade-service';
import type { BookingSide } from './api/booking-keys';

type SidePages = Record<BookingSide, { list: string; detail: (id: number) => string }>;

/** The pages of each side: the list, and one booking (the API's mails link to the same addresses). */
export const BOOKING_PAGES = {
  buyer: { list: '/agency/bookings', detail: (bookingId: number) => `/agency/bookings/${bookingId}` },
  station: { list: '/station/receptions', detail: (receptionId: number) => `/station/receptions/${receptionId}` },
} as const satisfies SidePages;

/** The same pages of streaming bookings, under `/agency/cu` and `/station/cu`. */
const STREAMING_BOOKING_PAGES = {
  buyer: {
    list: servicePage('CU', BOOKING_PAGES.buyer.list),
    detail: (bookingId: number) => servicePage('CU', BOOKING_PAGES.buyer.detail(bookingId)),
  },
  station: {
    list: servicePage('CU', BOOKING_PAGES.station.list),
    detail: (receptionId: number) => servicePage('CU', BOOKING_PAGES.station.detail(receptionId)),
  },
} as const satisfies SidePages;

export const bookingPages = (service: TradeService): SidePages => (service === 'TV' ? BOOKING_PAGES : STREAMING_BOOKING_PAGES);

/** The id in a page's address, or `null` when it cannot name a booking (the page then says so). */
export function bookingIdOf(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
