import type { CartSummary } from '@tvcm/contracts';

/**
 * The cart list's sort in the main site's address terms (the menu links to
 * `/agency/cart/list?sort=created_at&order=desc`), so its bookmarks keep working.
 */
export const CART_LIST_SORTS = ['created_at', 'name', 'units', 'total', 'grp'] as const;
export type CartListSort = (typeof CART_LIST_SORTS)[number];
export type CartListOrder = 'asc' | 'desc';

export function cartListSortOf(params: URLSearchParams): { sort: CartListSort; order: CartListOrder } {
  const sort = params.get('sort');
  return {
    sort: CART_LIST_SORTS.find((candidate) => candidate === sort) ?? 'created_at',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

const collator = new Intl.Collator('ja');

const COMPARE: Record<CartListSort, (a: CartSummary, b: CartSummary) => number> = {
  created_at: (a, b) => (Date.parse(a.createdAt) || 0) - (Date.parse(b.createdAt) || 0),
  name: (a, b) => collator.compare(a.name, b.name),
  units: (a, b) => a.units - b.units,
  total: (a, b) => a.currentValue - b.currentValue,
  grp: (a, b) => a.householdGrp - b.householdGrp,
};

/** Sorted on the page (the API answers newest first); ties keep the newer cart first. */
export function sortCarts(carts: readonly CartSummary[], sort: CartListSort, order: CartListOrder): CartSummary[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...carts].sort((a, b) => sign * COMPARE[sort](a, b) || b.id - a.id);
}
