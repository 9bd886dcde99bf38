import { API_ERROR_CODES, apiErrorBodySchema } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TestClient, type TestResponse } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';
import { createLoginThrottle, KNOWN_CLIENT_TTL_MS, KNOWN_CLIENTS_PER_USER } from './login-throttle';
import { createLoginThrottleRepository } from './login-throttle.repository';

/** The per-account backoff starts after five failures and waits a minute at most. */
const LIMITS: Config['loginLimits'] = {
  perAccountAndAddress: 3,
  perAddress: 6,
  windowMs: 15 * 60_000,
  accountBackoffAfter: 5,
  accountBackoffMaxMs: 60_000,
};

const clock = createTestClock();
let testApp: TestApp;
beforeAll(async () => {
  // One trusted proxy hop, so each call can come from the address its X-Forwarded-For names.
  testApp = await startTestApp({ trustProxy: 1, loginLimits: LIMITS }, { clock: clock.now });
});
afterAll(() => testApp.close());

const loginFrom = (browser: TestClient, address: string, account: string, password: string) =>
  browser.request('POST', '/api/sessions', { body: { account, password }, headers: { 'x-forwarded-for': address } });

const stranger = () => new TestClient(testApp.baseUrl);

function expectHeldUp(response: TestResponse) {
  expect(response.status).toBe(429);
  expect(apiErrorBodySchema.parse(response.body).errors[0]?.code).toBe(API_ERROR_CODES.tooManyRequests);
}

/**
 * Guessing from ever new addresses, each guess as soon as the last wait has ended: the account
 * backoff stays at its cap the whole time (ASVS 2.2.1, docs/decisions/005).
 */
async function guessFromManyAddresses(account: string, firstOctet: number, guesses: number) {
  for (let guess = 0; guess < guesses; guess += 1) {
    clock.advance(LIMITS.accountBackoffMaxMs);
    expect((await loginFrom(stranger(), `192.0.${firstOctet}.${guess}`, account, 'guess-guess-1')).status).toBe(401);
  }
}

describe('the account backoff and the places the owner has logged in from', () => {
  it('lets the owner in from an address they logged in from before while strangers keep the account backing off', async () => {
    const owner = await createUser(testApp.db);
    expect((await loginFrom(stranger(), '203.0.113.10', owner.account, TEST_PASSWORD)).status).toBe(201);

    await guessFromManyAddresses(owner.account, 2, 12);
    // A fresh address, right password or not, waits out the backoff...
    expectHeldUp(await loginFrom(stranger(), '198.51.100.20', owner.account, TEST_PASSWORD));
    // ...but the owner's own address does not, even from a browser without any cookie of ours.
    expect((await loginFrom(stranger(), '203.0.113.10', owner.account, TEST_PASSWORD)).status).toBe(201);

    // The stranger keeps guessing; the owner still gets in from there.
    await guessFromManyAddresses(owner.account, 3, 3);
    expect((await loginFrom(stranger(), '203.0.113.10', owner.account, TEST_PASSWORD)).status).toBe(201);
  });

  it('lets the owner in from a new address with the browser they logged in with before', async () => {
    const owner = await createUser(testApp.db);
    const ownBrowser = new TestClient(testApp.baseUrl);
    expect((await loginFrom(ownBrowser, '203.0.113.11', owner.account, TEST_PASSWORD)).status).toBe(201);

    await guessFromManyAddresses(owner.account, 4, 12);
    // On the road: another network, the same browser.
    expect((await loginFrom(ownBrowser, '198.51.100.21', owner.account, TEST_PASSWORD)).status).toBe(201);
    // The address has become known by that login; another one without the browser's cookie has not.
    expectHeldUp(await loginFrom(stranger(), '198.51.100.22', owner.account, TEST_PASSWORD));
  });

  it('keeps the per-pair and per-address limits for a known address, and knows no address of another account', async () => {
    const owner = await createUser(testApp.db);
    const other = await createUser(testApp.db);
    expect((await loginFrom(stranger(), '203.0.113.12', owner.account, TEST_PASSWORD)).status).toBe(201);

    await guessFromManyAddresses(other.account, 5, 12);
    // The owner's address is not known to the other account.
    expectHeldUp(await loginFrom(stranger(), '203.0.113.12', other.account, TEST_PASSWORD));

    const guesses = [];
    for (let guess = 0; guess < 4; guess += 1) {
      guesses.push((await loginFrom(stranger(), '203.0.113.12', owner.account, 'guess-guess-1')).status);
    }
    expect(guesses).toEqual([401, 401, 401, 429]);
  });

  it('forgets an address the owner has not logged in from for 90 days', async () => {
    const owner = await createUser(testApp.db);
    expect((await loginFrom(stranger(), '203.0.113.13', owner.account, TEST_PASSWORD)).status).toBe(201);
    clock.advance(91 * 24 * 3_600_000);

    await guessFromManyAddresses(owner.account, 6, 12);
    expectHeldUp(await loginFrom(stranger(), '203.0.113.13', owner.account, TEST_PASSWORD));
  });
});

describe('the places remembered', () => {
  const rowsOf = (userId: number) =>
    testApp.db.selectFrom('login_known_clients').select('last_success_at').where('user_id', '=', userId).execute();

  it('keeps the most recent ones of each user, and the hourly purge forgets those past their time', async () => {
    const throttle = createLoginThrottle(createLoginThrottleRepository(testApp.db), LIMITS, clock.now);
    const user = await createUser(testApp.db);
    for (let address = 0; address < KNOWN_CLIENTS_PER_USER + 5; address += 1) {
      clock.advance(1_000);
      await throttle.rememberClient(user.id, { address: `198.18.0.${address}` });
    }
    expect(await rowsOf(user.id)).toHaveLength(KNOWN_CLIENTS_PER_USER);

    const recent = await createUser(testApp.db);
    clock.advance(KNOWN_CLIENT_TTL_MS - 1_000);
    await throttle.rememberClient(recent.id, { address: '198.18.1.1', deviceId: 'd'.repeat(43) });
    clock.advance(1_000);
    await throttle.forgetOldClients();
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect(await rowsOf(recent.id)).toHaveLength(2);
  });
});
