import {
  API_ERRORS,
  type ApiErrorName,
  apiErrorBodySchema,
  type CompanyUser,
  companyUserSchema,
  companyUsersResponseSchema,
  FUNCTION_LICENCES,
  type FunctionLicenceCode,
  licenseResponseSchema,
  ROLE_IDS,
  userAdminEventsResponseSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LOGIN_LIMITS } from '../../test/demo-test-app';
import { createCompany, createUser, TEST_PASSWORD } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import { TestClient, type TestResponse } from '../../test/test-client';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ loginLimits: GENEROUS_LOGIN_LIMITS });
});
afterAll(() => testApp.close());

const { import: IMPORT, profit: PROFIT, profitUser: PROFIT_USER, analysis: ANALYSIS } = FUNCTION_LICENCES;

function expectError(response: TestResponse, name: ApiErrorName) {
  expect(response.status).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors[0]?.code).toBe(API_ERRORS[name].code);
}

/** A broadcaster holding the import and profit licences, its logged-in administrator, and a general user. */
async function stationCompany() {
  const company = await createCompany(testApp.db, { businessType: 'BROAD_CASTER', licences: [IMPORT, PROFIT] });
  const admin = await createUser(testApp.db, { companyId: company.id, roleId: ROLE_IDS.administrator, name: '管理 太郎' });
  const member = await createUser(testApp.db, { companyId: company.id, name: '一般 花子' });
  return { company, admin, member, client: await loggedInClient(testApp, admin.account) };
}

async function usersOf(client: TestClient) {
  const response = await client.request('GET', '/api/admin/users');
  expect(response.status).toBe(200);
  return companyUsersResponseSchema.parse(response.body);
}

async function eventsOf(client: TestClient) {
  const response = await client.request('GET', '/api/admin/users/events');
  expect(response.status).toBe(200);
  return userAdminEventsResponseSchema.parse(response.body).events;
}

async function expectUser(response: TestResponse): Promise<CompanyUser> {
  expect(response.status).toBe(200);
  return companyUserSchema.parse(response.body);
}

const patch = (client: TestClient, userId: number, body: unknown) =>
  client.request('PATCH', `/api/admin/users/${userId}`, { body });
const deactivate = (client: TestClient, userId: number) => client.request('POST', `/api/admin/users/${userId}/deactivation`);
const reactivate = (client: TestClient, userId: number) => client.request('DELETE', `/api/admin/users/${userId}/deactivation`);

describe('the company’s users', () => {
  it('lists only the caller’s company: active and invited first, then by account, with licences and the last login', async () => {
    const { company, admin, client } = await stationCompany();
    const other = await createCompany(testApp.db, { licences: [IMPORT] });
    const stranger = await createUser(testApp.db, { companyId: other.id });
    const withImport = await createUser(testApp.db, {
      companyId: company.id,
      account: `a-${admin.id}@example.jp`,
      licences: [IMPORT],
    });
    const gone = await createUser(testApp.db, { companyId: company.id, account: `0-${admin.id}@example.jp` });
    expect((await deactivate(client, gone.id)).status).toBe(200);
    await loggedInClient(testApp, withImport.account);

    const { users, companyLicences } = await usersOf(client);

    expect(companyLicences).toEqual([IMPORT, PROFIT]);
    expect(users.map((user) => user.id)).not.toContain(stranger.id);
    expect(users).toHaveLength(4);
    expect(users.at(-1)).toMatchObject({ id: gone.id, status: 'DEACTIVATED' });
    const active = users.slice(0, -1).map((user) => user.account);
    expect(active).toEqual([...active].sort());
    const listed = users.find((user) => user.id === withImport.id);
    expect(listed).toMatchObject({ licences: [IMPORT], roleId: ROLE_IDS.generalUser, status: 'ACTIVE' });
    expect(listed?.lastLoginAt).not.toBeNull();
    expect(users.find((user) => user.id === admin.id)?.roleId).toBe(ROLE_IDS.administrator);
  });

  it('is refused to a general user with the licence error, whatever the call', async () => {
    const { company, member } = await stationCompany();
    const client = await loggedInClient(testApp, member.account);
    const colleague = await createUser(testApp.db, { companyId: company.id });
    for (const [method, path, body] of [
      ['GET', '/api/admin/users', undefined],
      ['GET', '/api/admin/users/events', undefined],
      ['POST', '/api/admin/users', { account: 'x@example.jp', name: 'x', roleId: 1, licences: [] }],
      ['PATCH', `/api/admin/users/${colleague.id}`, { roleId: ROLE_IDS.administrator }],
      ['POST', `/api/admin/users/${colleague.id}/deactivation`, undefined],
    ] as const) {
      expectError(await client.request(method, path, { body }), 'licenceMissing');
    }
  });

  it('answers another company’s user as not found, like an unknown id, and changes nothing', async () => {
    const { client } = await stationCompany();
    const other = await stationCompany();
    for (const userId of [other.member.id, other.admin.id, 2_000_000_000]) {
      expectError(await patch(client, userId, { roleId: ROLE_IDS.administrator }), 'userNotFound');
      expectError(await deactivate(client, userId), 'userNotFound');
      expectError(await reactivate(client, userId), 'userNotFound');
      expectError(await client.request('POST', `/api/admin/users/${userId}/invitation`), 'userNotFound');
      expectError(await client.request('POST', `/api/admin/users/${userId}/password-reset`), 'userNotFound');
    }
    expect((await usersOf(other.client)).users.every((user) => user.status === 'ACTIVE')).toBe(true);
    expect(await eventsOf(other.client)).toEqual([]);
    expect((await other.client.request('GET', '/api/admin/users')).status).toBe(200);
  });
});

