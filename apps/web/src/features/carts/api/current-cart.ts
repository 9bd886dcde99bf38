import { queryOptions } from '@tanstack/react-query';
import type { CurrentCart } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { cartKeys } from './cart-keys';

/** `GET /current-cart`: the cart the user adds to by default, as the server keeps it for them. */
export async function getCurrentCart({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentCart> {
  return apiClient.get('current-cart', { signal }).json<CurrentCart>();
}

/**
 * `PUT /current-cart`. Remembering it is a convenience for the next login: a failure is left
 * unsaid, and the page goes on with the cart it has.
 */
export async function putCurrentCart(cartId: number): Promise<void> {
  try {
    await apiClient.put('current-cart', { json: { cartId } satisfies CurrentCart });
  } catch {
    // Kept in the session all the same.
  }
}

export function currentCartQueryOptions() {
  return queryOptions({
    queryKey: cartKeys.current(),
    queryFn: ({ signal }) => getCurrentCart({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
