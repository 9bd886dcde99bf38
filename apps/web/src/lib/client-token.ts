import { API_ERROR_CODES, DEVELOPMENT_PUBLIC_WEB_CLIENT, type TokenRequest, type TokenResponse } from '@tvcm/contracts';
import ky, { type KyRequest, type KyResponse } from 'ky';
import {
  AUTHORIZATION_HEADER_NAME,
  apiClient,
  onExpiredBearerToken,
  REQUEST_TIMEOUT_MS,
  setAuthorizationHeader,
  TOKEN_PATH,
} from './api-client';
import { fetchOrNetworkError, readErrorBody } from './api-error';

// `||` rather than `??`: an empty variable in a build environment means "not configured".
const CLIENT_CREDENTIALS: TokenRequest = {
  clientId: import.meta.env.VITE_PUBLIC_WEB_CLIENT_ID || DEVELOPMENT_PUBLIC_WEB_CLIENT.clientId,
  clientSecret: import.meta.env.VITE_PUBLIC_WEB_CLIENT_SECRET || DEVELOPMENT_PUBLIC_WEB_CLIENT.clientSecret,
  grantType: 'client_credentials',
};

/**
 * The public pages' access token (SPEC.md §4 "a second guard, for client-credential use"), kept in
 * memory only: it is short-lived, cheap to obtain again after a reload, and never worth leaving in
 * storage that other scripts could read.
 */
let currentToken: string | undefined;
/** The token request under way, shared by everyone who needs a token meanwhile (single flight). */
let pendingToken: Promise<string> | undefined;

function requestNewToken(): Promise<string> {
  pendingToken ??= apiClient
    .post(TOKEN_PATH, { json: CLIENT_CREDENTIALS })
    .json<TokenResponse>()
    .then(({ accessToken }) => {
      currentToken = accessToken;
      setAuthorizationHeader(`Bearer ${accessToken}`);
      return accessToken;
    })
    .finally(() => {
      pendingToken = undefined;
    });
  return pendingToken;
}

export function hasClientToken(): boolean {
  return currentToken !== undefined;
}

/** The token in memory, or a new one; from then on every API call carries it as a bearer token. */
export function ensureClientToken(): Promise<string> {
  return currentToken === undefined ? requestNewToken() : Promise.resolve(currentToken);
}

/**
 * A token to replace `expiredToken`. Calls that fail together share one token request; a call
 * that failed with a token already replaced gets the newer one without asking again.
 */
export function renewClientToken(expiredToken: string): Promise<string> {
  if (pendingToken) return pendingToken;
  if (currentToken !== undefined && currentToken !== expiredToken) return Promise.resolve(currentToken);
  return requestNewToken();
}

function bearerTokenOf(request: Request): string | undefined {
  return /^Bearer (\S+)$/.exec(request.headers.get(AUTHORIZATION_HEADER_NAME) ?? '')?.[1];
}

/**
 * The API client's answer to a 401 on a call that carried a bearer token: when the token had
 * expired (OAU01001), renew it and send the same request once more with the new one. The retry
 * goes around the client's hooks, so a second OAU01001 is returned as it is and fails the call as
 * an error instead of renewing again.
 */
export async function retryWithRenewedToken(request: KyRequest, response: KyResponse): Promise<Response | undefined> {
  const body = await readErrorBody(response);
  const expiredToken = bearerTokenOf(request);
  if (body?.errors[0]?.code !== API_ERROR_CODES.tokenExpired || expiredToken === undefined) return undefined;
  const token = await renewClientToken(expiredToken);
  // `request` is ky's untouched copy (body included); its other headers and its signal carry over.
  return ky(request, {
    headers: { [AUTHORIZATION_HEADER_NAME]: `Bearer ${token}` },
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    fetch: fetchOrNetworkError,
  });
}

onExpiredBearerToken(retryWithRenewedToken);
