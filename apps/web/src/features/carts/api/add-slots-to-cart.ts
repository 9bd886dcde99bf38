import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartSummary } from '@tvcm/contracts';
import { useCartStore } from '../store';
import { addCartItem } from './add-cart-item';
import { cartKeys } from './cart-keys';
import { createCart } from './create-cart';

export interface AddSlotsToCartRequest {
  /** An existing cart, or the name of a new one. */
  cart: { id: number } | { newName: string };
  slotIds: number[];
  quantity: number;
}

/**
 * Adds slots to a cart, making the cart first when it is new; the cart used becomes the current
 * one. The three refusals of this step (CRT00007, CRT00055, CRT04001) are the dialog's to explain,
 * so none of them becomes a toast.
 */
export function useAddSlotsToCart() {
  const queryClient = useQueryClient();
  const setCurrentCart = useCartStore((state) => state.setCurrentCart);
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async ({ cart, slotIds, quantity }: AddSlotsToCartRequest): Promise<CartSummary | undefined> => {
      const cartId = 'id' in cart ? cart.id : (await createCart({ name: cart.newName })).id;
      setCurrentCart(cartId);
      let summary: CartSummary | undefined;
      for (const slotId of slotIds) summary = await addCartItem(cartId, { slotId, quantity });
      return summary;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
