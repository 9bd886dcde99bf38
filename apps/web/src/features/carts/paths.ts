/** The cart pages' addresses (the main site's, kept for its bookmarks and the menu). */
export const CART_LIST_PATH = '/agency/cart/list';
export const cartDetailPath = (cartId: number) => `/agency/cart/${cartId}`;
/** Where an application leads: the buyer's booking list. */
export const BOOKINGS_PATH = '/agency/bookings';

/** The id in a page's address, or `null` when it cannot name a cart (the page then says so). */
export function cartIdOf(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
