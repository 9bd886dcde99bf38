import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesSummary, SalesSummaryQuery } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { searchParamsOf, stationSalesKeys } from './station-sales-keys';

export async function getSalesSummary(
  query: SalesSummaryQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SalesSummary> {
  return apiClient.get('station-sales/summary', { searchParams: searchParamsOf(query), signal }).json<SalesSummary>();
}

/** An answer with the query it answers: while the next one loads, the previous one still reads by its own grouping. */
export interface AnsweredSalesSummary {
  query: SalesSummaryQuery;
  summary: SalesSummary;
}

/** `GET /station-sales/summary`: the period's sales, grouped, with totals, timeline, heat map and budget pacing. */
export function salesSummaryQueryOptions(query: SalesSummaryQuery) {
  return queryOptions({
    queryKey: stationSalesKeys.summary(query),
    queryFn: async ({ signal }): Promise<AnsweredSalesSummary> => ({ query, summary: await getSalesSummary(query, { signal }) }),
    placeholderData: keepPreviousData,
  });
}

export function useSalesSummary(query: SalesSummaryQuery) {
  return useQuery(salesSummaryQueryOptions(query));
}
