import { API_ERROR_CODES, apiErrorBodySchema, SESSION_ERROR_PATH, sessionResponseSchema } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/session-auth';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({
    loginLimits: {
      perAccountAndAddress: 4,
      perAddress: 1000,
      windowMs: 60_000,
      accountBackoffAfter: 8,
      accountBackoffMaxMs: 300_000,
    },
  });
});
afterAll(() => testApp.close());

const client = () => new TestClient(testApp.baseUrl);

describe('POST /api/sessions', () => {
  it('logs in with a database-backed session in an HttpOnly, SameSite=Lax cookie and records the login', async () => {
    const user = await createUser(testApp.db);
    const browser = client();

    const response = await browser.login(user.account, TEST_PASSWORD);

    expect(response.status).toBe(201);
    expect(sessionResponseSchema.parse(response.body)).toEqual({ userId: user.id });
    const sessionCookie = response.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);
    expect(sessionCookie).not.toMatch(/Secure/);
    const sessions = await testApp.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(sessions).toHaveLength(1);
    const history = await testApp.db.selectFrom('login_histories').selectAll().where('user_id', '=', user.id).execute();
    expect(history).toHaveLength(1);
    expect(history[0]?.session_id).toBe(sessions[0]?.id);

    const current = await browser.request('GET', '/api/sessions');
    expect(current.status).toBe(200);
    expect(current.body).toEqual({ userId: user.id });
  });

  it('accepts the account in any letter case', async () => {
    const user = await createUser(testApp.db, { account: 'mixed-case@example.jp' });
    const response = await client().login('Mixed-Case@Example.JP', TEST_PASSWORD);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ userId: user.id });
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const user = await createUser(testApp.db);

    const wrongPassword = await client().login(user.account, 'not-the-password');
    const unknownAccount = await client().login('nobody-here@example.jp', 'not-the-password');

    expect(wrongPassword.status).toBe(401);
    expect(unknownAccount.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownAccount.body);
    expect(apiErrorBodySchema.parse(wrongPassword.body)).toEqual({
      errors: [{ code: API_ERROR_CODES.invalidCredentials, statusCode: 401 }],
      path: '/sessions',
    });
    expect(wrongPassword.setCookies.some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  });

  it('refuses a login without the anti-forgery header (login CSRF)', async () => {
    const user = await createUser(testApp.db);
    const browser = client();
    await browser.request('GET', '/api/sessions');

    const response = await browser.request('POST', '/api/sessions', {
      body: { account: user.account, password: TEST_PASSWORD },
      xsrf: false,
    });

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ errors: [{ code: API_ERROR_CODES.xsrfMismatch, statusCode: 403 }], path: '/sessions' });
    expect(await testApp.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
  });

  it('refuses an anti-forgery header that does not match the cookie', async () => {
    const user = await createUser(testApp.db);
    const browser = client();
    await browser.request('GET', '/api/sessions');

    const response = await browser.request('POST', '/api/sessions', {
      body: { account: user.account, password: TEST_PASSWORD },
      xsrf: false,
      headers: { 'X-XSRF-TOKEN': 'forged-token' },
    });

    expect(response.status).toBe(403);
  });

  it('still asks for the anti-forgery header when a bearer header comes along (the login is not a client-token call)', async () => {
    const user = await createUser(testApp.db);
    const response = await client().request('POST', '/api/sessions', {
      body: { account: user.account, password: TEST_PASSWORD },
      xsrf: false,
      headers: { authorization: 'Bearer some-client-token' },
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.xsrfMismatch }] });
  });

  it('gives a new session id at every login and ends the one the browser had (no fixation)', async () => {
    const user = await createUser(testApp.db);
    const browser = client();
    await browser.login(user.account, TEST_PASSWORD);
    const firstCookie = browser.cookie(SESSION_COOKIE);

    await browser.login(user.account, TEST_PASSWORD);
    const secondCookie = browser.cookie(SESSION_COOKIE);

    expect(secondCookie).toBeDefined();
    expect(secondCookie).not.toBe(firstCookie);
    const sessions = await testApp.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(sessions).toHaveLength(1);

    const replay = client();
    replay.setCookie(SESSION_COOKIE, firstCookie ?? '');
    expect((await replay.request('GET', '/api/sessions')).status).toBe(401);
  });

  it('rejects malformed bodies with 400 and the error body, never 500', async () => {
    const browser = client();
    const cases = [
      { body: {} },
      { body: { account: 'a@example.jp' } },
      { body: { account: 'a@example.jp', password: 123 } },
      { body: { account: 'a@example.jp', password: 'x', extra: true } },
      { body: { account: 'a'.repeat(300), password: 'x' } },
      { rawBody: '{"account":', headers: { 'content-type': 'application/json' } },
    ];
    for (const options of cases) {
      const response = await browser.request('POST', '/api/sessions', options);
      expect(response.status, JSON.stringify(options)).toBe(400);
      expect(response.body).toEqual({ errors: [{ code: API_ERROR_CODES.badRequest, statusCode: 400 }], path: '/sessions' });
    }
  });

  it('refuses a very large body before reading it', async () => {
    const response = await client().request('POST', '/api/sessions', {
      body: { account: 'a@example.jp', password: 'x'.repeat(200_000) },
    });
    expect(response.status).toBe(413);
    expect(apiErrorBodySchema.parse(response.body).errors[0]?.code).toBe(API_ERROR_CODES.payloadTooLarge);
  });
});

