import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartSummary, SendCartRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { cartKeys } from './cart-keys';
import { isCartRefusal } from './cart-refusal';

/** `POST /carts/{id}/sendings`: the partner gets a copy; the cart becomes SENT (CRT00020, CRT00010 refused). */
export async function sendCart(cartId: number, request: SendCartRequest): Promise<CartSummary> {
  return apiClient.post(`carts/${cartId}/sendings`, { json: request }).json<CartSummary>();
}

export function useSendCart() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isCartRefusal },
    mutationFn: ({ cartId, request }: { cartId: number; request: SendCartRequest }) => sendCart(cartId, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
