import { API_ERROR_CODES } from '@tvcm/contracts';
import { isApiError } from '../../lib/api-error';
import { toMessageCode } from '../../lib/error-message';
import { i18n } from '../../lib/i18n';
import './public-catalogue';

/** The API's code of a failed call, if it answered with the contract's error body. */
export function apiErrorCodeOf(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

/**
 * What a public page says about a failed call: its own message for the codes it explains (the
 * registration errors of §5, a dead mail link), a public wording of the rate limit, and otherwise
 * the app's message of SPEC.md §8.
 */
export function publicFailureMessage(error: unknown, pageMessages: Readonly<Record<string, string>> = {}): string {
  const code = apiErrorCodeOf(error);
  if (code !== undefined) {
    const own = pageMessages[code];
    if (own !== undefined) return own;
    if (code === API_ERROR_CODES.tooManyRequests) return i18n.t('public.errors.tooManyRequests');
    if (code === API_ERROR_CODES.mailLinkInvalid) return i18n.t('public.errors.linkInvalid');
  }
  return i18n.t(`errors.${toMessageCode(error)}`);
}
