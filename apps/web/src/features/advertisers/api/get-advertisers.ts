import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertisersResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { advertiserKeys } from './advertiser-keys';

/** `GET /advertisers`: the company's advertisers that are not archived, by code. */
export async function getAdvertisers({ signal }: { signal?: AbortSignal } = {}): Promise<AdvertisersResponse> {
  return apiClient.get('advertisers', { signal }).json<AdvertisersResponse>();
}

export function advertisersQueryOptions() {
  return queryOptions({ queryKey: advertiserKeys.list(), queryFn: ({ signal }) => getAdvertisers({ signal }) });
}

export function useAdvertisers() {
  return useQuery(advertisersQueryOptions());
}