describe('rate limiting', () => {
  it('stops attempts on one account after the limit, even with the right password', async () => {
    const user = await createUser(testApp.db);
    const browser = client();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await browser.login(user.account, 'wrong-password')).status).toBe(401);
    }

    const blocked = await browser.login(user.account, TEST_PASSWORD);

    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect(blocked.body).toEqual({ errors: [{ code: API_ERROR_CODES.tooManyRequests, statusCode: 429 }], path: '/sessions' });
    // Another account from the same address is not affected by this account's counter.
    const other = await createUser(testApp.db);
    expect((await browser.login(other.account, TEST_PASSWORD)).status).toBe(201);
  });
});

describe('GET /api/sessions', () => {
  it('answers 401 on the session path without a session', async () => {
    const response = await client().request('GET', '/api/sessions');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      errors: [{ code: API_ERROR_CODES.unauthenticated, statusCode: 401 }],
      path: SESSION_ERROR_PATH,
    });
  });

  it('ignores a tampered session cookie', async () => {
    const browser = client();
    browser.setCookie(SESSION_COOKIE, 'forged.value');
    expect((await browser.request('GET', '/api/sessions')).status).toBe(401);
  });

  it('sets a readable XSRF-TOKEN cookie for a browser that lacks one', async () => {
    const response = await client().request('GET', '/api/sessions');
    const xsrf = response.setCookies.find((line) => line.startsWith('XSRF-TOKEN='));
    expect(xsrf).toBeDefined();
    expect(xsrf).not.toMatch(/HttpOnly/);
  });
});

describe('DELETE /api/sessions', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    const user = await createUser(testApp.db);
    const browser = client();
    await browser.login(user.account, TEST_PASSWORD);
    const oldCookie = browser.cookie(SESSION_COOKIE) ?? '';

    const logout = await browser.request('DELETE', '/api/sessions');

    expect(logout.status).toBe(204);
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(await testApp.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
    const replay = client();
    replay.setCookie(SESSION_COOKIE, oldCookie);
    const afterLogout = await replay.request('GET', '/api/sessions');
    expect(afterLogout.status).toBe(401);
    expect((await replay.request('GET', `/api/users/${user.id}`)).status).toBe(401);
  });

  it('requires the anti-forgery header', async () => {
    const user = await createUser(testApp.db);
    const browser = client();
    await browser.login(user.account, TEST_PASSWORD);
    expect((await browser.request('DELETE', '/api/sessions', { xsrf: false })).status).toBe(403);
    expect((await browser.request('GET', '/api/sessions')).status).toBe(200);
  });
});
