import type { CartFigureQuery } from '@tvcm/contracts';
import { useMemo } from 'react';
import { useCart } from './api/get-cart';
import { useCurrentCartId } from './use-current-cart-id';

const NONE: ReadonlySet<number> = new Set();

/** The slots already in the current cart, for the inventory to mark them. */
export function useSlotIdsInCart(figures: CartFigureQuery): ReadonlySet<number> {
  const cartId = useCurrentCartId();
  const cart = useCart(cartId, figures);
  const items = cart.data?.items;
  return useMemo(() => (items ? new Set(items.map((item) => item.slot.id)) : NONE), [items]);
}
