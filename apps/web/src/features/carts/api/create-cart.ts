import type { CartSummary, CreateCartRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';

/** `POST /carts`: a new empty cart; its area is set by its first slot. */
export async function createCart(request: CreateCartRequest): Promise<CartSummary> {
  return apiClient.post('carts', { json: request }).json<CartSummary>();
}
