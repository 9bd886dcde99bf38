import { useQuery } from '@tanstack/react-query';
import { advertisersQueryOptions } from '../../../lib/advertiser-queries';

/** The advertisers an application may name, as advertiser settings keeps them. */
export function useAdvertiserChoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...advertisersQueryOptions(),
    enabled,
    // The dialog shows a failure itself.
    meta: { errorToast: false },
  });
}
