import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartSummary, SendCartRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { servicePath, type TradeService, useTradeService } from '../../../lib/trade-service';
import { cartKeys } from './cart-keys';
import { isCartRefusal } from './cart-refusal';

/** `POST /carts/{id}/sendings`: the partner gets a copy; the cart becomes SENT (CRT00020, CRT00010 refused). */
export async function sendCart(cartId: number, request: SendCartRequest, service: TradeService = 'TV'): Promise<CartSummary> {
  return apiClient.post(servicePath(service, `carts/${cartId}/sendings`), { json: request }).json<CartSummary>();
}

export function useSendCart() {
  const queryClient = useQueryClient();
  const service = useTradeService();
  return useMutation({
    meta: { handledByScreen: isCartRefusal },
    mutationFn: ({ cartId, request }: { cartId: number; request: SendCartRequest }) => sendCart(cartId, request, service),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
