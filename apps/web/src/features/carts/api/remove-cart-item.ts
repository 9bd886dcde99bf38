import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { servicePath, type TradeService, useTradeService } from '../../../lib/trade-service';
import { cartKeys } from './cart-keys';

/** `DELETE /carts/{id}/items/{itemId}`. */
export async function removeCartItem(cartId: number, itemId: number, service: TradeService = 'TV'): Promise<void> {
  await apiClient.delete(servicePath(service, `carts/${cartId}/items/${itemId}`));
}

export function useRemoveCartItem(cartId: number) {
  const queryClient = useQueryClient();
  const service = useTradeService();
  return useMutation({
    mutationFn: (itemId: number) => removeCartItem(cartId, itemId, service),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
