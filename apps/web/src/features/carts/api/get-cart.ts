import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartDetail, CartFigureQuery } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { cartKeys } from './cart-keys';

export async function getCart(cartId: number, figures: CartFigureQuery, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get(`carts/${cartId}`, { searchParams: { ...figures }, signal }).json<CartDetail>();
}

/** One cart with its items, GRP and average per-cost for the chosen target; `null` for no cart. */
export function cartQueryOptions(cartId: number | null, figures: CartFigureQuery) {
  return queryOptions({
    queryKey: cartKeys.detail(cartId ?? 0, figures),
    queryFn: ({ signal }) => getCart(cartId as number, figures, { signal }),
    enabled: cartId !== null,
    // A cart deleted elsewhere is for the screen to handle (it forgets it), not a toast.
    meta: { errorToast: false },
    retry: false,
  });
}

export function useCart(cartId: number | null, figures: CartFigureQuery) {
  return useQuery(cartQueryOptions(cartId, figures));
}
