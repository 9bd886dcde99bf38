import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartSummary, UpdateCartItemRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { cartKeys } from './cart-keys';
import { isCartRefusal } from './cart-refusal';

/** `PATCH /carts/{id}/items/{itemId}`: a line's units, refused with CRT00055 beyond what the slot has left. */
export async function updateCartItem(cartId: number, itemId: number, request: UpdateCartItemRequest): Promise<CartSummary> {
  return apiClient.patch(`carts/${cartId}/items/${itemId}`, { json: request }).json<CartSummary>();
}

export function useUpdateCartItem(cartId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isCartRefusal },
    mutationFn: ({ itemId, quantity }: { itemId: number; quantity: number }) => updateCartItem(cartId, itemId, { quantity }),
    // Refused or not, the figures may have changed (units sold meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
