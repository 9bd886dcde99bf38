import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartDetail, CartFigureQuery } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { servicePath, type TradeService } from '../../../lib/trade-service';
import { cartKeys } from './cart-keys';

export async function getCart(
  cartId: number,
  figures: CartFigureQuery,
  { signal }: { signal?: AbortSignal } = {},
  service: TradeService = 'TV',
) {
  // A streaming cart has no rating figures to choose.
  const searchParams = service === 'TV' ? { ...figures } : {};
  return apiClient.get(servicePath(service, `carts/${cartId}`), { searchParams, signal }).json<CartDetail>();
}

/** One cart with its items, GRP and average per-cost for the chosen target; `null` for no cart. */
export function cartQueryOptions(cartId: number | null, figures: CartFigureQuery, service: TradeService = 'TV') {
  return queryOptions({
    queryKey: cartKeys.detail(cartId ?? 0, figures, service),
    queryFn: ({ signal }) => getCart(cartId as number, figures, { signal }, service),
    enabled: cartId !== null,
    // A cart deleted elsewhere is for the screen to handle (it forgets it), not a toast.
    meta: { errorToast: false },
    retry: false,
  });
}

export function useCart(cartId: number | null, figures: CartFigureQuery) {
  return useQuery(cartQueryOptions(cartId, figures));
}
