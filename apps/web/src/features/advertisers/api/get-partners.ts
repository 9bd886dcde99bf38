import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnersResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { advertiserKeys } from './advertiser-keys';

/** `GET /partners`: for an agency the advertiser companies it works with, for an advertiser company the agencies. */
export async function getPartners({ signal }: { signal?: AbortSignal } = {}): Promise<PartnersResponse> {
  return apiClient.get('partners', { signal }).json<PartnersResponse>();
}

export function partnersQueryOptions() {
  return queryOptions({ queryKey: advertiserKeys.partners(), queryFn: ({ signal }) => getPartners({ signal }) });
}

export function usePartners() {
  return useQuery(partnersQueryOptions());
}
