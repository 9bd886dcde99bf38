import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartSummary, RenameCartRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { servicePath, type TradeService, useTradeService } from '../../../lib/trade-service';
import { cartKeys } from './cart-keys';

/** `PATCH /carts/{id}`: a new name. */
export async function renameCart(cartId: number, request: RenameCartRequest, service: TradeService = 'TV'): Promise<CartSummary> {
  return apiClient.patch(servicePath(service, `carts/${cartId}`), { json: request }).json<CartSummary>();
}

export function useRenameCart() {
  const queryClient = useQueryClient();
  const service = useTradeService();
  return useMutation({
    mutationFn: ({ cartId, request }: { cartId: number; request: RenameCartRequest }) => renameCart(cartId, request, service),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
