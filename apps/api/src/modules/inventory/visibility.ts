import { businessDateOf, isTrialCompanyCode, type LicenseResponse } from '@tvcm/contracts';
import type { AuthenticatedSession } from '../../plugins/session-auth';

/** Which stations' products a caller may see: every one, or those of the station companies that granted a trial company. */
export type StationVisibility = { kind: 'all' } | { kind: 'grantedTo'; trialCompanyId: number; today: string };

/**
 * What a caller may see and apply for (DOMAIN.md "Trial companies"): a trial company only the
 * products of the station companies that granted it (on the trial-user permission page), every
 * other company all of them. The program guide, carts and applications ask the same question, so
 * they take the answer from here; the grants themselves are read by the inventory service.
 */
export function visibilityOf(
  caller: Pick<AuthenticatedSession, 'companyId'>,
  licence: LicenseResponse,
  now: number,
): StationVisibility {
  if (!isTrialCompanyCode(licence.company.code)) return { kind: 'all' };
  return { kind: 'grantedTo', trialCompanyId: caller.companyId, today: businessDateOf(now) };
}
