import {
  API_ERRORS,
  type ApiErrorName,
  apiErrorBodySchema,
  ROLE_IDS,
  userAdminEventsResponseSchema,
  userLoginsResponseSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, TEST_PASSWORD } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import { TestClient, type TestResponse } from '../../test/test-client';

const WRONG_TRIES_ALLOWED = 3;
const NEW_PASSWORD = 'changed-secret-2026';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({
    loginLimits: {
      perAccountAndAddress: WRONG_TRIES_ALLOWED,
      perAddress: 1_000,
      windowMs: 60_000,
      accountBackoffAfter: 1_000,
      accountBackoffMaxMs: 1_000,
    },
  });
});
afterAll(() => testApp.close());

function expectError(response: TestResponse, name: ApiErrorName) {
  expect(response.status).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors[0]?.code).toBe(API_ERRORS[name].code);
}

const changePassword = (client: TestClient, userId: number, currentPassword: string, newPassword = NEW_PASSWORD) =>
  client.request('PUT', `/api/users/${userId}/password`, { body: { currentPassword, newPassword } });

describe('PUT /api/users/:id/password', () => {
  it('sets the new password, ends the user’s other sessions, keeps this one, and is recorded', async () => {
    const company = await createCompany(testApp.db);
    const admin = await createUser(testApp.db, { companyId: company.id, roleId: ROLE_IDS.administrator });
    const user = await createUser(testApp.db, { companyId: company.id, name: '変更 次郎' });
    const here = await loggedInClient(testApp, user.account);
    const elsewhere = await loggedInClient(testApp, user.account);
    const adminClient = await loggedInClient(testApp, admin.account);

    expect((await changePassword(here, user.id, TEST_PASSWORD)).status).toBe(204);

    expect((await here.request('GET', `/api/users/${user.id}`)).status).toBe(200);
    expect((await elsewhere.request('GET', '/api/sessions')).status).toBe(401);
    expect((await adminClient.request('GET', '/api/sessions')).status).toBe(200);
    expectError(await new TestClient(testApp.baseUrl).login(user.account, TEST_PASSWORD), 'invalidCredentials');
    expect((await new TestClient(testApp.baseUrl).login(user.account, NEW_PASSWORD)).status).toBe(201);

    const events = userAdminEventsResponseSchema.parse((await adminClient.request('GET', '/api/admin/users/events')).body).events;
    expect(events).toMatchObject([{ action: 'PASSWORD_CHANGE', actorName: '変更 次郎', targetName: '変更 次郎' }]);
  });

  it('refuses a wrong current password with USR00023 and counts it like a failed login', async () => {
    const user = await createUser(testApp.db);
    const client = await loggedInClient(testApp, user.account);

    for (let attempt = 0; attempt < WRONG_TRIES_ALLOWED; attempt += 1) {
      expectError(await changePassword(client, user.id, 'not-my-password'), 'currentPasswordWrong');
    }

    expectError(await changePassword(client, user.id, TEST_PASSWORD), 'tooManyRequests');
    expectError(await new TestClient(testApp.baseUrl).login(user.account, TEST_PASSWORD), 'tooManyRequests');
    expect((await client.request('GET', '/api/sessions')).status).toBe(200);
  });

  it('refuses the account as the new password, a weak one, and another user’s id; the password stays', async () => {
    const company = await createCompany(testApp.db);
    const user = await createUser(testApp.db, { companyId: company.id });
    const colleague = await createUser(testApp.db, { companyId: company.id });
    const client = await loggedInClient(testApp, user.account);

    expectError(await changePassword(client, user.id, TEST_PASSWORD, user.account), 'badRequest');
    expectError(await changePassword(client, user.id, TEST_PASSWORD, 'short1'), 'badRequest');
    expectError(await changePassword(client, colleague.id, TEST_PASSWORD), 'forbidden');
    expect((await new TestClient(testApp.baseUrl).login(user.account, TEST_PASSWORD)).status).toBe(201);
    expect((await new TestClient(testApp.baseUrl).login(colleague.account, TEST_PASSWORD)).status).toBe(201);
  });

  it('needs a session that has accepted the terms', async () => {
    const user = await createUser(testApp.db, { termsAccepted: false });
    const client = await loggedInClient(testApp, user.account);
    expectError(await changePassword(client, user.id, TEST_PASSWORD), 'termsNotAccepted');
    expectError(await changePassword(new TestClient(testApp.baseUrl), user.id, TEST_PASSWORD), 'unauthenticated');
  });
});

describe('GET /api/users/:id/logins after a password change', () => {
  it('still lists the user’s recent logins, newest first, with the session making the call', async () => {
    const user = await createUser(testApp.db);
    await loggedInClient(testApp, user.account);
    const client = await loggedInClient(testApp, user.account);
    expect((await changePassword(client, user.id, TEST_PASSWORD)).status).toBe(204);

    const response = await client.request('GET', `/api/users/${user.id}/logins`);

    expect(response.status).toBe(200);
    const { user: caller, logins } = userLoginsResponseSchema.parse(response.body);
    expect(caller.id).toBe(user.id);
    const sessions = await testApp.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(sessions.map((session) => session.id)).toEqual([caller.session.id]);
    const times = logins.map((login) => login.loggedInAt);
    expect(times).toHaveLength(2);
    expect(times).toEqual([...times].sort().reverse());
  });
});
