import type { AddCartItemRequest, CartSummary } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';

/** `POST /carts/{id}/items`: refused with CRT04001, CRT00007 or CRT00055 (see the add-to-cart dialog). */
export async function addCartItem(cartId: number, request: AddCartItemRequest): Promise<CartSummary> {
  return apiClient.post(`carts/${cartId}/items`, { json: request }).json<CartSummary>();
}
