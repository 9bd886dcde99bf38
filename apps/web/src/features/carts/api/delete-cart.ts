import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { servicePath, type TradeService, useTradeService } from '../../../lib/trade-service';
import { useCartStore } from '../store';
import { cartKeys } from './cart-keys';

/** `DELETE /carts/{id}`. */
export async function deleteCart(cartId: number, service: TradeService = 'TV'): Promise<void> {
  await apiClient.delete(servicePath(service, `carts/${cartId}`));
}

export function useDeleteCart() {
  const queryClient = useQueryClient();
  const service = useTradeService();
  return useMutation({
    mutationFn: (cartId: number) => deleteCart(cartId, service),
    onSuccess: (_, cartId) => {
      // The program guide must stop offering it as the current cart.
      if (service !== 'TV') return;
      const { currentCartId, setCurrentCart } = useCartStore.getState();
      if (currentCartId === cartId) setCurrentCart(null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
