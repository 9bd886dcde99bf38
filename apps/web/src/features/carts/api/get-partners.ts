import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnersResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { cartChoiceKeys } from './cart-keys';

/** `GET /partners`: the companies the caller's company works with, which a cart may be sent to. */
export async function getPartners({ signal }: { signal?: AbortSignal } = {}): Promise<PartnersResponse> {
  return apiClient.get('partners', { signal }).json<PartnersResponse>();
}

export function usePartners({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({ queryKey: cartChoiceKeys.partners(), queryFn: ({ signal }) => getPartners({ signal }) }),
    enabled,
    // The dialog shows a failure itself.
    meta: { errorToast: false },
  });
}
