import { API_ERROR_CODES, apiErrorBodySchema } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { entryForm, type PublicPageCall, publicPageClient } from '../test/public-page-client';
import { startTestApp, type TestApp } from '../test/test-app';
import type { TestResponse } from '../test/test-client';

let testApp: TestApp;
let call: PublicPageCall;

beforeAll(async () => {
  testApp = await startTestApp({
    publicPageLimits: {
      windowMs: 60_000,
      mailRequestsPerAddress: 4,
      mailRequestsPerAccount: 2,
      linkRequestsPerAddress: 3,
      lookupsPerAddress: 3,
    },
  });
  call = await publicPageClient(testApp);
});
afterAll(() => testApp.close());

function expectLimited(response: TestResponse): void {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(apiErrorBodySchema.parse(response.body).errors).toEqual([{ code: API_ERROR_CODES.tooManyRequests, statusCode: 429 }]);
}

const statusesOf = (responses: TestResponse[]) => responses.map((response) => response.status);

describe('rate limits of the public pages', () => {
  it('limit password reset requests per account and per address', async () => {
    const first = await createUser(testApp.db, { account: 'limited-first@example.jp' });
    const second = await createUser(testApp.db, { account: 'limited-second@example.jp' });
    const reset = (account: string) => call('POST', '/api/password-resets', { body: { account } });

    expect(statusesOf([await reset(first.account), await reset(` ${first.account.toUpperCase()}`)])).toEqual([202, 202]);
    expectLimited(await reset(first.account));
    // Another account is still served from this address, until the address has had its share.
    expect((await reset(second.account)).status).toBe(202);
    expectLimited(await reset('someone-else@example.jp'));
  });

  it('limit confirmation resends per mailbox and per address', async () => {
    const resend = (email: string) => call('POST', '/api/registrations/trials/confirmation-mails', { body: { email } });
    expect(statusesOf([await resend('resend-first@example.jp'), await resend(' RESEND-first@example.jp')])).toEqual([202, 202]);
    expectLimited(await resend('resend-first@example.jp'));
    // Another mailbox is still served from this address, until the address has had its share.
    expect((await resend('resend-second@example.jp')).status).toBe(202);
    expectLimited(await resend('resend-third@example.jp'));
  });

  it('limit trial entries per address', async () => {
    const entries = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      entries.push(await call('POST', '/api/registrations/trials', { body: entryForm() }));
    }
    expect(statusesOf(entries)).toEqual([201, 201, 201, 201]);
    const before = await testApp.db.selectFrom('trial_registrations').select('id').execute();
    expectLimited(await call('POST', '/api/registrations/trials', { body: entryForm() }));
    expect(await testApp.db.selectFrom('trial_registrations').select('id').execute()).toHaveLength(before.length);
  });

  it('limit the trial e-mail existence checks per address, so they are no cheap way to test a list of addresses', async () => {
    await createUser(testApp.db, { account: 'checked-first@example.jp' });
    const check = (email: string) => call('GET', `/api/users/trials/emails/${encodeURIComponent(email)}/existence`);
    const answers = [];
    for (const email of ['checked-first@example.jp', 'checked-second@example.jp', 'checked-third@example.jp']) {
      answers.push(await check(email));
    }
    expect(statusesOf(answers)).toEqual([200, 200, 200]);
    expectLimited(await check('checked-fourth@example.jp'));
  });

  it('limit the calls that follow a mail link per address', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      answers.push(await call('GET', `/api/registrations/trials/tokens/guess-${attempt}`));
    }
    expect(statusesOf(answers)).toEqual([410, 410, 410]);
    expectLimited(
      await call('POST', '/api/registrations/trials/complete', { body: { token: 'guess', password: 'trial-pass-2026' } }),
    );
  });
});
