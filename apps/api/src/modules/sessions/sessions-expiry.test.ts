import { API_ERROR_CODES, SESSION_ERROR_PATH } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';

const IDLE_TIMEOUT_MS = 30 * 60_000;
const ABSOLUTE_TIMEOUT_MS = 2 * 60 * 60_000;
const clock = createTestClock();

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp(
    { session: { idleTimeoutMs: IDLE_TIMEOUT_MS, absoluteTimeoutMs: ABSOLUTE_TIMEOUT_MS } },
    { clock: clock.now },
  );
});
afterAll(() => testApp.close());

async function loggedInBrowser(): Promise<TestClient> {
  const user = await createUser(testApp.db);
  const browser = new TestClient(testApp.baseUrl);
  expect((await browser.login(user.account, TEST_PASSWORD)).status).toBe(201);
  return browser;
}

const sessionStatus = async (browser: TestClient) => (await browser.request('GET', '/api/sessions')).status;

describe('session expiry', () => {
  it('ends a session left alone for the idle timeout, and not a moment sooner; each use starts the idle time again', async () => {
    const inUse = await loggedInBrowser();
    const leftAlone = await loggedInBrowser();

    clock.advance(IDLE_TIMEOUT_MS - 1);
    expect(await sessionStatus(inUse)).toBe(200);
    clock.advance(1);

    const refused = await leftAlone.request('GET', '/api/sessions');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      errors: [{ code: API_ERROR_CODES.unauthenticated, statusCode: 401 }],
      path: SESSION_ERROR_PATH,
    });
    expect(await sessionStatus(inUse)).toBe(200);
  });

  it('ends a session in constant use at its absolute limit', async () => {
    const browser = await loggedInBrowser();
    const step = IDLE_TIMEOUT_MS / 2;
    for (let elapsed = step; elapsed < ABSOLUTE_TIMEOUT_MS; elapsed += step) {
      clock.advance(step);
      expect(await sessionStatus(browser), `${elapsed / 60_000} min after login`).toBe(200);
    }
    clock.advance(step);
    expect(await sessionStatus(browser)).toBe(401);
  });
});
