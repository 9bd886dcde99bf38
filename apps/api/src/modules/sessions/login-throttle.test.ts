import { API_ERROR_CODES } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { createLoginThrottle } from './login-throttle';
import { createLoginThrottleRepository } from './login-throttle.repository';

const LIMITS: Config['loginLimits'] = {
  perAccountAndAddress: 3,
  perAddress: 6,
  windowMs: 15 * 60_000,
  accountBackoffAfter: 5,
  accountBackoffMaxMs: 60_000,
};

let testApp: TestApp;
beforeAll(async () => {
  // One trusted proxy hop, so each call can come from the address its X-Forwarded-For names.
  testApp = await startTestApp({ trustProxy: 1, loginLimits: LIMITS });
});
afterAll(() => testApp.close());

const loginFrom = (address: string, account: string, password: string) =>
  new TestClient(testApp.baseUrl).request('POST', '/api/sessions', {
    body: { account, password },
    headers: { 'x-forwarded-for': address },
  });

describe('login throttling over HTTP', () => {
  it("holds up a stranger's address, not the owner logging in from elsewhere", async () => {
    const owner = await createUser(testApp.db);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await loginFrom('198.51.100.1', owner.account, 'guess-guess-1')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await loginFrom('198.51.100.1', owner.account, TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.tooManyRequests, statusCode: 429 }] });

    expect((await loginFrom('203.0.113.1', owner.account, TEST_PASSWORD)).status).toBe(201);
  });

  it('counts failures only, and a success clears the count', async () => {
    const user = await createUser(testApp.db);
    // Two failures a round, three allowed per account and address: only clearing lets the next round in.
    for (let round = 0; round < 2; round += 1) {
      expect((await loginFrom('198.51.100.2', user.account, TEST_PASSWORD)).status).toBe(201);
      expect((await loginFrom('198.51.100.2', user.account, 'wrong-password-1')).status).toBe(401);
      expect((await loginFrom('198.51.100.2', user.account, 'wrong-password-1')).status).toBe(401);
    }
    expect((await loginFrom('198.51.100.2', user.account, TEST_PASSWORD)).status).toBe(201);
  });

  it('holds up an address failing on many accounts (credential stuffing)', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      statuses.push((await loginFrom('198.51.100.3', `nobody-${attempt}@example.jp`, 'guess-guess-1')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });
});

describe('the per-account backoff', () => {
  it('doubles a short wait per failure from any address past the threshold, capped, for an hour after the first', async () => {
    let now = Date.parse('2026-11-22T01:00:00.000Z');
    const throttle = createLoginThrottle(createLoginThrottleRepository(testApp.db), LIMITS, () => now);
    const account = 'target@example.jp';
    const waitSeconds = async (address: string) => {
      try {
        await throttle.assertMayTry(account, address);
        return 0;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return error.retryAfterSeconds;
      }
    };

    // Failures from five different addresses: no pair and no address reaches its limit.
    for (let attempt = 0; attempt < 4; attempt += 1) await throttle.recordFailure(account, `192.0.2.${attempt}`);
    expect(await waitSeconds('192.0.2.200')).toBe(0);
    await throttle.recordFailure(account, '192.0.2.4');
    expect(await waitSeconds('192.0.2.200')).toBe(1);
    now += 1_000;
    expect(await waitSeconds('192.0.2.200')).toBe(0);
    await throttle.recordFailure(account, '192.0.2.5');
    expect(await waitSeconds('192.0.2.200')).toBe(2);
    for (let attempt = 6; attempt < 20; attempt += 1) await throttle.recordFailure(account, `192.0.2.${attempt}`);
    expect(await waitSeconds('192.0.2.200')).toBe(60);

    // A success does not end the backoff for others (the guesser gets no fresh run of failures)...
    now += 60_000;
    await throttle.recordSuccess(account, '192.0.2.200');
    await throttle.recordFailure(account, '192.0.2.201');
    expect(await waitSeconds('192.0.2.202')).toBe(60);
    // ...an hour without failures does.
    now += 60 * 60_000;
    await throttle.recordFailure(account, '192.0.2.203');
    expect(await waitSeconds('192.0.2.202')).toBe(0);
  });
});
