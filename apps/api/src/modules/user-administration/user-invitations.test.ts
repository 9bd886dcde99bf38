import { randomUUID } from 'node:crypto';
import {
  API_ERRORS,
  type ApiErrorName,
  apiErrorBodySchema,
  type CompanyUser,
  companyUserSchema,
  companyUsersResponseSchema,
  FUNCTION_LICENCES,
  INVITATION_LINK_TTL_HOURS,
  MAIL_LINK_PATHS,
  passwordResetTokenResponseSchema,
  ROLE_IDS,
  userAdminEventsResponseSchema,
  userSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LOGIN_LIMITS } from '../../test/demo-test-app';
import { createCompany, createUser, TEST_PASSWORD } from '../../test/factories';
import { type MailTestApp, startMailTestApp } from '../../test/mail-test-app';
import { type PublicPageCall, publicPageClient } from '../../test/public-page-client';
import { linkIn, type SmtpTestServer } from '../../test/smtp-test-server';
import { loggedInClient, type TestApp } from '../../test/test-app';
import { TestClient, type TestResponse } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';

const HOUR_MS = 3600_000;
const clock = createTestClock();

let mailApp: MailTestApp;
let smtp: SmtpTestServer;
let testApp: TestApp;
let call: PublicPageCall;

beforeAll(async () => {
  mailApp = await startMailTestApp(
    {
      loginLimits: GENEROUS_LOGIN_LIMITS,
      // The clock moves past an invitation's life here; the administrator's session should outlive it.
      session: { idleTimeoutMs: 30 * 24 * HOUR_MS, absoluteTimeoutMs: 30 * 24 * HOUR_MS },
    },
    { clock: clock.now },
  );
  ({ smtp, testApp, call } = mailApp);
});
afterAll(() => mailApp.close());

const NEW_PASSWORD = 'first-secret-2026';
const { import: IMPORT, profit: PROFIT } = FUNCTION_LICENCES;

function expectError(response: TestResponse, name: ApiErrorName) {
  expect(response.status).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors[0]?.code).toBe(API_ERRORS[name].code);
}

const newAccount = () => `invited-${randomUUID().slice(0, 8)}@example.jp`;

async function stationCompany() {
  const company = await createCompany(testApp.db, {
    name: '株式会社みなと放送',
    businessType: 'BROAD_CASTER',
    licences: [IMPORT, PROFIT],
  });
  const admin = await createUser(testApp.db, { companyId: company.id, roleId: ROLE_IDS.administrator, name: '高橋 健太' });
  return { company, admin, client: await loggedInClient(testApp, admin.account) };
}

const invite = (client: TestClient, account: string, overrides: Record<string, unknown> = {}) =>
  client.request('POST', '/api/admin/users', {
    body: { account, name: '鈴木 花子', roleId: ROLE_IDS.generalUser, licences: [IMPORT], ...overrides },
  });

async function linkTo(account: string, count = 1) {
  return linkIn(await smtp.waitForMail(account, { count }), MAIL_LINK_PATHS.passwordReset).token;
}

const describeToken = (token: string) => call('GET', `/api/password-resets/tokens/${token}`);
const complete = (token: string, password = NEW_PASSWORD) =>
  call('POST', '/api/password-resets/complete', { body: { token, password } });

async function statusOf(client: TestClient, userId: number) {
  const { users } = companyUsersResponseSchema.parse((await client.request('GET', '/api/admin/users')).body);
  return users.find((user) => user.id === userId)?.status;
}

async function actionsOf(client: TestClient) {
  const response = await client.request('GET', '/api/admin/users/events');
  return userAdminEventsResponseSchema.parse(response.body).events.map((event) => event.action);
}

