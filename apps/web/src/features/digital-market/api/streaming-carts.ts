import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { addOneDayItemRequestSchema, addStreamingItemRequestSchema, CartSummary, CartsResponse } from '@tvcm/contracts';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { digitalKeys } from './digital-keys';

/** `GET /cu/carts`: the company's streaming carts (配信サービスのカート). */
export function useStreamingCarts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: digitalKeys.carts(),
    queryFn: ({ signal }) => apiClient.get('cu/carts', { signal }).json<CartsResponse>(),
    enabled,
  });
}

/** Where a line goes: a cart of the list, or a new one by this name. */
export type StreamingCartTarget = { id: number } | { newName: string };

export type StreamingLine = z.infer<typeof addStreamingItemRequestSchema> | z.infer<typeof addOneDayItemRequestSchema>;

/**
 * Adds one line to a streaming cart: `POST /cu/carts` first for a new one (`{ name }`, answering
 * the new cart), then `POST /cu/carts/{cartId}/items`. Answers the cart the line went to.
 */
export async function addStreamingLine(
  target: StreamingCartTarget,
  line: StreamingLine,
  onCreated?: (cart: CartSummary) => void,
): Promise<CartSummary | { id: number }> {
  let cart: CartSummary | { id: number } = target as { id: number };
  if ('newName' in target) {
    const created = await apiClient.post('cu/carts', { json: { name: target.newName } }).json<CartSummary>();
    // Told at once: should the line be refused, trying again goes to this cart, not to another new one.
    onCreated?.(created);
    cart = created;
  }
  await apiClient.post(`cu/carts/${cart.id}/items`, { json: line });
  return cart;
}

export function useAddStreamingLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      target,
      line,
      onCreated,
    }: {
      target: StreamingCartTarget;
      line: StreamingLine;
      onCreated?: (cart: CartSummary) => void;
    }) => addStreamingLine(target, line, onCreated),
    // The carts' figures changed, and the remaining impressions or the day's state with them.
    onSettled: () => client.invalidateQueries({ queryKey: digitalKeys.all }),
  });
}
