import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { cartKeys } from './cart-keys';

export async function getCarts({ signal }: { signal?: AbortSignal } = {}): Promise<CartsResponse> {
  return apiClient.get('carts', { signal }).json<CartsResponse>();
}

/** The caller's company's carts, newest first. */
export function cartsQueryOptions() {
  return queryOptions({ queryKey: cartKeys.list(), queryFn: ({ signal }) => getCarts({ signal }) });
}

export function useCarts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cartsQueryOptions(), enabled });
}
