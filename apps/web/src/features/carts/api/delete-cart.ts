import { apiClient } from '../../../lib/api-client';

/** `DELETE /carts/{id}`. */
export async function deleteCart(cartId: number): Promise<void> {
  await apiClient.delete(`carts/${cartId}`);
}
