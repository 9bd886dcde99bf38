import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LicenseResponse } from '@tvcm/contracts';
import { takeEarlyAnswer } from '../../../lib/early-answers';
import { getLicence } from './login-calls';
import { licenceKeys } from './login-keys';

export { getLicence, licenceKeys };

export function licenceQueryOptions() {
  return queryOptions({
    queryKey: licenceKeys.base(),
    queryFn: ({ signal }) => takeEarlyAnswer<LicenseResponse>(licenceKeys.base()) ?? getLicence({ signal }),
    // Licences change only through an administrator; the next login picks a change up.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLicence() {
  return useQuery(licenceQueryOptions());
}
