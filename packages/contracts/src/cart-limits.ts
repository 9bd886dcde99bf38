// Plain numbers, apart from the cart schemas: a page that only shows or checks a limit then loads
// no zod schema (every schema module builds its schemas as it loads).

export const CART_NAME_MAX_LENGTH = 100;
/** Units of one slot a cart may ask for at once. */
export const CART_ITEM_MAX_QUANTITY = 99;

/**
 * The name a new cart gets: `wanted` (「関東 12/9 カート」) unless one of the company's carts
 * already has it, then the first of 「… (2)」, 「… (3)」 … that none has, so that two carts never
 * share a name. The web offers it as the default; the API applies it to every cart it makes.
 */
export function uniqueCartName(wanted: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  if (!names.has(wanted)) return wanted;
  for (let copy = 2; ; copy += 1) {
    const suffix = ` (${copy})`;
    const name = `${wanted.slice(0, CART_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!names.has(name)) return name;
  }
}
