// Plain numbers, apart from the cart schemas: a page that only shows or checks a limit then loads
// no zod schema (every schema module builds its schemas as it loads).

export const CART_NAME_MAX_LENGTH = 100;
/** Units of one slot a cart may ask for at once. */
export const CART_ITEM_MAX_QUANTITY = 99;
