import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesBudgets } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { stationSalesKeys } from './station-sales-keys';

export async function getSalesBudgets(year: number, { signal }: { signal?: AbortSignal } = {}): Promise<SalesBudgets> {
  return apiClient.get('station-sales/budgets', { searchParams: { year }, signal }).json<SalesBudgets>();
}

/** `GET /station-sales/budgets?year=`: the company's stations and the budgets set for the year's months. */
export function salesBudgetsQueryOptions(year: number) {
  return queryOptions({
    queryKey: stationSalesKeys.budgetYear(year),
    queryFn: ({ signal }) => getSalesBudgets(year, { signal }),
  });
}

export function useSalesBudgets(year: number, enabled = true) {
  return useQuery({ ...salesBudgetsQueryOptions(year), enabled });
}