describe('licences given to a user', () => {
  it('replaces the user’s set, records from and to, and reaches the user’s licence', async () => {
    const { member, client } = await stationCompany();
    const memberClient = await loggedInClient(testApp, member.account);

    const updated = await expectUser(await patch(client, member.id, { licences: [PROFIT, IMPORT, IMPORT] }));
    expect(updated.licences).toEqual([IMPORT, PROFIT]);
    const licence = licenseResponseSchema.parse((await memberClient.request('GET', '/api/auth/licenses/base')).body);
    expect(licence.functionLicenses).toEqual([IMPORT, PROFIT]);

    expect((await expectUser(await patch(client, member.id, { licences: [PROFIT] }))).licences).toEqual([PROFIT]);
    // The same set again changes nothing and records nothing.
    await expectUser(await patch(client, member.id, { licences: [PROFIT] }));

    const events = await eventsOf(client);
    expect(events.map((event) => [event.action, event.from, event.to])).toEqual([
      ['LICENCES', [IMPORT, PROFIT], [PROFIT]],
      ['LICENCES', [], [IMPORT, PROFIT]],
    ]);
    expect(events[0]).toMatchObject({ actorName: '管理 太郎', targetName: '一般 花子', targetAccount: member.account });
  });

  it('refuses licences the company does not hold with 422 naming them, and keeps the user’s', async () => {
    const { member, client } = await stationCompany();
    await expectUser(await patch(client, member.id, { licences: [IMPORT] }));

    const response = await patch(client, member.id, {
      licences: [IMPORT, PROFIT_USER, ANALYSIS],
      roleId: ROLE_IDS.administrator,
    });

    expectError(response, 'licenceNotHeldByCompany');
    const [error] = apiErrorBodySchema.parse(response.body).errors;
    expect(error).toMatchObject({ params: { licences: [PROFIT_USER, ANALYSIS].sort().join(',') } });
    const listed = (await usersOf(client)).users.find((user) => user.id === member.id);
    expect(listed).toMatchObject({ licences: [IMPORT], roleId: ROLE_IDS.generalUser });
  });

  it('refuses an empty change as invalid input', async () => {
    const { member, client } = await stationCompany();
    expectError(await patch(client, member.id, {}), 'badRequest');
    expectError(await patch(client, member.id, { licences: ['UA999999' as FunctionLicenceCode] }), 'badRequest');
  });
});

