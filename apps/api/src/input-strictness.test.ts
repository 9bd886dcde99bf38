import { AGENCY_LICENCES, API_ERROR_CODES, apiErrorBodySchema, ROLE_IDS } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from './test/factories';
import { loggedInClient, startTestApp, type TestApp } from './test/test-app';
import type { TestClient, TestResponse } from './test/test-client';

/** Input the API used to take by guessing what was meant: bytes that are not UTF-8, numbers that are not decimal. */
let testApp: TestApp;
let admin: { id: number; client: TestClient };

beforeAll(async () => {
  testApp = await startTestApp();
  const company = await createCompany(testApp.db, { licences: [...AGENCY_LICENCES] });
  const user = await createUser(testApp.db, {
    companyId: company.id,
    roleId: ROLE_IDS.administrator,
    licences: [...AGENCY_LICENCES],
  });
  admin = { id: user.id, client: await loggedInClient(testApp, user.account) };
});
afterAll(() => testApp.close());

function expectValidationError(response: TestResponse) {
  expect(response.status).toBe(400);
  expect(apiErrorBodySchema.parse(response.body).errors).toEqual([{ code: API_ERROR_CODES.badRequest, statusCode: 400 }]);
}

/** A JSON body whose `name` holds `bytes` where the text would be. */
function jsonWithBytes(before: string, bytes: number[], after: string): Uint8Array {
  const encoder = new TextEncoder();
  return Uint8Array.from([...encoder.encode(before), ...bytes, ...encoder.encode(after)]);
}

const postAdvertiser = (rawBody: Uint8Array) =>
  admin.client.request('POST', '/api/advertisers', { rawBody, headers: { 'content-type': 'application/json' } });

describe('JSON bodies that are not UTF-8', () => {
  it('refuses them with the validation error and stores nothing, rather than a replacement character', async () => {
    // A lone continuation byte, a truncated sequence and an overlong encoding of "/".
    for (const bytes of [[0x80], [0xe3, 0x81], [0xc0, 0xaf], [0xff]]) {
      expectValidationError(await postAdvertiser(jsonWithBytes('{"code":"0001","name":"広告', bytes, '主","industry":"FOOD"}')));
    }
    expect(await testApp.db.selectFrom('advertisers').select('name').execute()).toEqual([]);

    const valid = await postAdvertiser(jsonWithBytes('{"code":"0001","name":"広告主","industry":"FOOD"}', [], ''));
    expect(valid.status).toBe(201);
  });

  it('refuses them on the public login too, before any password is checked', async () => {
    const rawBody = jsonWithBytes('{"account":"someone', [0xfe], '@example.jp","password":"guess-guess-1"}');
    expectValidationError(
      await admin.client.request('POST', '/api/sessions', { rawBody, headers: { 'content-type': 'application/json' } }),
    );
  });
});

describe('ids in the path', () => {
  it('takes decimal digits only: hexadecimal, exponents, signs, spaces and leading zeros are refused', async () => {
    const id = admin.id;
    const adminRole = { roleId: ROLE_IDS.administrator };
    expect((await admin.client.request('GET', `/api/users/${id}`)).status).toBe(200);
    expect((await admin.client.request('PATCH', `/api/admin/users/${id}`, { body: adminRole })).status).toBe(200);

    const spellings = [`0x${id.toString(16)}`, `0${id}`, `+${id}`, `${id}.0`, `${id}e0`, `%20${id}`, `0b${id.toString(2)}`];
    for (const spelling of spellings) {
      expectValidationError(await admin.client.request('GET', `/api/users/${spelling}`));
      expectValidationError(await admin.client.request('PATCH', `/api/admin/users/${spelling}`, { body: adminRole }));
    }
    expectValidationError(await admin.client.request('PUT', '/api/advertisers/0x10', { body: {} }));
    expectValidationError(await admin.client.request('GET', '/api/carts/1e1'));
    expectValidationError(await admin.client.request('GET', '/api/bookings/0x1'));
  });
});
