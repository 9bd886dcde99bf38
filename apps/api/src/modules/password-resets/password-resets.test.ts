import { randomUUID } from 'node:crypto';
import { API_ERROR_CODES, apiErrorBodySchema, MAIL_LINK_PATHS, passwordResetTokenResponseSchema } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecureToken } from '../../lib/secure-token';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { type MailTestApp, startMailTestApp } from '../../test/mail-test-app';
import type { PublicPageCall } from '../../test/public-page-client';
import { linkIn, type SmtpTestServer } from '../../test/smtp-test-server';
import type { TestApp } from '../../test/test-app';
import { TestClient, type TestResponse } from '../../test/test-client';

let mailApp: MailTestApp;
let smtp: SmtpTestServer;
let testApp: TestApp;
let call: PublicPageCall;

beforeAll(async () => {
  mailApp = await startMailTestApp();
  ({ smtp, testApp, call } = mailApp);
});
afterAll(() => mailApp.close());

const NEW_PASSWORD = 'new-secret-2026';

const requestReset = (account: string) => call('POST', '/api/password-resets', { body: { account } });
const describeToken = (token: string) => call('GET', `/api/password-resets/tokens/${encodeURIComponent(token)}`);
const completeReset = (token: string, password = NEW_PASSWORD) =>
  call('POST', '/api/password-resets/complete', { body: { token, password } });

function expectError(response: TestResponse, statusCode: number, code: string): void {
  expect(response.status).toBe(statusCode);
  expect(apiErrorBodySchema.parse(response.body).errors).toEqual([{ code, statusCode }]);
}

const newAccount = () => `reset-${randomUUID().slice(0, 8)}@example.jp`;

async function resetLinkFor(account: string, count = 1): Promise<string> {
  return linkIn(await smtp.waitForMail(account, { count }), MAIL_LINK_PATHS.passwordReset).token;
}

describe('password reset from mail to login', () => {
  it('sets the new password, ends every session, and the link works only once', async () => {
    const user = await createUser(testApp.db, { account: newAccount(), name: '佐藤 一郎' });
    const office = new TestClient(testApp.baseUrl);
    const home = new TestClient(testApp.baseUrl);
    expect((await office.login(user.account, TEST_PASSWORD)).status).toBe(201);
    expect((await home.login(user.account, TEST_PASSWORD)).status).toBe(201);

    const accepted = await requestReset(` ${user.account.toUpperCase()} `);
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({});

    const mail = await smtp.waitForMail(user.account);
    expect(mail.subject).toBe('【tvcm-market】パスワード再設定のご案内');
    expect(mail.text).toContain('佐藤 一郎 様');
    expect(mail.text).toContain('tvcm-market 運営事務局');
    const { url, token } = linkIn(mail, MAIL_LINK_PATHS.passwordReset);
    expect(url.origin).toBe(testApp.config.publicUrl);
    const stored = await testApp.db.selectFrom('password_reset_tokens').selectAll().where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(token);

    const described = await describeToken(token);
    expect(described.status).toBe(200);
    expect(passwordResetTokenResponseSchema.parse(described.body)).toEqual({ account: user.account, purpose: 'RESET' });

    expect((await completeReset(token)).status).toBe(204);

    expect((await office.request('GET', '/api/sessions')).status).toBe(401);
    expect((await home.request('GET', '/api/sessions')).status).toBe(401);
    expect((await new TestClient(testApp.baseUrl).login(user.account, TEST_PASSWORD)).status).toBe(401);
    expect((await new TestClient(testApp.baseUrl).login(user.account, NEW_PASSWORD)).status).toBe(201);

    expectError(await describeToken(token), 410, API_ERROR_CODES.mailLinkInvalid);
    expectError(await completeReset(token, 'another-secret-2026'), 410, API_ERROR_CODES.mailLinkInvalid);
  });

  it('answers an unknown account exactly like a known one and mails nobody', async () => {
    const user = await createUser(testApp.db, { account: newAccount() });
    const unknown = newAccount();

    const forUnknown = await requestReset(unknown);
    const forKnown = await requestReset(user.account);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual(forKnown.body);

    // Both requests were handled in order; once the known account's mail is there, the unknown one is long done.
    await smtp.waitForMail(user.account);
    expect(smtp.mailsTo(unknown)).toHaveLength(0);
    expect(await testApp.db.selectFrom('mail_outbox').select('id').where('to_address', '=', unknown).execute()).toHaveLength(0);
  });

  it('keeps only the latest link of an account working', async () => {
    const user = await createUser(testApp.db, { account: newAccount() });
    await requestReset(user.account);
    const first = await resetLinkFor(user.account);
    await requestReset(user.account);
    const second = await resetLinkFor(user.account, 2);

    expectError(await describeToken(first), 410, API_ERROR_CODES.mailLinkInvalid);
    expect((await describeToken(second)).status).toBe(200);
  });

  it('leaves an invitation link of the same user working: a reset replaces only reset links', async () => {
    const user = await createUser(testApp.db, { account: newAccount() });
    const invitation = createSecureToken();
    await testApp.db
      .insertInto('password_reset_tokens')
      .values({
        token_hash: invitation.tokenHash,
        user_id: user.id,
        purpose: 'INVITE',
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
        used_at: null,
      })
      .execute();

    await requestReset(user.account);
    const reset = await resetLinkFor(user.account);

    expect(passwordResetTokenResponseSchema.parse((await describeToken(invitation.token)).body).purpose).toBe('INVITE');
    expect(passwordResetTokenResponseSchema.parse((await describeToken(reset)).body).purpose).toBe('RESET');
  });

  it('refuses a weak password or the account as password with 400, and the link still works afterwards', async () => {
    const user = await createUser(testApp.db, { account: newAccount() });
    await requestReset(user.account);
    const token = await resetLinkFor(user.account);

    expectError(await completeReset(token, 'short1'), 400, API_ERROR_CODES.badRequest);
    expectError(await completeReset(token, 'letters-only-password'), 400, API_ERROR_CODES.badRequest);
    expectError(await completeReset(token, user.account), 400, API_ERROR_CODES.badRequest);
    expect((await new TestClient(testApp.baseUrl).login(user.account, TEST_PASSWORD)).status).toBe(201);

    expect((await completeReset(token)).status).toBe(204);
  });

  it('changes the password once when the form is sent twice at once', async () => {
    const user = await createUser(testApp.db, { account: newAccount() });
    await requestReset(user.account);
    const token = await resetLinkFor(user.account);
    const answers = await Promise.all([completeReset(token), completeReset(token, 'other-secret-2026')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 410]);
  });

  it('answers LNK01001 for a token that was never issued', async () => {
    expectError(await describeToken('never-issued-token'), 410, API_ERROR_CODES.mailLinkInvalid);
    expectError(await completeReset('never-issued-token'), 410, API_ERROR_CODES.mailLinkInvalid);
  });
});

describe('without the public pages’ client token', () => {
  it.each([
    ['POST', '/api/password-resets', { account: 'someone@example.jp' }],
    ['GET', '/api/password-resets/tokens/some-token', undefined],
    ['POST', '/api/password-resets/complete', { token: 'some-token', password: NEW_PASSWORD }],
  ])('%s %s answers 401', async (method, path, body) => {
    const response = await new TestClient(testApp.baseUrl).request(method, path, { body });
    expectError(response, 401, API_ERROR_CODES.unauthenticated);
  });
});
