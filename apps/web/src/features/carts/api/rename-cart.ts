import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartSummary, RenameCartRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { cartKeys } from './cart-keys';

/** `PATCH /carts/{id}`: a new name. */
export async function renameCart(cartId: number, request: RenameCartRequest): Promise<CartSummary> {
  return apiClient.patch(`carts/${cartId}`, { json: request }).json<CartSummary>();
}

export function useRenameCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cartId, request }: { cartId: number; request: RenameCartRequest }) => renameCart(cartId, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
