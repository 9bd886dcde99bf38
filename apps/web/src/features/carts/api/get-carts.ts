import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { servicePath, type TradeService } from '../../../lib/trade-service';
import { cartKeys } from './cart-keys';

export async function getCarts({ signal }: { signal?: AbortSignal } = {}, service: TradeService = 'TV'): Promise<CartsResponse> {
  return apiClient.get(servicePath(service, 'carts'), { signal }).json<CartsResponse>();
}

/** The caller's company's carts, newest first. */
export function cartsQueryOptions(service: TradeService = 'TV') {
  return queryOptions({ queryKey: cartKeys.list(service), queryFn: ({ signal }) => getCarts({ signal }, service) });
}

export function useCarts({ enabled = true, service = 'TV' }: { enabled?: boolean; service?: TradeService } = {}) {
  return useQuery({ ...cartsQueryOptions(service), enabled });
}
