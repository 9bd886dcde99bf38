import { API_ERROR_CODES, tokenResponseSchema } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';

let testApp: TestApp;
const clock = createTestClock();
const TOKEN_TTL_MS = 600_000;
const CLIENT = { clientId: 'test-public-web', clientSecret: 'test-public-web-secret-123' };

beforeAll(async () => {
  testApp = await startTestApp({ oauth: { tokenTtlMs: TOKEN_TTL_MS, publicWebClient: CLIENT } }, { clock: clock.now });
  await testApp.app.oauth.ensureClient({ ...CLIENT, name: 'test client' });
});
afterAll(() => testApp.close());

const tokenRequest = (overrides: Record<string, unknown> = {}) =>
  new TestClient(testApp.baseUrl).request('POST', '/api/oauth/token', {
    body: { clientId: CLIENT.clientId, clientSecret: CLIENT.clientSecret, grantType: 'client_credentials', ...overrides },
    xsrf: false,
  });

const existence = (email: string, token?: string) =>
  new TestClient(testApp.baseUrl).request('GET', `/api/users/trials/emails/${encodeURIComponent(email)}/existence`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('POST /api/oauth/token', () => {
  it('issues a bearer token for the client credentials, stored only as a hash', async () => {
    const response = await tokenRequest();
    expect(response.status).toBe(200);
    const body = tokenResponseSchema.parse(response.body);
    expect(body.tokenType).toBe('Bearer');
    expect(body.expiresIn).toBe(TOKEN_TTL_MS / 1000);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const stored = await testApp.db.selectFrom('oauth_access_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(body.accessToken);
  });

  it('refuses a wrong secret and an unknown client alike', async () => {
    const wrongSecret = await tokenRequest({ clientSecret: 'not-the-secret' });
    const unknown = await tokenRequest({ clientId: 'nobody' });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body).toEqual(unknown.body);
    expect(wrongSecret.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.invalidClient, statusCode: 401 }] });
  });

  it('refuses other grant types and unexpected fields with 400', async () => {
    expect((await tokenRequest({ grantType: 'password' })).status).toBe(400);
    expect((await tokenRequest({ scope: 'all' })).status).toBe(400);
  });
});

describe('endpoints for public pages', () => {
  it('accept a fresh token, answer OAU01001 once it has expired, and OAU01003 for a made-up one', async () => {
    const trialCompany = await createCompany(testApp.db, { code: '00000T9999' });
    await createUser(testApp.db, { companyId: trialCompany.id, account: 'trial-member@example.jp' });
    const { accessToken } = tokenResponseSchema.parse((await tokenRequest()).body);

    const fresh = await existence('trial-member@example.jp', accessToken);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ exists: true });
    expect((await existence('someone-else@example.jp', accessToken)).body).toEqual({ exists: false });

    clock.advance(TOKEN_TTL_MS - 1);
    expect((await existence('trial-member@example.jp', accessToken)).status).toBe(200);
    clock.advance(1);
    const expired = await existence('trial-member@example.jp', accessToken);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.tokenExpired, statusCode: 401 }] });

    const madeUp = await existence('trial-member@example.jp', 'made-up-token');
    expect(madeUp.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.invalidToken }] });
  });

  it('need a token: a session or nothing is not enough', async () => {
    const response = await existence('trial-member@example.jp');
    expect(response.status).toBe(401);
  });

  it('reject a malformed email with 400', async () => {
    const { accessToken } = tokenResponseSchema.parse((await tokenRequest()).body);
    expect((await existence('not-an-email', accessToken)).status).toBe(400);
  });
});
