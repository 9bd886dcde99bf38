import { queryOptions } from '@tanstack/react-query';
import type { AdvertisersResponse, PartnersResponse } from '@tvcm/contracts';
import { apiClient } from './api-client';

/**
 * Who the company buys for and works with: kept in advertiser settings, chosen from when applying
 * for a cart or sending one. One definition and one cache entry serve both, so a change made in
 * the settings is what the cart's dialogs offer next.
 */
export const advertiserKeys = {
  all: ['advertisers'] as const,
  list: () => [...advertiserKeys.all, 'list'] as const,
  partners: () => [...advertiserKeys.all, 'partners'] as const,
};

/** `GET /advertisers`: the company's advertisers that are not archived, by code. */
export function advertisersQueryOptions() {
  return queryOptions({
    queryKey: advertiserKeys.list(),
    queryFn: ({ signal }) => apiClient.get('advertisers', { signal }).json<AdvertisersResponse>(),
  });
}

/** `GET /partners`: for an agency the advertiser companies it works with, for an advertiser company the agencies. */
export function partnersQueryOptions() {
  return queryOptions({
    queryKey: advertiserKeys.partners(),
    queryFn: ({ signal }) => apiClient.get('partners', { signal }).json<PartnersResponse>(),
  });
}
