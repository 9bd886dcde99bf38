import { API_ERROR_CODES } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { clientToken } from '../test/public-page-client';
import { loggedInClient, startTestApp, type TestApp } from '../test/test-app';
import { TestClient } from '../test/test-client';

let testApp: TestApp;
let bearer: string;

beforeAll(async () => {
  testApp = await startTestApp();
  bearer = (await clientToken(testApp)).accessToken;
});
afterAll(() => testApp.close());

const resetRequest = (browser: TestClient, authorization: string) =>
  browser.request('POST', '/api/password-resets', {
    body: { account: 'nobody@example.jp' },
    headers: { authorization },
    xsrf: false,
  });

describe('the anti-forgery exemption of bearer calls', () => {
  it('holds for a client-token call with a valid token and no session cookie', async () => {
    expect((await resetRequest(new TestClient(testApp.baseUrl), `Bearer ${bearer}`)).status).toBe(202);
  });

  it('does not hold when a session cookie comes with the bearer token', async () => {
    const user = await createUser(testApp.db);
    const browser = await loggedInClient(testApp, user.account);
    const response = await resetRequest(browser, `Bearer ${bearer}`);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.xsrfMismatch }] });
  });

  it('does not hold for an invalid token: the call is refused before anything runs', async () => {
    const response = await resetRequest(new TestClient(testApp.baseUrl), 'Bearer not-a-token');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.invalidToken }] });
  });
});
