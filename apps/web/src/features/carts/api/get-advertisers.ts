import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertisersResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { cartChoiceKeys } from './cart-keys';

/** `GET /advertisers`: the advertisers the caller's company buys for, one of which an application names. */
export async function getAdvertisers({ signal }: { signal?: AbortSignal } = {}): Promise<AdvertisersResponse> {
  return apiClient.get('advertisers', { signal }).json<AdvertisersResponse>();
}

export function useAdvertiserChoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({ queryKey: cartChoiceKeys.advertisers(), queryFn: ({ signal }) => getAdvertisers({ signal }) }),
    enabled,
    // The dialog shows a failure itself.
    meta: { errorToast: false },
  });
}
