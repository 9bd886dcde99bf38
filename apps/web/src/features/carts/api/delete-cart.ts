import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useCartStore } from '../store';
import { cartKeys } from './cart-keys';

/** `DELETE /carts/{id}`. */
export async function deleteCart(cartId: number): Promise<void> {
  await apiClient.delete(`carts/${cartId}`);
}

export function useDeleteCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCart,
    onSuccess: (_, cartId) => {
      // The program guide must stop offering it as the current cart.
      const { currentCartId, setCurrentCart } = useCartStore.getState();
      if (currentCartId === cartId) setCurrentCart(null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
