import {
  AGENCY_LICENCES,
  API_ERRORS,
  type ApiErrorName,
  apiErrorBodySchema,
  type BusinessType,
  partnersResponseSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createSlot, createStation, createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';

/**
 * A partnership (取引先) lets two companies send each other carts, so it takes both: one asks, the
 * other accepts. Until then neither lists the other as a partner and no cart goes between them.
 */
let testApp: TestApp;
let slotId: number;

interface Member {
  client: TestClient;
  code: string;
  name: string;
}

async function member(businessType: BusinessType, options: { trial?: boolean } = {}): Promise<Member> {
  const company = await createCompany(testApp.db, {
    businessType,
    licences: [...AGENCY_LICENCES],
    ...(options.trial ? { code: `00000T${Math.random().toString().slice(2, 8)}` } : {}),
  });
  const user = await createUser(testApp.db, { companyId: company.id, licences: [...AGENCY_LICENCES] });
  return { client: await loggedInClient(testApp, user.account), code: company.code, name: company.name };
}

beforeAll(async () => {
  testApp = await startTestApp();
  const broadcaster = await createCompany(testApp.db, { businessType: 'BROAD_CASTER' });
  const station = await createStation(testApp.db, { companyId: broadcaster.id });
  slotId = (await createSlot(testApp.db, { stationId: station.id, areaCode: 'testarea', unitsOnSale: 50 })).id;
});
afterAll(() => testApp.close());

function expectError(response: TestResponse, name: ApiErrorName) {
  expect(response.status).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors).toEqual([
    { code: API_ERRORS[name].code, statusCode: API_ERRORS[name].status },
  ]);
}

const request = (from: Member, to: Member) => from.client.request('POST', '/api/partners', { body: { companyCode: to.code } });
const partnersOf = async (company: Member) =>
  partnersResponseSchema.parse((await company.client.request('GET', '/api/partners')).body).partners.map((p) => p.code);
const requestsOf = async (company: Member) => (await company.client.request('GET', '/api/partners/requests')).body;
const accept = (by: Member, from: Member) => by.client.request('POST', `/api/partners/requests/${from.code}/acceptance`);
const cancel = (by: Member, other: Member) => by.client.request('DELETE', `/api/partners/requests/${other.code}`);

/** Sends a new cart with one slot in it from `from` to `to`; answers the sending's response. */
async function sendCart(from: Member, to: Member): Promise<TestResponse> {
  const cart = await from.client.request('POST', '/api/carts', { body: { name: '提案' } });
  const cartId = (cart.body as { id: number }).id;
  expect((await from.client.request('POST', `/api/carts/${cartId}/items`, { body: { slotId, quantity: 1 } })).status).toBe(201);
  return from.client.request('POST', `/api/carts/${cartId}/sendings`, { body: { companyCode: to.code } });
}

describe('asking another company to be partners', () => {
  it('makes a request the other side sees; carts go between them only once it has accepted', async () => {
    const agency = await member('ADVERTISING_COMPANY');
    const advertiser = await member('ADVERTISER');

    const asked = await request(agency, advertiser);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ code: advertiser.code, name: advertiser.name, status: 'REQUESTED' });
    expect(await partnersOf(agency)).toEqual([]);
    expect(await partnersOf(advertiser)).toEqual([]);
    expect(await requestsOf(agency)).toMatchObject({
      incoming: [],
      outgoing: [{ code: advertiser.code, name: advertiser.name }],
    });
    expect(await requestsOf(advertiser)).toMatchObject({ incoming: [{ code: agency.code, name: agency.name }], outgoing: [] });
    expectError(await sendCart(agency, advertiser), 'cartRecipientNotPartner');
    expectError(await sendCart(advertiser, agency), 'cartRecipientNotPartner');
    // The one who asked cannot accept for the other.
    expectError(await accept(agency, advertiser), 'partnerRequestNotFound');

    const accepted = await accept(advertiser, agency);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ code: agency.code, status: 'ACCEPTED' });
    expect(await partnersOf(agency)).toEqual([advertiser.code]);
    expect(await partnersOf(advertiser)).toEqual([agency.code]);
    expect(await requestsOf(advertiser)).toEqual({ incoming: [], outgoing: [] });
    expect((await sendCart(agency, advertiser)).status).toBe(201);
    expect((await sendCart(advertiser, agency)).status).toBe(201);
    // Asking again once partners changes nothing.
    expect((await request(agency, advertiser)).body).toMatchObject({ status: 'ACCEPTED' });
  });

  it('lets the other side decline and the one who asked withdraw', async () => {
    const agency = await member('ADVERTISING_COMPANY');
    const advertiser = await member('ADVERTISER');

    expect((await request(advertiser, agency)).status).toBe(201);
    expect((await cancel(agency, advertiser)).status).toBe(204);
    expect(await requestsOf(advertiser)).toEqual({ incoming: [], outgoing: [] });
    expectError(await accept(agency, advertiser), 'partnerRequestNotFound');

    expect((await request(advertiser, agency)).status).toBe(201);
    expect((await cancel(advertiser, agency)).status).toBe(204);
    expect(await requestsOf(agency)).toEqual({ incoming: [], outgoing: [] });
    expectError(await accept(agency, advertiser), 'partnerRequestNotFound');
    expect(await partnersOf(agency)).toEqual([]);
    expectError(await sendCart(advertiser, agency), 'cartRecipientNotPartner');
  });

  it('makes two companies that ask each other partners', async () => {
    const agency = await member('ADVERTISING_COMPANY');
    const advertiser = await member('ADVERTISER');
    expect((await request(agency, advertiser)).body).toMatchObject({ status: 'REQUESTED' });
    expect((await request(advertiser, agency)).body).toMatchObject({ status: 'ACCEPTED' });
    expect(await partnersOf(agency)).toEqual([advertiser.code]);
  });

  it('refuses a request from a trial company, which may still accept one', async () => {
    const trialAgency = await member('ADVERTISING_COMPANY', { trial: true });
    const advertiser = await member('ADVERTISER');
    expectError(await request(trialAgency, advertiser), 'partnerRequestByTrial');
    expect(await requestsOf(advertiser)).toEqual({ incoming: [], outgoing: [] });

    expect((await request(advertiser, trialAgency)).status).toBe(201);
    expect((await accept(trialAgency, advertiser)).status).toBe(200);
    expect(await partnersOf(trialAgency)).toEqual([advertiser.code]);
  });
});
