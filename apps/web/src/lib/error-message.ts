import { API_ERROR_CODES, CLIENT_ERROR_CODES } from '@tvcm/contracts';
import { TimeoutError } from 'ky';
import { ApiError, NetworkError } from './api-error';
import type { MessageCode } from './i18n';
import { MessageError } from './message-error';

/** API codes of SPEC.md §8's handled list, with the catalogue entry each one shows. */
export const HANDLED_CODE_MESSAGES: Readonly<Record<string, MessageCode>> = {
  [API_ERROR_CODES.cartAreaMismatch]: 'MEA-CRT00007',
  [API_ERROR_CODES.cartPartiallyAdded]: 'MEA-CRT00055',
  [API_ERROR_CODES.tentativeIdRegistered]: 'USR00005',
  [API_ERROR_CODES.tentativeIdDeleted]: 'USR00006',
  [API_ERROR_CODES.userUnavailable]: 'USR00010',
  [API_ERROR_CODES.idRegistered]: 'USR00015',
  [API_ERROR_CODES.userConflict]: 'USR00011',
  [API_ERROR_CODES.userNotFound]: 'USR04001',
  [API_ERROR_CODES.functionUnavailable]: 'FCT01001',
  [API_ERROR_CODES.functionLimited]: 'FCT01002',
  [API_ERROR_CODES.functionClosed]: 'FCT01003',
};

/**
 * Not in the spec's list: a lost session or a stale anti-forgery token is fixed by logging in
 * again, which CES-API09005 says, whereas CES-API09002 would send the user to an administrator.
 */
const SESSION_STATE_CODES: readonly string[] = [API_ERROR_CODES.unauthenticated, API_ERROR_CODES.xsrfMismatch];

const LICENCE_MISSING_SUFFIX = '03001';

export interface MessageCodeOptions {
  /** API codes this screen explains itself, e.g. wrong credentials on the login page. */
  handled?: readonly MessageCode[];
}

/**
 * The catalogue entry to show for a failed call: the one place SPEC.md §8 is implemented, its
 * rules in its order. (A server fault is also reported; the API client does that as the answer
 * arrives, once per answer, rather than each time a screen asks for the message.)
 */
export function toMessageCode(error: unknown, options: MessageCodeOptions = {}): MessageCode {
  if (error instanceof NetworkError) return CLIENT_ERROR_CODES.networkFailure;
  if (error instanceof ApiError) return apiErrorMessageCode(error, options.handled ?? []);
  if (error instanceof TimeoutError) return CLIENT_ERROR_CODES.timeout;
  return CLIENT_ERROR_CODES.unexpectedRetry;
}

function apiErrorMessageCode(error: ApiError, screenHandled: readonly MessageCode[]): MessageCode {
  if (error.status >= 500) return CLIENT_ERROR_CODES.unexpectedRetry;
  const items = error.body?.errors ?? [];
  const first = items[0];
  if (!first) return CLIENT_ERROR_CODES.unexpectedRetry;
  if (first.statusCode === 404) return CLIENT_ERROR_CODES.unexpectedContactAdmin;
  if (items.some((item) => item.code.endsWith(LICENCE_MISSING_SUFFIX))) return CLIENT_ERROR_CODES.licenceMissing;
  const screenCode = screenHandled.find((code) => code === first.code);
  if (screenCode) return screenCode;
  const handled = HANDLED_CODE_MESSAGES[first.code];
  if (handled) return handled;
  if (SESSION_STATE_CODES.includes(first.code)) return CLIENT_ERROR_CODES.connectionState;
  return CLIENT_ERROR_CODES.unexpectedContactAdmin;
}

/**
 * The message of the fallback screen for an error that reached it (SPEC.md §8): its own message
 * when it carries one, the connection messages when no answer came, otherwise CES-API09001.
 */
export function fallbackMessageCode(error: unknown): MessageCode {
  if (error instanceof MessageError) return error.messageCode;
  if (error instanceof NetworkError || error instanceof TimeoutError) return toMessageCode(error);
  return CLIENT_ERROR_CODES.unexpectedRetry;
}
