import { businessDateOf, isTrialCompanyCode, type LicenseResponse } from '@tvcm/contracts';
import type { AuthenticatedSession } from '../../plugins/session-auth';
import type { StationVisibility } from './inventory.repository';

/**
 * Which stations a caller may search: a trial company only those whose station companies granted
 * it (on the trial-user permission page), every other company all of them.
 */
export const programGuidePolicy = {
  visibilityOf(caller: AuthenticatedSession, licence: LicenseResponse, now: number): StationVisibility {
    if (!isTrialCompanyCode(licence.company.code)) return { kind: 'all' };
    return { kind: 'grantedTo', trialCompanyId: caller.companyId, today: businessDateOf(now) };
  },
};
