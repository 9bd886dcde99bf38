import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DigitalProductKind, StationDigitalProductsQuery, StationDigitalProductsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { apiPathOf } from '../kinds';
import { digitalKeys } from './digital-keys';

/** The query's conditions as search parameters, those left out sent as nothing. */
export const searchParamsOf = (query: Partial<StationDigitalProductsQuery>) =>
  Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''),
  );

export async function getStationDigitalProducts(
  kind: DigitalProductKind,
  query: StationDigitalProductsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StationDigitalProductsResponse> {
  return apiClient
    .get(`station-digital-products/${apiPathOf(kind)}`, { searchParams: searchParamsOf(query), signal })
    .json<StationDigitalProductsResponse>();
}

/** `GET /station-digital-products/{kind}`: one page of the company's products of the kind matching the filters. */
export function stationDigitalProductsQueryOptions(kind: DigitalProductKind, query: StationDigitalProductsQuery) {
  return queryOptions({
    queryKey: digitalKeys.list(kind, query),
    queryFn: ({ signal }) => getStationDigitalProducts(kind, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStationDigitalProducts(kind: DigitalProductKind, query: StationDigitalProductsQuery) {
  return useQuery(stationDigitalProductsQueryOptions(kind, query));
}
