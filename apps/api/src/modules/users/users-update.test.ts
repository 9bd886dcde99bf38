import { API_ERROR_CODES, ROLE_IDS, userSchema } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const loggedInAs = (user: { account: string }) => loggedInClient(testApp, user.account);

describe('PATCH /api/users/:id', () => {
  it('changes the display name and accepts the terms of service', async () => {
    const user = await createUser(testApp.db, { termsAccepted: false });
    const browser = await loggedInAs(user);

    const response = await browser.request('PATCH', `/api/users/${user.id}`, {
      body: { name: '  新しい 名前 ', isTermsOfService: true },
    });

    expect(response.status).toBe(200);
    expect(userSchema.parse(response.body)).toMatchObject({ name: '新しい 名前', setting: { isTermsOfService: true } });
    const stored = await testApp.db
      .selectFrom('users')
      .select(['display_name', 'is_terms_of_service'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ display_name: '新しい 名前', is_terms_of_service: 1 });
  });

  it('refuses to change another user, and needs the anti-forgery header', async () => {
    const company = await createCompany(testApp.db);
    const caller = await createUser(testApp.db, { companyId: company.id, roleId: ROLE_IDS.administrator });
    const colleague = await createUser(testApp.db, { companyId: company.id, name: '元の 名前' });
    const browser = await loggedInAs(caller);

    const other = await browser.request('PATCH', `/api/users/${colleague.id}`, { body: { name: '乗っ取り' } });
    expect(other.status).toBe(403);
    const forged = await browser.request('PATCH', `/api/users/${caller.id}`, { body: { name: '偽造' }, xsrf: false });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.xsrfMismatch }] });
    // A bearer header beside the session cookie does not stand in for the anti-forgery token.
    const withBearer = await browser.request('PATCH', `/api/users/${caller.id}`, {
      body: { name: '偽造' },
      headers: { authorization: 'Bearer anything' },
      xsrf: false,
    });
    expect(withBearer.status).toBe(403);
    expect(withBearer.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.xsrfMismatch }] });
    const names = await testApp.db
      .selectFrom('users')
      .select('display_name')
      .where('id', 'in', [caller.id, colleague.id])
      .execute();
    expect(names.map((row) => row.display_name)).not.toContain('乗っ取り');
    expect(names.map((row) => row.display_name)).not.toContain('偽造');
  });

  it('answers bad bodies with 400 and changes nothing', async () => {
    const user = await createUser(testApp.db, { name: '変わらない 名前', termsAccepted: false });
    const browser = await loggedInAs(user);
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { name: 1 },
      { isTermsOfService: false },
      { roleId: 2 },
    ]) {
      const response = await browser.request('PATCH', `/api/users/${user.id}`, { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const stored = await testApp.db
      .selectFrom('users')
      .select(['display_name', 'is_terms_of_service', 'role_id'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ display_name: '変わらない 名前', is_terms_of_service: 0, role_id: ROLE_IDS.generalUser });
  });
});

describe('GET /api/users/accounts/:account', () => {
  it('tells an administrator whether an account exists in their own company only', async () => {
    const company = await createCompany(testApp.db);
    const admin = await createUser(testApp.db, { companyId: company.id, roleId: ROLE_IDS.administrator });
    await createUser(testApp.db, { companyId: company.id, account: 'member@own.example.jp' });
    await createUser(testApp.db, { account: 'member@other.example.jp' });
    const browser = await loggedInAs(admin);

    expect((await browser.request('GET', '/api/users/accounts/Member@Own.example.jp')).body).toEqual({ exists: true });
    expect((await browser.request('GET', '/api/users/accounts/member@other.example.jp')).body).toEqual({ exists: false });
    expect((await browser.request('GET', '/api/users/accounts/nobody@own.example.jp')).body).toEqual({ exists: false });
  });

  it('refuses general users', async () => {
    const user = await createUser(testApp.db, { roleId: ROLE_IDS.generalUser });
    const browser = await loggedInAs(user);
    const response = await browser.request('GET', `/api/users/accounts/${encodeURIComponent(user.account)}`);
    expect(response.status).toBe(403);
  });
});
