import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataPurchasesQuery, DataPurchasesResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { searchParamsOf, targetDataKeys } from './target-data-keys';

export async function getPurchases(query: DataPurchasesQuery, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get('target-data/purchases', { signal, searchParams: searchParamsOf(query) }).json<DataPurchasesResponse>();
}

/** `GET /target-data/purchases`: one page of the company's purchases as filtered. */
export function purchasesQueryOptions(query: DataPurchasesQuery) {
  return queryOptions({
    queryKey: targetDataKeys.purchases(query),
    queryFn: ({ signal }) => getPurchases(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePurchases(query: DataPurchasesQuery) {
  return useQuery(purchasesQueryOptions(query));
}
