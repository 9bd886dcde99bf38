import { useQuery } from '@tanstack/react-query';
import { partnersQueryOptions } from '../../../lib/advertiser-queries';

export function usePartners() {
  return useQuery(partnersQueryOptions());
}
