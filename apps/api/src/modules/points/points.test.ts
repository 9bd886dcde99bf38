import { API_ERROR_CODES, pointStatusResponseSchema } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, grantPoints } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

async function memberOf(company: { id: number }) {
  const user = await createUser(testApp.db, { companyId: company.id });
  return loggedInClient(testApp, user.account);
}

describe('GET /api/points/companies/:companyCode/status', () => {
  it("answers the company's balance from its ledger", async () => {
    const company = await createCompany(testApp.db, { pointService: true });
    await grantPoints(testApp.db, company.id, 50_000);
    await grantPoints(testApp.db, company.id, -12_500, '枠購入');
    const browser = await memberOf(company);

    const response = await browser.request('GET', `/api/points/companies/${company.code}/status`);

    expect(response.status).toBe(200);
    expect(pointStatusResponseSchema.parse(response.body)).toEqual({ status: { balance: 37_500 } });
  });

  it('answers zero for an empty ledger', async () => {
    const company = await createCompany(testApp.db, { pointService: true });
    const browser = await memberOf(company);
    expect((await browser.request('GET', `/api/points/companies/${company.code}/status`)).body).toEqual({
      status: { balance: 0 },
    });
  });

  it("refuses another company's status, and an unknown code the same way", async () => {
    const own = await createCompany(testApp.db, { pointService: true });
    const other = await createCompany(testApp.db, { pointService: true });
    const browser = await memberOf(own);
    for (const code of [other.code, 'NOSUCHCODE1']) {
      const response = await browser.request('GET', `/api/points/companies/${code}/status`);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        errors: [{ code: API_ERROR_CODES.forbidden, statusCode: 403 }],
        path: `/points/companies/${code}/status`,
      });
    }
  });

  it('refuses a company without the point service with a licence error', async () => {
    const company = await createCompany(testApp.db, { pointService: false });
    const browser = await memberOf(company);
    const response = await browser.request('GET', `/api/points/companies/${company.code}/status`);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.licenceMissing }] });
  });
});
