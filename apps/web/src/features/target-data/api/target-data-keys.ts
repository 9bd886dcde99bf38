import type { CatalogueQuery, DataPurchasesQuery, TargetHeatmapQuery, TargetSlotsQuery } from '@tvcm/contracts';

export const targetDataKeys = {
  all: ['targetData'] as const,
  catalogue: (query: CatalogueQuery) => [...targetDataKeys.all, 'catalogue', query] as const,
  segment: (segmentId: number) => [...targetDataKeys.all, 'catalogueSegment', segmentId] as const,
  purchaseLists: () => [...targetDataKeys.all, 'purchases'] as const,
  purchases: (query: DataPurchasesQuery) => [...targetDataKeys.purchaseLists(), query] as const,
};

export const targetSearchKeys = {
  all: ['targetSearch'] as const,
  heatmap: (query: TargetHeatmapQuery) => [...targetSearchKeys.all, 'heatmap', query] as const,
  slots: (query: TargetSlotsQuery) => [...targetSearchKeys.all, 'slots', query] as const,
};

/** A query as the API's address parameters: the same names as the page's own address. */
export function searchParamsOf(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}
