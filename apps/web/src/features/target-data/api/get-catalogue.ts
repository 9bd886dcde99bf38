import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueQuery, CatalogueResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { searchParamsOf, targetDataKeys } from './target-data-keys';

export async function getCatalogue(query: CatalogueQuery, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get('target-data/catalogue', { signal, searchParams: searchParamsOf(query) }).json<CatalogueResponse>();
}

/** `GET /target-data/catalogue`: the published segments as filtered; the list shown stays while the next loads. */
export function catalogueQueryOptions(query: CatalogueQuery) {
  return queryOptions({
    queryKey: targetDataKeys.catalogue(query),
    queryFn: ({ signal }) => getCatalogue(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCatalogue(query: CatalogueQuery) {
  return useQuery(catalogueQueryOptions(query));
}
