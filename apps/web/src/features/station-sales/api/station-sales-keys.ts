import type { SalesSummaryQuery } from '@tvcm/contracts';

/** The company's sales summaries (one per query) and its budgets (one list per year). A saved budget refreshes both. */
export const stationSalesKeys = {
  all: ['stationSales'] as const,
  summaries: () => [...stationSalesKeys.all, 'summary'] as const,
  summary: (query: SalesSummaryQuery) => [...stationSalesKeys.summaries(), query] as const,
  budgets: () => [...stationSalesKeys.all, 'budgets'] as const,
  budgetYear: (year: number) => [...stationSalesKeys.budgets(), year] as const,
};

/** A query's conditions as search parameters: those left out are sent as nothing rather than as empty values. */
export function searchParamsOf(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''),
  );
}
