import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { createUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/test-app';
import { TestClient } from '../test/test-client';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const LIMITS = {
  perAccountAndAddress: 1_000,
  perAddress: 3,
  windowMs: 60_000,
  accountBackoffAfter: 1_000,
  accountBackoffMaxMs: 1_000,
};

/** Failed logins, each claiming another original client in X-Forwarded-For. */
async function loginStatuses(app: TestApp, forwardedFor: (attempt: number) => string, attempts = 5): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const response = await new TestClient(app.baseUrl).request('POST', '/api/sessions', {
      body: { account: 'nobody@example.jp', password: 'wrong-password-123' },
      headers: { 'x-forwarded-for': forwardedFor(attempt) },
    });
    statuses.push(response.status);
  }
  return statuses;
}

async function recordedLoginAddress(app: TestApp, forwardedFor: string): Promise<string | null> {
  const user = await createUser(app.db);
  const browser = new TestClient(app.baseUrl);
  const response = await browser.request('POST', '/api/sessions', {
    body: { account: user.account, password: 'correct-horse-battery' },
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(response.status).toBe(201);
  const row = await app.db
    .selectFrom('login_histories')
    .select('ip_address')
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.ip_address;
}

async function appTrusting(trustProxy: Config['trustProxy']): Promise<TestApp> {
  testApp = await startTestApp({ trustProxy, loginLimits: LIMITS });
  return testApp;
}

describe('client address behind proxies (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const app = await appTrusting(false);
    expect(await recordedLoginAddress(app, '203.0.113.7')).toBe('127.0.0.1');
    // Three failures are allowed from 127.0.0.1, whatever the header says.
    expect(await loginStatuses(app, (attempt) => `203.0.113.${attempt}`)).toEqual([401, 401, 401, 429, 429]);
  });

  it('with one trusted hop, believes only the entry that proxy added, not what the client wrote before it', async () => {
    const app = await appTrusting(1);
    // The client writes any left-most entry it likes; the proxy appends the address it saw.
    expect(await loginStatuses(app, (attempt) => `198.51.100.${attempt}, 203.0.113.9`)).toEqual([401, 401, 401, 429, 429]);
    expect(await recordedLoginAddress(app, '198.51.100.1, 203.0.113.10')).toBe('203.0.113.10');
  });

  it('with a list of proxy ranges, takes the nearest address outside them', async () => {
    const app = await appTrusting(['127.0.0.1', '10.0.0.0/8']);
    expect(await recordedLoginAddress(app, '198.51.100.1, 203.0.113.11, 10.1.2.3')).toBe('203.0.113.11');
  });

  it('keeps a long or malformed header out of the records and the limits, without a server error', async () => {
    const app = await appTrusting(1);
    expect(await recordedLoginAddress(app, `${'x'.repeat(400)}`)).toBe('invalid');
    // All such headers count as one address.
    expect(await loginStatuses(app, (attempt) => `${'y'.repeat(400 + attempt)}`)).toEqual([401, 401, 401, 429, 429]);
  });
});
