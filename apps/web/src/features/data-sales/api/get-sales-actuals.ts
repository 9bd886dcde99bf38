import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataSalesActualsQuery, DataSalesActualsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { dataSalesKeys, searchParamsOf } from './data-sales-keys';

export async function getSalesActuals(
  query: DataSalesActualsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DataSalesActualsResponse> {
  return apiClient
    .get('target-data/sales-actuals', { searchParams: searchParamsOf(query), signal })
    .json<DataSalesActualsResponse>();
}

/** `GET /target-data/sales-actuals`: approved sales by segment, buyer, area and month, with the total. */
export function salesActualsQueryOptions(query: DataSalesActualsQuery) {
  return queryOptions({
    queryKey: dataSalesKeys.actualList(query),
    queryFn: ({ signal }) => getSalesActuals(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSalesActuals(query: DataSalesActualsQuery) {
  return useQuery(salesActualsQueryOptions(query));
}
