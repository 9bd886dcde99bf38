import { API_ERROR_CODES, DEVELOPMENT_PUBLIC_WEB_CLIENT } from '@tvcm/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, jsonResponse, mockApi, type RecordedRequest } from '../test/mock-api';

// The token lives in module memory: each test starts from freshly loaded modules.
let apiClient: typeof import('./api-client').apiClient;
let clientToken: typeof import('./client-token');

beforeEach(async () => {
  vi.resetModules();
  ({ apiClient } = await import('./api-client'));
  clientToken = await import('./client-token');
});

const EXISTENCE = 'GET /api/users/trials/emails/a%40example.jp/existence';
const existence = () => apiClient.get('users/trials/emails/a%40example.jp/existence').json<{ exists: boolean }>();

/** A token endpoint that hands out token-1, token-2, … and an endpoint that accepts only the newest. */
function tokenServer(extra: Record<string, (request: RecordedRequest) => Response> = {}) {
  let issued = 0;
  const requests = mockApi({
    'POST /api/oauth/token': () => {
      issued += 1;
      return jsonResponse(200, { accessToken: `token-${issued}`, tokenType: 'Bearer', expiresIn: 600 });
    },
    [EXISTENCE]: (request) =>
      request.headers.get('Authorization') === `Bearer token-${issued}`
        ? jsonResponse(200, { exists: false })
        : apiErrorResponse(401, API_ERROR_CODES.tokenExpired, '/users/trials/emails/a@example.jp/existence'),
    ...extra,
  });
  const tokenRequests = () => requests.filter((request) => request.url.pathname === '/api/oauth/token');
  return { requests, tokenRequests };
}

describe('client-credential token', () => {
  it('obtains a token with the public web client and sends it as a bearer token afterwards', async () => {
    const { requests, tokenRequests } = tokenServer();

    await clientToken.ensureClientToken();
    await existence();

    expect(JSON.parse(tokenRequests()[0]?.body ?? '')).toEqual({
      clientId: DEVELOPMENT_PUBLIC_WEB_CLIENT.clientId,
      clientSecret: DEVELOPMENT_PUBLIC_WEB_CLIENT.clientSecret,
      grantType: 'client_credentials',
    });
    expect(tokenRequests()[0]?.headers.has('Authorization')).toBe(false);
    expect(requests.at(-1)?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('asks once for guards that mount together, and not again while the token is known', async () => {
    const { tokenRequests } = tokenServer();

    await Promise.all([clientToken.ensureClientToken(), clientToken.ensureClientToken()]);
    await clientToken.ensureClientToken();

    expect(tokenRequests()).toHaveLength(1);
    expect(clientToken.hasClientToken()).toBe(true);
  });

  it('renews an expired token once and retries the call with the new one', async () => {
    const { requests, tokenRequests } = tokenServer();
    await clientToken.ensureClientToken();
    // The server moves on: token-1 has expired once token-2 exists.
    await apiClient.post('oauth/token', { json: {} });

    await expect(existence()).resolves.toEqual({ exists: false });

    expect(tokenRequests()).toHaveLength(3);
    // The token request never carries the token it replaces.
    expect(tokenRequests().every((request) => !request.headers.has('Authorization'))).toBe(true);
    const calls = requests.filter((request) => request.url.pathname.endsWith('/existence'));
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual(['Bearer token-1', 'Bearer token-3']);
  });

  it('makes exactly one token request for 10 concurrent calls that all meet OAU01001, and retries each once', async () => {
    const { requests, tokenRequests } = tokenServer();
    await clientToken.ensureClientToken();
    await apiClient.post('oauth/token', { json: {} });

    const results = await Promise.all(Array.from({ length: 10 }, () => existence()));

    expect(results).toEqual(Array.from({ length: 10 }, () => ({ exists: false })));
    // One by the guard, one by the test standing in for the server's clock, one renewal.
    expect(tokenRequests()).toHaveLength(3);
    const calls = requests.filter((request) => request.url.pathname.endsWith('/existence'));
    expect(calls).toHaveLength(20);
    expect(calls.slice(10).every((call) => call.headers.get('Authorization') === 'Bearer token-3')).toBe(true);
  });

  it('retries a call that used a token already replaced with the newest one, without asking again', async () => {
    const { tokenRequests } = tokenServer();
    await clientToken.ensureClientToken();
    await clientToken.renewClientToken('token-1');

    await expect(clientToken.renewClientToken('token-1')).resolves.toBe('token-2');
    expect(tokenRequests()).toHaveLength(2);
  });

  it('fails with the error, not a loop, when the retry meets OAU01001 again', async () => {
    const { requests, tokenRequests } = tokenServer({
      [EXISTENCE]: () => apiErrorResponse(401, API_ERROR_CODES.tokenExpired, '/users/trials/emails/a@example.jp/existence'),
    });
    await clientToken.ensureClientToken();

    const error = await existence().catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 401, code: API_ERROR_CODES.tokenExpired });
    expect(tokenRequests()).toHaveLength(2);
    expect(requests.filter((request) => request.url.pathname.endsWith('/existence'))).toHaveLength(2);
  });

  it('keeps the body of a state-changing call for the retry', async () => {
    let issued = 0;
    const requests = mockApi({
      'POST /api/oauth/token': () => {
        issued += 1;
        return jsonResponse(200, { accessToken: `token-${issued}`, tokenType: 'Bearer', expiresIn: 600 });
      },
      'POST /api/password-resets': (request) =>
        request.headers.get('Authorization') === 'Bearer token-2'
          ? jsonResponse(202, {})
          : apiErrorResponse(401, API_ERROR_CODES.tokenExpired, '/password-resets'),
    });
    await clientToken.ensureClientToken();

    await apiClient.post('password-resets', { json: { account: 'a@example.jp' } });

    const posts = requests.filter((request) => request.url.pathname === '/api/password-resets');
    expect(posts.map((post) => JSON.parse(post.body))).toEqual([{ account: 'a@example.jp' }, { account: 'a@example.jp' }]);
  });

  it.each([
    ['a token the API never issued', API_ERROR_CODES.invalidToken],
    ['a missing session', API_ERROR_CODES.unauthenticated],
  ])('does not renew for %s', async (_, code) => {
    const { tokenRequests } = tokenServer({ [EXISTENCE]: () => apiErrorResponse(401, code, '/existence') });
    await clientToken.ensureClientToken();

    await expect(existence()).rejects.toMatchObject({ status: 401, code });
    expect(tokenRequests()).toHaveLength(1);
  });

  it('passes a failed token request on to everyone waiting for it', async () => {
    mockApi({ 'POST /api/oauth/token': () => apiErrorResponse(401, API_ERROR_CODES.invalidClient, '/oauth/token') });

    const results = await Promise.allSettled([clientToken.ensureClientToken(), clientToken.ensureClientToken()]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(clientToken.hasClientToken()).toBe(false);
  });
});
