import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyCartRequest, ApplyCartResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { servicePath, type TradeService, useTradeService } from '../../../lib/trade-service';
import { useCartStore } from '../store';
import { cartKeys } from './cart-keys';
import { isCartRefusal } from './cart-refusal';

/**
 * `POST /carts/{id}/applications` (購入申込): one booking per station of the cart. Refused with
 * CRT00055 naming the lines no longer available (`params.items`), CRT00011, CRT00010 or CRT04001.
 */
export async function applyCart(
  cartId: number,
  request: ApplyCartRequest,
  service: TradeService = 'TV',
): Promise<ApplyCartResponse> {
  return apiClient.post(servicePath(service, `carts/${cartId}/applications`), { json: request }).json<ApplyCartResponse>();
}

export function useApplyCart(cartId: number) {
  const queryClient = useQueryClient();
  const service = useTradeService();
  return useMutation({
    meta: { handledByScreen: isCartRefusal },
    mutationFn: (request: ApplyCartRequest) => applyCart(cartId, request, service),
    onSuccess: () => {
      if (service !== 'TV') return;
      // An applied cart takes no more slots: the program guide starts the next one.
      const { currentCartId, setCurrentCart } = useCartStore.getState();
      if (currentCartId === cartId) setCurrentCart(null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
