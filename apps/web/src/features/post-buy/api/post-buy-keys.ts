import type { StationAnalysisQuery } from '@tvcm/contracts';
import type { AgencyAnalysisRequest } from '../analysis-query';

export const postBuyKeys = {
  all: ['postBuy'] as const,
  station: (query: StationAnalysisQuery) => [...postBuyKeys.all, 'station', query] as const,
  agency: (query: AgencyAnalysisRequest) => [...postBuyKeys.all, 'agency', query] as const,
};

/** A query's conditions as search parameters, in the order given; those left out are not sent. */
export function searchParamsOf(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''),
  );
}
