import { API_ERRORS, type ApiErrorName, apiErrorBodySchema } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_BODY_LIMIT_BYTES } from '../../plugins/public-page-route';
import { entryForm, GENEROUS_PUBLIC_PAGE_LIMITS, type PublicPageCall, publicPageClient } from '../../test/public-page-client';
import { startTestApp, type TestApp } from '../../test/test-app';
import type { TestResponse } from '../../test/test-client';

let testApp: TestApp;
let call: PublicPageCall;

beforeAll(async () => {
  testApp = await startTestApp({ publicPageLimits: GENEROUS_PUBLIC_PAGE_LIMITS });
  call = await publicPageClient(testApp);
});
afterAll(() => testApp.close());

async function writtenRows(): Promise<number> {
  const tables = ['trial_registrations', 'mail_outbox', 'companies', 'users', 'password_reset_tokens'] as const;
  let total = 0;
  for (const table of tables) {
    const row = await testApp.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    total += Number(row.count);
  }
  return total;
}

/** Sends the request and checks it was refused with the spec's error body and nothing was stored. */
async function expectRefused(send: () => Promise<TestResponse>, errorName: ApiErrorName = 'badRequest'): Promise<void> {
  const before = await writtenRows();
  const response = await send();
  const { code, status } = API_ERRORS[errorName];
  expect(response.status).toBe(status);
  expect(apiErrorBodySchema.parse(response.body)).toEqual({
    errors: [{ code, statusCode: status }],
    path: expect.any(String),
  });
  expect(await writtenRows()).toBe(before);
}

const enter = (body: unknown) => () => call('POST', '/api/registrations/trials', { body });

const TEXT_FIELDS = {
  companyName: 100,
  department: 100,
  familyName: 50,
  givenName: 50,
  familyNameKana: 50,
  givenNameKana: 50,
  address: 200,
} as const;

const REQUIRED_FIELDS = Object.keys(entryForm()).filter((field) => field !== 'department');

describe('POST /api/registrations/trials refuses bad input with 400 and writes nothing', () => {
  it.each(Object.entries(TEXT_FIELDS))('%s longer than %i characters', async (field, max) => {
    const tooLong = field.endsWith('Kana') ? 'ア'.repeat(max + 1) : 'あ'.repeat(max + 1);
    await expectRefused(enter(entryForm({ [field]: tooLong })));
  });

  it.each([
    ['email', `${'a'.repeat(250)}@example.jp`],
    ['phone', '03-1234-56789-0'],
    ['postalCode', '100-00011'],
    ['referralSources', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11]],
  ])('%s too long', async (field, value) => {
    await expectRefused(enter(entryForm({ [field]: value })));
  });

  it.each(REQUIRED_FIELDS)('%s missing', async (field) => {
    const form: Record<string, unknown> = entryForm();
    delete form[field];
    await expectRefused(enter(form));
  });

  it.each(Object.keys(entryForm()))('%s of the wrong type', async (field) => {
    const form = entryForm();
    const value = form[field as keyof typeof form];
    const wrong = typeof value === 'string' ? 12345 : typeof value === 'number' ? String(value) : { value };
    await expectRefused(enter({ ...form, [field]: wrong }));
  });

  it.each([
    ['companyName', '　'],
    ['companyName', '株式会社\nテスト'],
    ['familyName', ''],
    ['familyNameKana', 'やまだ太郎'],
    ['givenNameKana', 'Hanako'],
    ['email', 'hanako@'],
    ['phone', '03-1234-567'],
    ['phone', '+81-3-1234-5678'],
    ['postalCode', '1000-001'],
    ['userType', 0],
    ['userType', 6],
    ['referralSources', []],
    ['referralSources', [0]],
    ['referralSources', [12]],
    ['referralSources', [3, 3]],
    ['agreedToTerms', false],
    ['agreedToPrivacyPolicy', false],
  ])('%s = %j', async (field, value) => {
    await expectRefused(enter(entryForm({ [field]: value })));
  });

  it('unexpected fields', async () => {
    await expectRefused(enter({ ...entryForm(), roleId: 2 }));
    await expectRefused(enter({ ...entryForm(), companyCode: '00000T0001' }));
  });

  it('a field far longer than any limit, and a body over the limit (413)', async () => {
    await expectRefused(enter(entryForm({ address: 'あ'.repeat(4000) })));
    await expectRefused(enter(entryForm({ address: 'a'.repeat(PUBLIC_PAGE_BODY_LIMIT_BYTES) })), 'payloadTooLarge');
    await expectRefused(enter(entryForm({ address: 'a'.repeat(1_000_000) })), 'payloadTooLarge');
  });

  it('not JSON, malformed JSON, and not an object', async () => {
    await expectRefused(() =>
      call('POST', '/api/registrations/trials', { rawBody: 'companyName=x', headers: { 'content-type': 'text/plain' } }),
    );
    await expectRefused(() =>
      call('POST', '/api/registrations/trials', { rawBody: '{"companyName":', headers: { 'content-type': 'application/json' } }),
    );
    await expectRefused(enter([entryForm()]));
    await expectRefused(enter(null));
  });
});

describe('the other public endpoints refuse bad input with 400 and write nothing', () => {
  it.each([
    ['/api/registrations/trials/complete', { token: 'x' }],
    ['/api/registrations/trials/complete', { token: 'x', password: 12345678901 }],
    ['/api/registrations/trials/complete', { token: 'x'.repeat(300), password: 'trial-pass-2026' }],
    ['/api/registrations/trials/complete', { token: 'x', password: 'trial-pass-2026', admin: true }],
    ['/api/registrations/trials/withdraw', {}],
    ['/api/registrations/trials/withdraw', { token: ['x'] }],
    ['/api/password-resets', {}],
    ['/api/password-resets', { account: '' }],
    ['/api/password-resets', { account: 'a'.repeat(255) }],
    ['/api/password-resets', { account: 'someone@example.jp', password: 'x' }],
    ['/api/password-resets/complete', { token: 'x', password: 'short1' }],
    ['/api/password-resets/complete', { token: 'x', password: 'a'.repeat(129) }],
    ['/api/password-resets/complete', { token: 'x', password: 'no-digits-here' }],
    ['/api/password-resets/complete', { password: 'trial-pass-2026' }],
  ])('POST %s %j', async (path, body) => {
    await expectRefused(() => call('POST', path, { body }));
  });

  it('a token path parameter longer than any token (Fastify answers 414 before routing)', async () => {
    await expectRefused(() => call('GET', `/api/registrations/trials/tokens/${'x'.repeat(300)}`), 'uriTooLong');
    await expectRefused(() => call('GET', `/api/password-resets/tokens/${'x'.repeat(300)}`), 'uriTooLong');
    await expectRefused(() => call('GET', '/api/registrations/trials/tokens/%E0%A4%A'));
  });
});
