import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartSummary } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { servicePath, type TradeService, useTradeService } from '../../../lib/trade-service';
import { cartKeys } from './cart-keys';

/** `POST /carts/{id}/duplicates`: a new open cart 「… のコピー」 with the same lines. */
export async function duplicateCart(cartId: number, service: TradeService = 'TV'): Promise<CartSummary> {
  return apiClient.post(servicePath(service, `carts/${cartId}/duplicates`)).json<CartSummary>();
}

export function useDuplicateCart() {
  const queryClient = useQueryClient();
  const service = useTradeService();
  return useMutation({
    mutationFn: (cartId: number) => duplicateCart(cartId, service),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
