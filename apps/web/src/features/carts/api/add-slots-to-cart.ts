import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCartStore } from '../store';
import { addCartItem } from './add-cart-item';
import { addToCartRefusal } from './add-to-cart-refusal';
import { cartKeys } from './cart-keys';
import { createCart } from './create-cart';

export interface AddSlotsToCartRequest {
  /** An existing cart, or the name of a new one. */
  cart: { id: number } | { newName: string };
  slotIds: readonly number[];
  /** Units of each slot. */
  quantity: number;
  /**
   * Progress that outlives a refusal half-way: the slots are added one by one, so a later one
   * can be refused after a new cart was made and earlier slots went in. The caller keeps these so
   * that trying again neither makes a second cart nor adds a slot twice.
   */
  onCartCreated?: (cartId: number) => void;
  onSlotAdded?: (slotId: number) => void;
}

export interface AddSlotsToCartResult {
  cartId: number;
  /** Units added by this call: quantity × slots. */
  units: number;
}

/**
 * Adds slots to a cart, making the cart first when it is new; the cart used becomes the current
 * one as soon as it holds something of this call's. The refusals of `addToCartRefusal` are the
 * dialog's to explain, so they are no toast; any other failure is the query client's usual toast.
 */
export function useAddSlotsToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: (error) => addToCartRefusal(error) !== null },
    mutationFn: async (request: AddSlotsToCartRequest): Promise<AddSlotsToCartResult> => {
      const { cart, slotIds, quantity } = request;
      const { setCurrentCart } = useCartStore.getState();
      let cartId: number;
      if ('id' in cart) {
        cartId = cart.id;
      } else {
        cartId = (await createCart({ name: cart.newName })).id;
        setCurrentCart(cartId);
        request.onCartCreated?.(cartId);
      }
      // One at a time: a refusal then tells exactly which slot it was and what went in before it.
      for (const slotId of slotIds) {
        await addCartItem(cartId, { slotId, quantity });
        setCurrentCart(cartId);
        request.onSlotAdded?.(slotId);
      }
      return { cartId, units: quantity * slotIds.length };
    },
    onError: (error, request) => {
      const refusal = addToCartRefusal(error);
      if (refusal?.kind === 'cartGone' && 'id' in request.cart) {
        // Deleted elsewhere: the page must stop offering it as the default.
        const { currentCartId, setCurrentCart } = useCartStore.getState();
        if (currentCartId === request.cart.id) setCurrentCart(null);
      }
    },
    // Refused or not, the carts may have changed: a cart made, slots added, a cart found gone.
    // A new cart, current as soon as it is made, may be read while its slots are still going in;
    // an invalidation would wait for that read (a query with no data yet is not asked again) and
    // show the cart empty, so reads in flight are cancelled first.
    onSettled: async () => {
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
