import { API_BASE_PATH, API_TIMEOUT_MS, USER_ID_HEADER_NAME, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@tvcm/contracts';
import ky, { type HTTPError } from 'ky';
import { ApiError, readErrorBody } from './api-error';
import { readCookie } from './read-cookie';

const AUTHORIZATION_HEADER_NAME = 'Authorization';

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

export function hasXsrfToken(): boolean {
  return readCookie(XSRF_COOKIE_NAME) !== undefined;
}

export const apiClient = ky.create({
  // `||` rather than `??`: an empty VITE_API_BASE would otherwise send calls to the page's own path.
  // Resolved to an absolute address so requests are built alike in browsers and in test
  // environments, whose Request constructor has no page to resolve a bare path against.
  prefixUrl: new URL(import.meta.env.VITE_API_BASE || API_BASE_PATH, window.location.origin).href,
  timeout: API_TIMEOUT_MS,
  credentials: 'same-origin',
  // TanStack Query owns retries (and knows not to retry 4xx); retrying here too would multiply them.
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        for (const [name, value] of sessionHeaders) {
          if (!request.headers.has(name)) request.headers.set(name, value);
        }
        if (XSRF_CHECKED_METHODS.has(request.method)) {
          const token = readCookie(XSRF_COOKIE_NAME);
          if (token !== undefined) request.headers.set(XSRF_HEADER_NAME, token);
        }
      },
    ],
    beforeError: [async (error: HTTPError) => new ApiError(error, await readErrorBody(error.response))],
  },
});