describe('inviting a user', () => {
  it('mails a link that sets the first password; the user then logs in, active, with the licences given', async () => {
    const { client } = await stationCompany();
    const account = newAccount();

    const response = await invite(client, ` ${account.toUpperCase()} `);

    expect(response.status).toBe(201);
    const invited = companyUserSchema.parse(response.body);
    expect(invited).toMatchObject({ account, name: '鈴木 花子', status: 'INVITED', licences: [IMPORT], lastLoginAt: null });
    const mail = await smtp.waitForMail(account);
    expect(mail.subject).toBe('【tvcm-market】アカウント登録のご案内');
    expect(mail.text).toContain('株式会社みなと放送 の 高橋 健太 様より');
    expect(mail.text).toContain(`ログインID：${account}`);
    const { url, token } = linkIn(mail, MAIL_LINK_PATHS.passwordReset);
    expect(url.origin).toBe(testApp.config.publicUrl);
    expectError(await new TestClient(testApp.baseUrl).login(account, NEW_PASSWORD), 'invalidCredentials');

    expect(passwordResetTokenResponseSchema.parse((await describeToken(token)).body)).toEqual({ account, purpose: 'INVITE' });
    expect((await complete(token)).status).toBe(204);

    const newcomer = await loggedInClient(testApp, account, NEW_PASSWORD);
    const user = userSchema.parse((await newcomer.request('GET', `/api/users/${invited.id}`)).body);
    expect(user.setting.isTermsOfService).toBe(false);
    expect(await statusOf(client, invited.id)).toBe('ACTIVE');
    expectError(await complete(token, 'another-secret-2026'), 'mailLinkInvalid');
    expect(await actionsOf(client)).toEqual(['INVITE']);
  });

  it('keeps the invitation link working for its own, longer life', async () => {
    const { client } = await stationCompany();
    const account = newAccount();
    expect((await invite(client, account)).status).toBe(201);
    const token = await linkTo(account);

    clock.advance(INVITATION_LINK_TTL_HOURS * HOUR_MS - 1);
    // The public pages' client token lives minutes, not days: the page would have fetched a new one.
    call = await publicPageClient(testApp);
    expect((await describeToken(token)).status).toBe(200);
    clock.advance(1);
    expectError(await describeToken(token), 'mailLinkInvalid');
  });

  it('refuses an account already in the company, and licences the company does not hold', async () => {
    const { company, client } = await stationCompany();
    const colleague = await createUser(testApp.db, { companyId: company.id, account: newAccount() });
    const account = newAccount();

    expectError(await invite(client, colleague.account.toUpperCase()), 'idRegistered');
    const refused = await invite(client, account, { licences: [FUNCTION_LICENCES.analysis] });
    expectError(refused, 'licenceNotHeldByCompany');
    expect(apiErrorBodySchema.parse(refused.body).errors[0]).toMatchObject({
      params: { licences: FUNCTION_LICENCES.analysis },
    });

    expect(await testApp.db.selectFrom('users').select('id').where('account', '=', account).execute()).toEqual([]);
    expect(await testApp.db.selectFrom('mail_outbox').select('id').where('to_address', '=', account).execute()).toEqual([]);
    expect(await actionsOf(client)).toEqual([]);
  });

  it('answers for an account of another company as for a new address, and mails its owner a notice instead', async () => {
    const { client } = await stationCompany();
    const elsewhere = await createUser(testApp.db, { account: newAccount(), name: '別会社 太郎' });
    const fresh = newAccount();

    const answers = [await invite(client, elsewhere.account.toUpperCase()), await invite(client, fresh)];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const [existing, created] = answers.map((answer) => companyUserSchema.parse(answer.body)) as [CompanyUser, CompanyUser];
    const shapeOf = (user: CompanyUser) => ({ ...user, id: 0, account: '', createdAt: '' });
    expect(shapeOf(existing)).toEqual(shapeOf(created));
    expect(existing).toMatchObject({ account: elsewhere.account, name: '鈴木 花子', status: 'INVITED', licences: [IMPORT] });
    const { users } = companyUsersResponseSchema.parse((await client.request('GET', '/api/admin/users')).body);
    expect(users.find((user) => user.id === existing.id)).toEqual(existing);

    // The owner learns that someone tried, with no link that could join them to this company.
    const notice = await smtp.waitForMail(elsewhere.account);
    expect(notice.subject).toBe('【tvcm-market】ユーザー登録についてのご案内');
    expect(notice.text).toContain('株式会社みなと放送 の 高橋 健太 様が');
    expect(notice.text).not.toContain('token=');
    // The other company's user is as it was, and logs in as before.
    const owner = await testApp.db.selectFrom('users').selectAll().where('id', '=', elsewhere.id).executeTakeFirstOrThrow();
    expect(owner).toMatchObject({ company_id: elsewhere.company_id, display_name: '別会社 太郎', status: 'ACTIVE' });
    await loggedInClient(testApp, elsewhere.account);

    // Sending the invitation again sends the notice again; asking twice is refused as for anyone invited.
    expect((await client.request('POST', `/api/admin/users/${existing.id}/invitation`)).status).toBe(204);
    await smtp.waitForMail(elsewhere.account, { count: 2 });
    expect(smtp.mailsTo(elsewhere.account).every((mail) => !mail.text?.includes('token='))).toBe(true);
    expectError(await invite(client, elsewhere.account), 'idRegistered');
    expectError(await invite(client, fresh), 'idRegistered');
    expect(await actionsOf(client)).toEqual(['INVITE_RESENT', 'INVITE', 'INVITE']);

    // No link was made that could make the invitation someone's, and it stays invited.
    const tokens = await testApp.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('user_id', '=', existing.id)
      .execute();
    expect(tokens).toEqual([]);
    expect(await statusOf(client, existing.id)).toBe('INVITED');
    // Reactivated after a deactivation, it takes a reset as anyone active does, and nothing is mailed.
    expect((await client.request('POST', `/api/admin/users/${existing.id}/deactivation`)).status).toBe(200);
    expect((await client.request('DELETE', `/api/admin/users/${existing.id}/deactivation`)).status).toBe(200);
    expect((await client.request('POST', `/api/admin/users/${existing.id}/password-reset`)).status).toBe(204);
    expect(smtp.mailsTo(elsewhere.account)).toHaveLength(2);
  });

  it('invites the same account once when asked twice at once', async () => {
    const { client } = await stationCompany();
    const account = newAccount();
    const answers = await Promise.all([invite(client, account), invite(client, account)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expectError(answers.find((answer) => answer.status === 409) as TestResponse, 'idRegistered');
  });
});

describe('sending the invitation again', () => {
  it('mails a new link, the earlier one stops working, and only while the user is invited', async () => {
    const { client } = await stationCompany();
    const account = newAccount();
    const invited = companyUserSchema.parse((await invite(client, account)).body);
    const first = await linkTo(account);

    expect((await client.request('POST', `/api/admin/users/${invited.id}/invitation`)).status).toBe(204);
    const second = await linkTo(account, 2);

    expectError(await describeToken(first), 'mailLinkInvalid');
    expect((await complete(second)).status).toBe(204);
    expectError(await client.request('POST', `/api/admin/users/${invited.id}/invitation`), 'userConflict');
    expect(await actionsOf(client)).toEqual(['INVITE_RESENT', 'INVITE']);
  });

  it('lets a deactivated invitation’s link set no password', async () => {
    const { client } = await stationCompany();
    const account = newAccount();
    const invited = companyUserSchema.parse((await invite(client, account)).body);
    const token = await linkTo(account);

    expect((await client.request('POST', `/api/admin/users/${invited.id}/deactivation`)).status).toBe(200);

    expectError(await complete(token), 'mailLinkInvalid');
    expectError(await client.request('POST', `/api/admin/users/${invited.id}/invitation`), 'userConflict');
  });
});

describe('a password-reset mail sent by the administrator', () => {
  it('is the ordinary reset link for an active user, and is refused for an invited or deactivated one', async () => {
    const { company, client } = await stationCompany();
    const member = await createUser(testApp.db, { companyId: company.id, account: newAccount(), name: '佐藤 一郎' });
    const memberClient = await loggedInClient(testApp, member.account);

    expect((await client.request('POST', `/api/admin/users/${member.id}/password-reset`)).status).toBe(204);

    const mail = await smtp.waitForMail(member.account);
    expect(mail.subject).toBe('【tvcm-market】パスワード再設定のご案内');
    expect(mail.text).toContain('佐藤 一郎 様');
    const { token } = linkIn(mail, MAIL_LINK_PATHS.passwordReset);
    expect(passwordResetTokenResponseSchema.parse((await describeToken(token)).body).purpose).toBe('RESET');
    // Sending the mail changes nothing yet: the user stays logged in with the old password.
    expect((await memberClient.request('GET', '/api/sessions')).status).toBe(200);
    expect((await complete(token)).status).toBe(204);
    expect((await new TestClient(testApp.baseUrl).login(member.account, TEST_PASSWORD)).status).toBe(401);

    const invitedAccount = newAccount();
    const invited = companyUserSchema.parse((await invite(client, invitedAccount)).body);
    expectError(await client.request('POST', `/api/admin/users/${invited.id}/password-reset`), 'userConflict');
    expect((await client.request('POST', `/api/admin/users/${member.id}/deactivation`)).status).toBe(200);
    expectError(await client.request('POST', `/api/admin/users/${member.id}/password-reset`), 'userConflict');
    expect(smtp.mailsTo(member.account)).toHaveLength(1);
    expect(await actionsOf(client)).toEqual(['DEACTIVATE', 'INVITE', 'PASSWORD_RESET']);
  });
});
