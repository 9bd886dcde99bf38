import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataPurchasesQuery, DataPurchasesResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { dataSalesKeys, searchParamsOf } from './data-sales-keys';

export async function getExaminations(
  query: DataPurchasesQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DataPurchasesResponse> {
  return apiClient.get('target-data/examinations', { searchParams: searchParamsOf(query), signal }).json<DataPurchasesResponse>();
}

/** `GET /target-data/examinations`: one page of the purchases of the company's segments. */
export function examinationsQueryOptions(query: DataPurchasesQuery) {
  return queryOptions({
    queryKey: dataSalesKeys.examinationList(query),
    queryFn: ({ signal }) => getExaminations(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useExaminations(query: DataPurchasesQuery) {
  return useQuery(examinationsQueryOptions(query));
}
