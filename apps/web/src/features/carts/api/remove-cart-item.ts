import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { cartKeys } from './cart-keys';

/** `DELETE /carts/{id}/items/{itemId}`. */
export async function removeCartItem(cartId: number, itemId: number): Promise<void> {
  await apiClient.delete(`carts/${cartId}/items/${itemId}`);
}

export function useRemoveCartItem(cartId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => removeCartItem(cartId, itemId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
