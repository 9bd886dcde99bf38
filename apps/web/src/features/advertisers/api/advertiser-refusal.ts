import { API_ERROR_CODES } from '@tvcm/contracts';
import { ApiError } from '../../../lib/api-error';

/**
 * The refusals of advertiser settings that the page explains where they happen rather than as the
 * app-wide toast (which would say "contact your administrator" for all three).
 */
export type AdvertiserRefusal =
  /** ADV00001: another advertiser of the company, archived ones included, has the code. */
  | { kind: 'codeTaken' }
  /** ADV00002: the form passed the contract's checks, so a company code named no company that fits. */
  | { kind: 'invalid' }
  /** ADV04001: the advertiser was archived meanwhile (in another tab, by a colleague). */
  | { kind: 'gone' };

export function advertiserRefusal(error: unknown): AdvertiserRefusal | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case API_ERROR_CODES.advertiserCodeTaken:
      return { kind: 'codeTaken' };
    case API_ERROR_CODES.companyUnsuitable:
      return { kind: 'invalid' };
    case API_ERROR_CODES.advertiserNotFound:
      return { kind: 'gone' };
    default:
      return null;
  }
}

export const isAdvertiserRefusal = (error: unknown) => advertiserRefusal(error) !== null;
