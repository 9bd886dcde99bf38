import type { CartFigureQuery } from '@tvcm/contracts';
import { useMemo } from 'react';
import { useCart } from './api/get-cart';
import { useCartStore } from './store';

const NONE: ReadonlySet<number> = new Set();

/** The slots already in the current cart, for the inventory to mark them. */
export function useSlotIdsInCart(figures: CartFigureQuery): ReadonlySet<number> {
  const cartId = useCartStore((state) => state.currentCartId);
  const cart = useCart(cartId, figures);
  const items = cart.data?.items;
  return useMemo(() => (items ? new Set(items.map((item) => item.slot.id)) : NONE), [items]);
}
