import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DigitalAreasResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { digitalKeys } from './digital-keys';

/** `GET /digital-products/areas`: the areas and stations whose streaming and 1-day products the caller may see. */
export function digitalAreasQueryOptions() {
  return queryOptions({
    queryKey: digitalKeys.areas(),
    queryFn: ({ signal }) => apiClient.get('digital-products/areas', { signal }).json<DigitalAreasResponse>(),
    staleTime: 5 * 60 * 1000,
  });
}

export function useDigitalAreas() {
  return useQuery(digitalAreasQueryOptions());
}
