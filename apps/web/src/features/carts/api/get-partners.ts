import { useQuery } from '@tanstack/react-query';
import { partnersQueryOptions } from '../../../lib/advertiser-queries';

/** The companies a cart may be sent to, as advertiser settings keeps them. */
export function usePartners({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...partnersQueryOptions(),
    enabled,
    // The dialog shows a failure itself.
    meta: { errorToast: false },
  });
}