describe('roles and the last administrator', () => {
  it('refuses to demote the company’s last active administrator, themself included', async () => {
    const { admin, client } = await stationCompany();
    expectError(await patch(client, admin.id, { roleId: ROLE_IDS.generalUser }), 'lastAdministrator');
    expect((await usersOf(client)).users.find((user) => user.id === admin.id)?.roleId).toBe(ROLE_IDS.administrator);
  });

  it('lets one of two administrators be demoted, records from and to, and then refuses the other', async () => {
    const { admin, member, client } = await stationCompany();
    const promoted = await expectUser(await patch(client, member.id, { roleId: ROLE_IDS.administrator }));
    expect(promoted.roleId).toBe(ROLE_IDS.administrator);
    // Unchanged role: nothing recorded.
    await expectUser(await patch(client, member.id, { roleId: ROLE_IDS.administrator }));

    expect((await expectUser(await patch(client, admin.id, { roleId: ROLE_IDS.generalUser }))).roleId).toBe(ROLE_IDS.generalUser);
    // The caller is a general user from now on.
    expectError(await client.request('GET', '/api/admin/users'), 'licenceMissing');

    const other = await loggedInClient(testApp, member.account);
    expectError(await patch(other, member.id, { roleId: ROLE_IDS.generalUser }), 'lastAdministrator');
    expect((await eventsOf(other)).map((event) => [event.action, event.from, event.to])).toEqual([
      ['ROLE', ROLE_IDS.administrator, ROLE_IDS.generalUser],
      ['ROLE', ROLE_IDS.generalUser, ROLE_IDS.administrator],
    ]);
  });

  it('counts only active administrators: an invited one does not keep the company administered', async () => {
    const { company, admin, client } = await stationCompany();
    const invitedAdmin = await createUser(testApp.db, { companyId: company.id, roleId: ROLE_IDS.administrator });
    await testApp.db.updateTable('users').set({ status: 'INVITED' }).where('id', '=', invitedAdmin.id).execute();

    expectError(await patch(client, admin.id, { roleId: ROLE_IDS.generalUser }), 'lastAdministrator');
    // Demoting the invited administrator takes no active one away.
    expect((await expectUser(await patch(client, invitedAdmin.id, { roleId: ROLE_IDS.generalUser }))).roleId).toBe(
      ROLE_IDS.generalUser,
    );
  });

  it('keeps one active administrator when two deactivate each other at once', async () => {
    const { company, admin, client } = await stationCompany();
    const second = await createUser(testApp.db, { companyId: company.id, roleId: ROLE_IDS.administrator });
    const secondClient = await loggedInClient(testApp, second.account);

    const answers = await Promise.all([deactivate(client, second.id), deactivate(secondClient, admin.id)]);

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.status !== 200);
    // The loser finds the other call committed: the other administrator gone (USR00020), or its own session ended.
    if (refused?.status === 401) expectError(refused, 'unauthenticated');
    else if (refused) expectError(refused, 'lastAdministrator');
    const admins = await testApp.db
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', company.id)
      .where('role_id', '=', ROLE_IDS.administrator)
      .where('status', '=', 'ACTIVE')
      .execute();
    expect(admins).toHaveLength(1);
  });
});

describe('deactivation and reactivation', () => {
  it('ends the user’s sessions at once, refuses their login, and reactivation lets them in again', async () => {
    const { member, client } = await stationCompany();
    const memberAtWork = await loggedInClient(testApp, member.account);
    const memberAtHome = await loggedInClient(testApp, member.account);

    const deactivated = await expectUser(await deactivate(client, member.id));

    expect(deactivated.status).toBe('DEACTIVATED');
    expect((await memberAtWork.request('GET', `/api/users/${member.id}`)).status).toBe(401);
    expect((await memberAtHome.request('GET', '/api/sessions')).status).toBe(401);
    expectError(await new TestClient(testApp.baseUrl).login(member.account, TEST_PASSWORD), 'userUnavailable');
    expectError(await deactivate(client, member.id), 'userConflict');

    expect((await expectUser(await reactivate(client, member.id))).status).toBe('ACTIVE');
    expect((await new TestClient(testApp.baseUrl).login(member.account, TEST_PASSWORD)).status).toBe(201);
    expectError(await reactivate(client, member.id), 'userConflict');

    expect((await eventsOf(client)).map((event) => [event.action, event.targetName, event.from])).toEqual([
      ['REACTIVATE', '一般 花子', null],
      ['DEACTIVATE', '一般 花子', null],
    ]);
  });

  it('turns away a session that outlived the deactivation (a login racing it)', async () => {
    const { member } = await stationCompany();
    const memberClient = await loggedInClient(testApp, member.account);
    await testApp.db.updateTable('users').set({ status: 'DEACTIVATED' }).where('id', '=', member.id).execute();
    expectError(await memberClient.request('GET', `/api/users/${member.id}`), 'unauthenticated');
  });

  it('refuses an administrator deactivating themself', async () => {
    const { admin, client } = await stationCompany();
    expectError(await deactivate(client, admin.id), 'cannotDeactivateSelf');
    expect((await client.request('GET', '/api/admin/users')).status).toBe(200);
  });
});

describe('the history', () => {
  it('shows only the caller’s company, newest first', async () => {
    const first = await stationCompany();
    const second = await stationCompany();
    await expectUser(await patch(first.client, first.member.id, { roleId: ROLE_IDS.administrator }));
    await expectUser(await deactivate(second.client, second.member.id));
    await expectUser(await patch(first.client, first.member.id, { licences: [IMPORT] }));

    const events = await eventsOf(first.client);
    expect(events.map((event) => event.action)).toEqual(['LICENCES', 'ROLE']);
    expect(events.every((event) => event.targetAccount === first.member.account)).toBe(true);
    expect((await eventsOf(second.client)).map((event) => event.action)).toEqual(['DEACTIVATE']);
  });
});
