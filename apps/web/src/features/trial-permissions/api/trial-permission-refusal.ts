import { API_ERROR_CODES } from '@tvcm/contracts';
import { ApiError } from '../../../lib/api-error';

/**
 * The refusals of the permission page's writes that it explains itself: both mean the list was
 * out of date (another administrator, another tab), which a fresh list answers.
 */
export type TrialPermissionRefusal =
  /** TRL04001: the code names no trial company any more. */
  | { kind: 'companyGone' }
  /** TRL00001: no grant in force to revoke. */
  | { kind: 'grantMissing' };

export function trialPermissionRefusal(error: unknown): TrialPermissionRefusal | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case API_ERROR_CODES.trialCompanyNotFound:
      return { kind: 'companyGone' };
    case API_ERROR_CODES.trialGrantMissing:
      return { kind: 'grantMissing' };
    default:
      return null;
  }
}

export const isTrialPermissionRefusal = (error: unknown) => trialPermissionRefusal(error) !== null;
