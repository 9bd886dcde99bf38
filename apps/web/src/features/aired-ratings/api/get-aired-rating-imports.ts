import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiredRatingsHistory } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { airedRatingKeys } from './aired-rating-keys';

export async function getAiredRatingImports({ signal }: { signal?: AbortSignal } = {}): Promise<AiredRatingsHistory> {
  return apiClient.get('aired-ratings', { signal }).json<AiredRatingsHistory>();
}

/** `GET /aired-ratings`: the company's uploads, newest first. */
export function airedRatingImportsQueryOptions() {
  return queryOptions({ queryKey: airedRatingKeys.history(), queryFn: ({ signal }) => getAiredRatingImports({ signal }) });
}

export function useAiredRatingImports() {
  return useQuery(airedRatingImportsQueryOptions());
}
