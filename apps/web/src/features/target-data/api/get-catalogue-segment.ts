import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueSegment } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { targetDataKeys } from './target-data-keys';

export async function getCatalogueSegment(segmentId: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get(`target-data/catalogue/${segmentId}`, { signal }).json<CatalogueSegment>();
}

/** `GET /target-data/catalogue/:segmentId`: one published segment, for the purchase procedure. */
export function catalogueSegmentQueryOptions(segmentId: number) {
  return queryOptions({
    queryKey: targetDataKeys.segment(segmentId),
    queryFn: ({ signal }) => getCatalogueSegment(segmentId, { signal }),
  });
}

export function useCatalogueSegment(segmentId: number | null) {
  return useQuery({ ...catalogueSegmentQueryOptions(segmentId ?? 0), enabled: segmentId !== null });
}
