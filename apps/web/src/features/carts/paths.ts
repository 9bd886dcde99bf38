import { servicePage, type TradeService } from '../../lib/trade-service';

/** The cart pages' addresses (the main site's, kept for its bookmarks and the menu); a streaming cart's under `/agency/cu`. */
export const CART_LIST_PATH = '/agency/cart/list';
export const cartDetailPath = (cartId: number, service: TradeService = 'TV') => servicePage(service, `/agency/cart/${cartId}`);
export const cartListPath = (service: TradeService) => servicePage(service, CART_LIST_PATH);
/** Where an application leads: the buyer's booking list. */
export const BOOKINGS_PATH = '/agency/bookings';
export const bookingsPath = (service: TradeService) => servicePage(service, BOOKINGS_PATH);

/** The id in a page's address, or `null` when it cannot name a cart (the page then says so). */
export function cartIdOf(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
