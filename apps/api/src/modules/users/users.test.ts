import {
  API_ERROR_CODES,
  FUNCTION_LICENCES,
  licenseResponseSchema,
  ROLE_IDS,
  userLoginsResponseSchema,
  userSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const loggedInAs = (user: { account: string }) => loggedInClient(testApp, user.account);

describe('GET /api/users/:id', () => {
  it('answers the caller with company and terms setting', async () => {
    const company = await createCompany(testApp.db, {
      code: '0000X12345',
      name: '試験放送株式会社',
      businessType: 'BROAD_CASTER',
    });
    const user = await createUser(testApp.db, {
      companyId: company.id,
      name: '青木 誠',
      roleId: ROLE_IDS.administrator,
      termsAccepted: false,
    });
    const browser = await loggedInAs(user);

    const response = await browser.request('GET', `/api/users/${user.id}`);

    expect(response.status).toBe(200);
    expect(userSchema.parse(response.body)).toEqual({
      id: user.id,
      account: user.account,
      name: '青木 誠',
      roleId: ROLE_IDS.administrator,
      company: { code: '0000X12345', name: '試験放送株式会社', businessType: 'BROAD_CASTER' },
      setting: { isTermsOfService: false },
    });
  });

  it("refuses another user's record, even in the same company", async () => {
    const company = await createCompany(testApp.db);
    const caller = await createUser(testApp.db, { companyId: company.id, roleId: ROLE_IDS.administrator });
    const colleague = await createUser(testApp.db, { companyId: company.id });
    const browser = await loggedInAs(caller);

    for (const path of [`/api/users/${colleague.id}`, `/api/users/${colleague.id}/logins`]) {
      const response = await browser.request('GET', path);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        errors: [{ code: API_ERROR_CODES.forbidden, statusCode: 403 }],
        path: path.replace('/api', ''),
      });
    }
  });

  it('answers 401 without a session and 400 for a malformed id', async () => {
    const anonymous = new TestClient(testApp.baseUrl);
    expect((await anonymous.request('GET', '/api/users/1')).status).toBe(401);
    const browser = await loggedInAs(await createUser(testApp.db));
    const malformed = await browser.request('GET', '/api/users/not-a-number');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      errors: [{ code: API_ERROR_CODES.badRequest, statusCode: 400 }],
      path: '/users/not-a-number',
    });
  });
});

describe('GET /api/users/:id/logins', () => {
  it("reports the current session's id and the login history, newest first, the asking session's login marked", async () => {
    const user = await createUser(testApp.db);
    await loggedInAs(user);
    const browser = await loggedInAs(user);

    const response = await browser.request('GET', `/api/users/${user.id}/logins`, { headers: { 'user-agent': 'test-agent' } });

    expect(response.status).toBe(200);
    const body = userLoginsResponseSchema.parse(response.body);
    const sessions = await testApp.db
      .selectFrom('sessions')
      .select(['id', 'created_at'])
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .execute();
    expect(sessions).toHaveLength(2);
    const newest = await testApp.db
      .selectFrom('login_histories')
      .select('session_id')
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(body.user).toEqual({ id: user.id, session: { id: newest.session_id } });
    expect(body.logins).toHaveLength(2);
    expect(body.logins[0]?.ipAddress).toBe('127.0.0.1');
    expect(body.logins.map((login) => login.current)).toEqual([true, false]);
  });
});

describe('GET /api/auth/licenses/base', () => {
  it('combines the user licences, the company licences, the business type, admin and point flags', async () => {
    const company = await createCompany(testApp.db, {
      businessType: 'ADVERTISING_COMPANY',
      pointService: true,
      licences: [FUNCTION_LICENCES.timetable, FUNCTION_LICENCES.cart],
    });
    const user = await createUser(testApp.db, {
      companyId: company.id,
      roleId: ROLE_IDS.administrator,
      licences: [FUNCTION_LICENCES.timetable],
    });
    const browser = await loggedInAs(user);

    const response = await browser.request('GET', '/api/auth/licenses/base');

    expect(response.status).toBe(200);
    expect(licenseResponseSchema.parse(response.body)).toEqual({
      isPointServiceAvailable: true,
      isAdmin: true,
      functionLicenses: [FUNCTION_LICENCES.timetable],
      company: {
        code: company.code,
        functionLicenses: [FUNCTION_LICENCES.timetable, FUNCTION_LICENCES.cart],
        businessType: 'ADVERTISING_COMPANY',
      },
    });
  });

  it('says a general user of a company without point service is neither admin nor point-licensed', async () => {
    const user = await createUser(testApp.db, { roleId: ROLE_IDS.generalUser });
    const browser = await loggedInAs(user);
    const body = licenseResponseSchema.parse((await browser.request('GET', '/api/auth/licenses/base')).body);
    expect(body.isAdmin).toBe(false);
    expect(body.isPointServiceAvailable).toBe(false);
    expect(body.functionLicenses).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await new TestClient(testApp.baseUrl).request('GET', '/api/auth/licenses/base')).status).toBe(401);
  });
});
