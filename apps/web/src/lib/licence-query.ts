import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCESS_RULES, type AccessRuleName, type LicenseResponse } from '@tvcm/contracts';
import { takeEarlyAnswer } from './early-answers';
import { getLicence, licenceKeys } from './licence-calls';

/**
 * The caller's licences, one query for the login guard, the menu and any page that offers a
 * part of itself only with a licence (the plan page's streaming products).
 */
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

/** Whether the caller holds what a named rule asks for; false until the licences are known. */
export function useAccess(rule: AccessRuleName): boolean {
  const licence = useLicence().data;
  return licence ? ACCESS_RULES[rule](licence) : false;
}
