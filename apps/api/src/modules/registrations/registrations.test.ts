import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  apiErrorBodySchema,
  completeTrialRegistrationResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  licenseResponseSchema,
  MAIL_LINK_PATHS,
  TRIAL_FUNCTION_LICENCES,
  trialConfirmationMailAcceptedResponseSchema,
  trialRegistrationResponseSchema,
  trialRegistrationTokenResponseSchema,
  userSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { type MailTestApp, startMailTestApp } from '../../test/mail-test-app';
import { entryForm, type PublicPageCall } from '../../test/public-page-client';
import { linkIn, type SmtpTestServer } from '../../test/smtp-test-server';
import type { TestApp } from '../../test/test-app';
import { TestClient, type TestResponse } from '../../test/test-client';

let mailApp: MailTestApp;
let smtp: SmtpTestServer;
let testApp: TestApp;
let call: PublicPageCall;

beforeAll(async () => {
  mailApp = await startMailTestApp({ publicUrl: 'https://tvcm.example.jp' });
  ({ smtp, testApp, call } = mailApp);
});
afterAll(() => mailApp.close());

const PASSWORD = 'trial-pass-2026';

const enter = (form: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call('POST', '/api/registrations/trials', { body: form, headers });
const describeToken = (token: string) => call('GET', `/api/registrations/trials/tokens/${encodeURIComponent(token)}`);
const complete = (token: string, password = PASSWORD) =>
  call('POST', '/api/registrations/trials/complete', { body: { token, password } });
const withdraw = (token: string) => call('POST', '/api/registrations/trials/withdraw', { body: { token } });

function expectError(response: TestResponse, statusCode: number, code: string): void {
  expect(response.status).toBe(statusCode);
  expect(apiErrorBodySchema.parse(response.body).errors).toEqual([{ code, statusCode }]);
}

/** Submits the form and follows the mail, as the visitor would. */
async function enterAndReadMail(form = entryForm()) {
  const response = await enter(form);
  expect(response.status).toBe(201);
  const { email } = trialRegistrationResponseSchema.parse(response.body);
  const mail = await smtp.waitForMail(email);
  return {
    email,
    mail,
    confirmToken: linkIn(mail, MAIL_LINK_PATHS.trialEntryConfirmation).token,
    withdrawToken: linkIn(mail, MAIL_LINK_PATHS.trialEntryWithdrawal).token,
  };
}

const registrationsOf = (email: string) =>
  testApp.db.selectFrom('trial_registrations').selectAll().where('email', '=', email).execute();
const outboxCountFor = async (email: string) =>
  (await testApp.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute()).length;

describe('trial entry, from the form to the first login', () => {
  it('mails a confirmation link, creates the trial company and user from it, and the user can log in at once', async () => {
    const localPart = `hanako-${randomUUID().slice(0, 8)}`;
    const form = entryForm({ email: ` ${localPart.toUpperCase()}＠Example.JP`, phone: '０３ー１２３４ー５６７８' });
    const email = `${localPart}@example.jp`;

    const { mail, confirmToken, withdrawToken } = await enterAndReadMail(form);
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe('【tvcm-market】トライアルお申し込みの受付と本登録のお願い');
    expect(mail.text).toContain('株式会社テスト広告');
    expect(mail.text).toContain('山田 花子 様');
    expect(mail.text).toContain('tvcm-market 運営事務局');
    expect(linkIn(mail, MAIL_LINK_PATHS.trialEntryConfirmation).url.origin).toBe('https://tvcm.example.jp');
    expect(mail.html).toContain(`href="https://tvcm.example.jp/public/pages/entry?token=${confirmToken}"`);
    expect(confirmToken).not.toBe(withdrawToken);

    const [stored] = await registrationsOf(email);
    expect(stored?.status).toBe('PENDING');
    expect(JSON.parse(stored?.payload ?? '{}')).toMatchObject({ email, phone: '03-1234-5678' });
    // Only hashes are kept: a copy of the database holds no working link.
    expect(JSON.stringify(stored)).not.toContain(confirmToken);

    const described = await describeToken(confirmToken);
    expect(described.status).toBe(200);
    expect(described.headers.get('cache-control')).toBe('no-store');
    expect(trialRegistrationTokenResponseSchema.parse(described.body)).toEqual({ email, companyName: '株式会社テスト広告' });

    const completed = await complete(confirmToken);
    expect(completed.status).toBe(201);
    expect(completeTrialRegistrationResponseSchema.parse(completed.body)).toEqual({ account: email });

    const browser = new TestClient(testApp.baseUrl);
    const login = await browser.login(email, PASSWORD);
    expect(login.status).toBe(201);
    const { userId } = login.body as { userId: number };
    const user = userSchema.parse((await browser.request('GET', `/api/users/${userId}`)).body);
    expect(user).toMatchObject({ account: email, name: '山田 花子', roleId: 1, setting: { isTermsOfService: true } });
    expect(user.company).toMatchObject({ name: '株式会社テスト広告', businessType: 'ADVERTISING_COMPANY' });
    expect(user.company.code).toMatch(/^00000T\d{4,}$/);
    // The user type stays with the company once the entry itself is purged (the stations' permission page shows it).
    const company = await testApp.db
      .selectFrom('companies')
      .select('registered_user_type')
      .where('code', '=', user.company.code)
      .executeTakeFirstOrThrow();
    expect(company.registered_user_type).toBe(2);
    const licence = licenseResponseSchema.parse((await browser.request('GET', '/api/auth/licenses/base')).body);
    expect(licence.isPointServiceAvailable).toBe(false);
    expect(licence.functionLicenses).toEqual([...TRIAL_FUNCTION_LICENCES].sort());
    expect(licence.company.functionLicenses).toEqual([...TRIAL_FUNCTION_LICENCES].sort());

    expect((await registrationsOf(email))[0]?.status).toBe('COMPLETED');
    // The links have done their work: everything now says the id is registered.
    expectError(await describeToken(confirmToken), 409, API_ERROR_CODES.idRegistered);
    expectError(await complete(confirmToken), 409, API_ERROR_CODES.idRegistered);
    expectError(await withdraw(withdrawToken), 409, API_ERROR_CODES.idRegistered);
    // A new entry for the address is answered as for any address; only its owner's mailbox learns more.
    expect((await enter(entryForm({ email }))).status).toBe(201);
  });

  it('numbers trial companies above every existing trial code, one after another', async () => {
    const first = await enterAndReadMail();
    const second = await enterAndReadMail();
    expect((await complete(first.confirmToken)).status).toBe(201);
    expect((await complete(second.confirmToken)).status).toBe(201);
    const codes = await testApp.db
      .selectFrom('companies')
      .innerJoin('users', 'users.company_id', 'companies.id')
      .select('companies.code')
      .where('users.account', 'in', [first.email, second.email])
      .orderBy('companies.id')
      .execute();
    const numbers = codes.map((row) => Number(row.code.slice('00000T'.length)));
    expect(numbers[0]).toBeGreaterThan(1000);
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
  });

  it('creates one account when the password page is sent twice at once', async () => {
    const { email, confirmToken } = await enterAndReadMail();
    const answers = await Promise.all([complete(confirmToken), complete(confirmToken)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await testApp.db.selectFrom('users').select('id').where('account', '=', email).execute()).toHaveLength(1);
  });

  it('refuses a weak password or the email as password with 400 and keeps the entry open', async () => {
    const { email, confirmToken } = await enterAndReadMail();
    expectError(await complete(confirmToken, 'short1'), 400, API_ERROR_CODES.badRequest);
    expectError(await complete(confirmToken, 'onlyletterspassword'), 400, API_ERROR_CODES.badRequest);
    expectError(await complete(confirmToken, email.toUpperCase()), 400, API_ERROR_CODES.badRequest);
    expect((await registrationsOf(email))[0]?.status).toBe('PENDING');
    expect(await testApp.db.selectFrom('users').select('id').where('account', '=', email).execute()).toHaveLength(0);
    expect((await complete(confirmToken)).status).toBe(201);
  });

  it('escapes what the visitor typed in the HTML part of the mail', async () => {
    const { mail } = await enterAndReadMail(entryForm({ companyName: '<b onclick="x">悪意</b>&商事' }));
    expect(mail.html).toContain('&lt;b onclick=&quot;x&quot;&gt;悪意&lt;/b&gt;&amp;商事');
    expect(mail.html).not.toContain('<b onclick');
    expect(mail.text).toContain('<b onclick="x">悪意</b>&商事');
  });
});

describe('entering an address again', () => {
  it('answers the address of an existing account as a new one, and mails its owner a way to log in instead', async () => {
    const user = await createUser(testApp.db, { account: `existing-${randomUUID().slice(0, 8)}@example.jp` });
    const newAddress = await enter(entryForm());
    const existing = await enter(entryForm({ email: user.account.toUpperCase() }));

    expect(existing.status).toBe(newAddress.status);
    expect(trialRegistrationResponseSchema.parse(existing.body)).toEqual({ email: user.account });
    expect(await registrationsOf(user.account)).toHaveLength(0);
    const mail = await smtp.waitForMail(user.account);
    expect(mail.subject).toBe('【tvcm-market】トライアルお申し込みについてのご案内');
    expect(mail.text).toContain('すでに登録済み');
    expect(mail.text).toContain(`${testApp.config.publicUrl}/public/pages/password_reset`);
    expect(mail.text).not.toContain('token=');
  });

  it('answers USR00005 while a tentative entry is waiting for confirmation', async () => {
    const { email } = await enterAndReadMail();
    expectError(await enter(entryForm({ email })), 409, API_ERROR_CODES.tentativeIdRegistered);
    expect(await registrationsOf(email)).toHaveLength(1);
    expect(await outboxCountFor(email)).toBe(1);
  });

  it('frees the address at once when the tentative entry is withdrawn, while the old links say it was withdrawn', async () => {
    const { email, confirmToken, withdrawToken } = await enterAndReadMail();
    expect((await withdraw(withdrawToken)).status).toBe(204);
    expect((await withdraw(withdrawToken)).status).toBe(204);
    const [stored] = await registrationsOf(email);
    expect(stored?.status).toBe('WITHDRAWN');
    expect(stored?.withdrawn_at).not.toBeNull();

    expectError(await describeToken(confirmToken), 410, API_ERROR_CODES.tentativeIdDeleted);
    expectError(await complete(confirmToken), 410, API_ERROR_CODES.tentativeIdDeleted);

    // The same address applies again straight away, and the new entry's link works.
    const again = await enter(entryForm({ email }));
    expect(again.status).toBe(201);
    const mail = await smtp.waitForMail(email, { count: 2 });
    const newToken = linkIn(mail, MAIL_LINK_PATHS.trialEntryConfirmation).token;
    expect((await registrationsOf(email)).map((row) => row.status).sort()).toEqual(['PENDING', 'WITHDRAWN']);
    expect((await complete(newToken)).status).toBe(201);
  });
});

describe('sending the confirmation mail again', () => {
  const resend = (email: string) => call('POST', '/api/registrations/trials/confirmation-mails', { body: { email } });

  it('mails new links for the waiting entry, and only the newest ones work', async () => {
    const { email, confirmToken, withdrawToken } = await enterAndReadMail();
    const answer = await resend(` ${email.toUpperCase()}`);
    expect(answer.status).toBe(202);
    expect(trialConfirmationMailAcceptedResponseSchema.parse(answer.body)).toEqual({});

    const mail = await smtp.waitForMail(email, { count: 2 });
    expect(mail.subject).toBe('【tvcm-market】トライアルお申し込みの受付と本登録のお願い');
    expect(mail.text).toContain('山田 花子 様');
    expect(mail.text).toContain('以前お送りしたメールのURLは使用できなくなりました。');
    const newConfirm = linkIn(mail, MAIL_LINK_PATHS.trialEntryConfirmation).token;
    const newWithdraw = linkIn(mail, MAIL_LINK_PATHS.trialEntryWithdrawal).token;
    expect(newConfirm).not.toBe(confirmToken);

    expectError(await describeToken(confirmToken), 410, API_ERROR_CODES.mailLinkInvalid);
    expectError(await withdraw(withdrawToken), 410, API_ERROR_CODES.mailLinkInvalid);
    const [stored] = await registrationsOf(email);
    const newest = await testApp.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // The entry follows the mail that now carries its links (a failed delivery of it frees the address).
    expect(stored?.confirmation_mail_id).toBe(newest.id);
    expect((await describeToken(newConfirm)).status).toBe(200);
    expect((await withdraw(newWithdraw)).status).toBe(204);
  });

  it('answers an address without a waiting entry exactly like one with, and mails nobody', async () => {
    const { email: waiting } = await enterAndReadMail();
    const { email: withdrawnAddress, withdrawToken } = await enterAndReadMail();
    expect((await withdraw(withdrawToken)).status).toBe(204);
    const user = await createUser(testApp.db, { account: `resend-${randomUUID().slice(0, 8)}@example.jp` });
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.jp`;

    const answers = [await resend(unknown), await resend(withdrawnAddress), await resend(user.account), await resend(waiting)];
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(Array(4).fill([202, {}]));

    // Handled in order: once the waiting entry's second mail is there, the others are long done.
    await smtp.waitForMail(waiting, { count: 2 });
    expect(await outboxCountFor(unknown)).toBe(0);
    expect(await outboxCountFor(withdrawnAddress)).toBe(1);
    expect(await outboxCountFor(user.account)).toBe(0);
  });

  it('refuses an address without a full domain with 400, as the form does', async () => {
    expectError(await resend('yamamoto@himawari'), 400, API_ERROR_CODES.badRequest);
  });
});

describe('idempotent submission', () => {
  it('answers a repeated submission with the same key like the first, without a second entry or mail', async () => {
    const form = entryForm();
    const headers = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    const first = await enter(form, headers);
    const again = await enter(form, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await registrationsOf(form.email)).toHaveLength(1);
    expect(await outboxCountFor(form.email)).toBe(1);
  });

  it('keeps to one entry when the same submission arrives twice at once', async () => {
    const form = entryForm();
    const headers = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    const answers = await Promise.all([enter(form, headers), enter(form, headers)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await registrationsOf(form.email)).toHaveLength(1);
    expect(await outboxCountFor(form.email)).toBe(1);
  });

  it('refuses the same key with a different form (422) and a key that is not a UUID (400)', async () => {
    const key = randomUUID();
    expect((await enter(entryForm(), { [IDEMPOTENCY_KEY_HEADER]: key })).status).toBe(201);
    expectError(await enter(entryForm(), { [IDEMPOTENCY_KEY_HEADER]: key }), 422, API_ERROR_CODES.idempotencyKeyReused);
    expectError(await enter(entryForm(), { [IDEMPOTENCY_KEY_HEADER]: 'not-a-uuid' }), 400, API_ERROR_CODES.badRequest);
  });
});

describe('links that do not work', () => {
  it('answers LNK01001 for a token that was never issued', async () => {
    for (const response of [
      await describeToken('never-issued-token'),
      await complete('never-issued-token'),
      await withdraw('never-issued-token'),
    ]) {
      expectError(response, 410, API_ERROR_CODES.mailLinkInvalid);
    }
  });
});

describe('without the public pages’ client token', () => {
  it.each([
    ['POST', '/api/registrations/trials', entryForm()],
    ['GET', '/api/registrations/trials/tokens/some-token', undefined],
    ['POST', '/api/registrations/trials/complete', { token: 'some-token', password: PASSWORD }],
    ['POST', '/api/registrations/trials/withdraw', { token: 'some-token' }],
    ['POST', '/api/registrations/trials/confirmation-mails', { email: 'someone@example.jp' }],
  ])('%s %s answers 401 and writes nothing', async (method, path, body) => {
    const before = await testApp.db.selectFrom('trial_registrations').select('id').execute();
    const response = await new TestClient(testApp.baseUrl).request(method, path, { body });
    expectError(response, 401, API_ERROR_CODES.unauthenticated);
    expect(await testApp.db.selectFrom('trial_registrations').select('id').execute()).toHaveLength(before.length);
  });
});
