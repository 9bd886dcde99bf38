import {
  API_BASE_PATH,
  API_TIMEOUT_MS,
  REQUEST_TIMEOUT_META_NAME,
  USER_ID_HEADER_NAME,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from '@tvcm/contracts';
import ky, { type HTTPError, type KyRequest, type KyResponse } from 'ky';
import { ApiError, fetchOrNetworkError, readErrorBody } from './api-error';
import { readCookie } from './read-cookie';

export const AUTHORIZATION_HEADER_NAME = 'Authorization';

/** The client-credentials grant; it never carries the token it replaces. */
export const TOKEN_PATH = 'oauth/token';

/** Methods the server checks for the anti-forgery token; safe methods never change state. */
const XSRF_CHECKED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Headers that belong to the signed-in user rather than to one call. Kept here, not in a store,
 * because every call made through the client must carry them.
 */
const sessionHeaders = new Map<string, string>();

export function setUserIdHeader(userId: number): void {
  sessionHeaders.set(USER_ID_HEADER_NAME, String(userId));
}

export function removeUserIdHeader(): void {
  sessionHeaders.delete(USER_ID_HEADER_NAME);
}

/** `value` is the whole header value, e.g. `Bearer <token>`. */
export function setAuthorizationHeader(value: string): void {
  sessionHeaders.set(AUTHORIZATION_HEADER_NAME, value);
}

export function removeAuthorizationHeader(): void {
  sessionHeaders.delete(AUTHORIZATION_HEADER_NAME);
}

type BearerRenewal = (request: KyRequest, response: KyResponse) => Promise<Response | undefined>;
let renewExpiredBearer: BearerRenewal | undefined;

/**
 * How a call whose bearer token was refused is renewed and sent again. The module that obtains
 * the public pages' tokens (client-token) registers itself here when it loads, which it has by the
 * time any call carries one of its tokens; this client does not import it, so neither loads the
 * other in a circle.
 */
export function onExpiredBearerToken(renewal: BearerRenewal): void {
  renewExpiredBearer = renewal;
}

const configuredTimeoutMs = Number(document.querySelector<HTMLMetaElement>(`meta[name="${REQUEST_TIMEOUT_META_NAME}"]`)?.content);

/**
 * How long a call may take before it fails with CES-API09004 (SPEC.md §7, §9): the spec's
 * 300000 ms, unless the API serving this page configured a shorter wait (WEB_REQUEST_TIMEOUT_MS).
 */
export const REQUEST_TIMEOUT_MS = configuredTimeoutMs > 0 ? Math.min(configuredTimeoutMs, API_TIMEOUT_MS) : API_TIMEOUT_MS;

export function hasXsrfToken(): boolean {
  return readCookie(XSRF_COOKIE_NAME) !== undefined;
}

export const apiClient = ky.create({
  // `||` rather than `??`: an empty VITE_API_BASE would otherwise send calls to the page's own path.
  // Resolved to an absolute address so requests are built alike in browsers and in test
  // environments, whose Request constructor has no page to resolve a bare path against.
  prefixUrl: new URL(import.meta.env.VITE_API_BASE || API_BASE_PATH, window.location.origin).href,
  timeout: REQUEST_TIMEOUT_MS,
  credentials: 'same-origin',
  fetch: fetchOrNetworkError,
  // TanStack Query owns retries (and knows not to retry 4xx); retrying here too would multiply them.
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const isTokenRequest = request.url.endsWith(`/${TOKEN_PATH}`);
        for (const [name, value] of sessionHeaders) {
          if (request.headers.has(name) || (isTokenRequest && name === AUTHORIZATION_HEADER_NAME)) continue;
          request.headers.set(name, value);
        }
        if (XSRF_CHECKED_METHODS.has(request.method)) {
          const token = readCookie(XSRF_COOKIE_NAME);
          if (token !== undefined) request.headers.set(XSRF_HEADER_NAME, token);
        }
      },
    ],
    afterResponse: [
      async (request, _options, response) => {
        // Only a call that carried the public pages' bearer token can meet an expired one (OAU01001).
        const bearer = request.headers.get(AUTHORIZATION_HEADER_NAME)?.startsWith('Bearer ');
        if (response.status !== 401 || !bearer || !renewExpiredBearer) {
          // ky hands the hook a copy of the answer (a tee). Left unread, it would hold the data the
          // caller reads, and keep a caller's `body.cancel()` waiting until both copies are done.
          void response.body?.cancel();
          return;
        }
        return renewExpiredBearer(request, response);
      },
    ],
    beforeError: [
      async (error: HTTPError) => {
        const apiError = new ApiError(error, await readErrorBody(error.response));
        // Server faults are reported once per answer, here where every failed call passes
        // exactly once; the reporting code loads with the first fault.
        if (apiError.status >= 500) {
          void import('./client-events').then(({ reportServerFault }) => reportServerFault(apiClient, apiError));
        }
        return apiError;
      },
    ],
  },
});
