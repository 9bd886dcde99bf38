import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartSummary, UpdateCartItemRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { servicePath, type TradeService, useTradeService } from '../../../lib/trade-service';
import { cartKeys } from './cart-keys';
import { isCartRefusal } from './cart-refusal';

/**
 * `PATCH /carts/{id}/items/{itemId}` (`/cu/carts/…` for a streaming cart): a slot line's units or a
 * streaming line's impressions, refused with CRT00055 beyond what the product has left.
 */
export async function updateCartItem(
  service: TradeService,
  cartId: number,
  itemId: number,
  request: UpdateCartItemRequest,
): Promise<CartSummary> {
  return apiClient.patch(servicePath(service, `carts/${cartId}/items/${itemId}`), { json: request }).json<CartSummary>();
}

export function useUpdateCartItem(cartId: number) {
  const queryClient = useQueryClient();
  const service = useTradeService();
  return useMutation({
    meta: { handledByScreen: isCartRefusal },
    mutationFn: ({ itemId, request }: { itemId: number; request: UpdateCartItemRequest }) =>
      updateCartItem(service, cartId, itemId, request),
    // Refused or not, the figures may have changed (units sold meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
