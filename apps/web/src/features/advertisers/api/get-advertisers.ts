import { useQuery } from '@tanstack/react-query';
import { advertisersQueryOptions } from '../../../lib/advertiser-queries';

export function useAdvertisers() {
  return useQuery(advertisersQueryOptions());
}
