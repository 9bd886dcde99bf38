import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartSummary } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { cartKeys } from './cart-keys';

/** `POST /carts/{id}/duplicates`: a new open cart 「… のコピー」 with the same lines. */
export async function duplicateCart(cartId: number): Promise<CartSummary> {
  return apiClient.post(`carts/${cartId}/duplicates`).json<CartSummary>();
}

export function useDuplicateCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
