import type { DataPurchasesQuery, DataSalesActualsQuery, ManagedSegmentsQuery } from '@tvcm/contracts';

/**
 * The data company's segments (one list per filter and page), the purchases of them it examines
 * and its sales. A change to a segment refreshes the segment lists; an examination the
 * examination lists and the sales.
 */
export const dataSalesKeys = {
  all: ['dataSales'] as const,
  segments: () => [...dataSalesKeys.all, 'segments'] as const,
  segmentList: (query: ManagedSegmentsQuery) => [...dataSalesKeys.segments(), 'list', query] as const,
  examinations: () => [...dataSalesKeys.all, 'examinations'] as const,
  examinationList: (query: DataPurchasesQuery) => [...dataSalesKeys.examinations(), query] as const,
  actuals: () => [...dataSalesKeys.all, 'actuals'] as const,
  actualList: (query: DataSalesActualsQuery) => [...dataSalesKeys.actuals(), query] as const,
};

/** A query's conditions as search parameters: those left out are sent as nothing rather than as empty values. */
export function searchParamsOf(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''),
  );
}
