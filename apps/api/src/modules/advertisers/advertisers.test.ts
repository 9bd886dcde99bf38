import {
  AGENCY_LICENCES,
  API_ERRORS,
  type ApiErrorName,
  advertiserSchema,
  advertisersResponseSchema,
  apiErrorBodySchema,
  type BusinessType,
  FUNCTION_LICENCES,
  partnerRequestsResponseSchema,
  partnershipSchema,
  partnersResponseSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';

const clock = createTestClock();
const clockIso = () => new Date(clock.now()).toISOString();
let testApp: TestApp;

interface Member {
  client: TestClient;
  code: string;
  name: string;
}

let agency: Member;
let otherAgency: Member;
let advertiserCompany: Member;
/** An advertiser company nobody logs in as: one to link advertisers to and to partner with. */
let clientCompany: { code: string; name: string };
let station: { code: string };

async function member(businessType: BusinessType, licences = [...AGENCY_LICENCES]): Promise<Member> {
  const company = await createCompany(testApp.db, { businessType, licences });
  const user = await createUser(testApp.db, { companyId: company.id, licences });
  return { client: await loggedInClient(testApp, user.account), code: company.code, name: company.name };
}

beforeAll(async () => {
  testApp = await startTestApp({}, { clock: clock.now });
  agency = await member('ADVERTISING_COMPANY');
  otherAgency = await member('ADVERTISING_COMPANY');
  advertiserCompany = await member('ADVERTISER', [FUNCTION_LICENCES.cart, FUNCTION_LICENCES.booking]);
  const client = await createCompany(testApp.db, { businessType: 'ADVERTISER', name: 'もみじ製菓株式会社' });
  clientCompany = { code: client.code, name: client.name };
  station = await createCompany(testApp.db, { businessType: 'BROAD_CASTER' });
});
afterAll(() => testApp.close());

function expectError(response: TestResponse, name: ApiErrorName) {
  expect(response.status).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors).toEqual([
    { code: API_ERRORS[name].code, statusCode: API_ERRORS[name].status },
  ]);
  // The API answers with codes only; the web holds the words.
  expect(JSON.stringify(response.body)).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/u);
}

/** Codes unique to each test, so the tests share the companies without sharing advertisers. */
let nextCode = 1000;
const freshCode = () => String(nextCode++);

const valid = (overrides: Record<string, unknown> = {}) => ({
  code: freshCode(),
  name: 'さくら食品株式会社',
  industry: 'FOOD',
  brands: ['さくらおにぎり', 'さくら麦茶'],
  ...overrides,
});

async function create(client: TestClient, body: Record<string, unknown>) {
  const response = await client.request('POST', '/api/advertisers', { body });
  expect(response.status).toBe(201);
  return advertiserSchema.parse(response.body);
}

async function listOf(client: TestClient) {
  const response = await client.request('GET', '/api/advertisers');
  expect(response.status).toBe(200);
  return advertisersResponseSchema.parse(response.body).advertisers;
}

async function partnersOf(client: TestClient) {
  const response = await client.request('GET', '/api/partners');
  expect(response.status).toBe(200);
  return partnersResponseSchema.parse(response.body).partners;
}

describe('advertisers', () => {
  it('creates advertisers with their brands and linked company, and lists the company’s own by code', async () => {
    const later = await create(
      agency.client,
      valid({ code: '0902', name: 'ひまわり自動車株式会社', industry: 'AUTOMOTIVE', brands: ['ひまわりEV'] }),
    );
    const first = await create(agency.client, valid({ code: '0901', linkedCompanyCode: ` ${clientCompany.code} ` }));
    expect(first).toEqual({
      id: expect.any(Number),
      code: '0901',
      name: 'さくら食品株式会社',
      industry: 'FOOD',
      brands: ['さくらおにぎり', 'さくら麦茶'],
      linkedCompany: { code: clientCompany.code, name: clientCompany.name },
      updatedAt: new Date(clock.now()).toISOString(),
    });
    expect(later.linkedCompany).toBeNull();

    const listed = (await listOf(agency.client)).filter((advertiser) => advertiser.code.startsWith('09'));
    expect(listed).toEqual([first, later]);
    const { advertisers } = advertisersResponseSchema.parse((await otherAgency.client.request('GET', '/api/advertisers')).body);
    expect(advertisers.map((advertiser) => advertiser.id)).not.toContain(first.id);
  });

  it('refuses invalid fields with VAL00001 and stores nothing', async () => {
    const before = await listOf(agency.client);
    const invalid: Record<string, unknown>[] = [
      valid({ code: '123' }),
      valid({ code: '12345' }),
      valid({ code: '12a4' }),
      valid({ code: undefined }),
      valid({ name: '' }),
      valid({ name: '   ' }),
      valid({ name: 'あ'.repeat(101) }),
      valid({ name: '改行\nあり' }),
      valid({ industry: 'TOBACCO' }),
      valid({ brands: [''] }),
      valid({ brands: ['あ'.repeat(101)] }),
      valid({ brands: Array.from({ length: 31 }, (_, index) => `ブランド${index}`) }),
      valid({ linkedCompanyCode: 'x'.repeat(17) }),
      valid({ unexpected: true }),
    ];
    for (const body of invalid) expectError(await agency.client.request('POST', '/api/advertisers', { body }), 'badRequest');
    expectError(await agency.client.request('PUT', '/api/advertisers/abc', { body: valid() }), 'badRequest');
    expect(await listOf(agency.client)).toEqual(before);
  });

  it('refuses a linked company code that names no company, or a company that is not an advertiser', async () => {
    for (const linkedCompanyCode of ['NOSUCHCODE', otherAgency.code, station.code]) {
      expectError(
        await agency.client.request('POST', '/api/advertisers', { body: valid({ linkedCompanyCode }) }),
        'companyUnsuitable',
      );
    }
    // An empty code links none.
    expect((await create(agency.client, valid({ linkedCompanyCode: '' }))).linkedCompany).toBeNull();
  });

  it('keeps codes unique within the company (archived advertisers included) with ADV00001, but not across companies', async () => {
    const code = freshCode();
    const taken = await create(agency.client, valid({ code }));
    expectError(await agency.client.request('POST', '/api/advertisers', { body: valid({ code }) }), 'advertiserCodeTaken');
    // Another company may use the same code.
    await create(otherAgency.client, valid({ code }));

    const other = await create(agency.client, valid());
    expectError(
      await agency.client.request('PUT', `/api/advertisers/${other.id}`, { body: valid({ code }) }),
      'advertiserCodeTaken',
    );
    // Keeping its own code is no conflict.
    expect((await agency.client.request('PUT', `/api/advertisers/${taken.id}`, { body: valid({ code }) })).status).toBe(200);

    expect((await agency.client.request('DELETE', `/api/advertisers/${taken.id}`)).status).toBe(204);
    expectError(await agency.client.request('POST', '/api/advertisers', { body: valid({ code }) }), 'advertiserCodeTaken');
  });

  it('gives a code to one of several advertisers created at once, the others ADV00001', async () => {
    const code = freshCode();
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        agency.client.request('POST', '/api/advertisers', { body: valid({ code, name: `同時登録${index}` }) }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.status !== 201)) expectError(refused, 'advertiserCodeTaken');
    expect((await listOf(agency.client)).filter((advertiser) => advertiser.code === code)).toHaveLength(1);
  });

  it('replaces the fields and the brand list on update, in the order given and each brand once', async () => {
    const created = await create(agency.client, valid({ linkedCompanyCode: clientCompany.code }));
    clock.advance(60_000);
    const response = await agency.client.request('PUT', `/api/advertisers/${created.id}`, {
      body: valid({
        code: created.code,
        name: 'さくらホールディングス',
        industry: 'BEVERAGE',
        brands: ['さくら緑茶', 'さくら麦茶', 'さくら緑茶'],
        linkedCompanyCode: null,
      }),
    });
    expect(response.status).toBe(200);
    const updated = advertiserSchema.parse(response.body);
    expect(updated).toEqual({
      id: created.id,
      code: created.code,
      name: 'さくらホールディングス',
      industry: 'BEVERAGE',
      brands: ['さくら緑茶', 'さくら麦茶'],
      linkedCompany: null,
      updatedAt: new Date(clock.now()).toISOString(),
    });
    expect((await listOf(agency.client)).find((advertiser) => advertiser.id === created.id)).toEqual(updated);

    const emptied = await agency.client.request('PUT', `/api/advertisers/${created.id}`, {
      body: valid({ code: created.code, brands: [] }),
    });
    expect(advertiserSchema.parse(emptied.body).brands).toEqual([]);
  });

  it('leaves the advertiser and its brands as they were when an update is refused', async () => {
    const created = await create(agency.client, valid());
    const taken = await create(agency.client, valid());
    expectError(
      await agency.client.request('PUT', `/api/advertisers/${created.id}`, {
        body: valid({ code: taken.code, brands: ['別ブランド'] }),
      }),
      'advertiserCodeTaken',
    );
    expect((await listOf(agency.client)).find((advertiser) => advertiser.id === created.id)).toEqual(created);
  });

  it('archives: the advertiser leaves the list, and changing it again answers ADV04001', async () => {
    const created = await create(agency.client, valid());
    expect((await agency.client.request('DELETE', `/api/advertisers/${created.id}`)).status).toBe(204);
    expect((await listOf(agency.client)).map((advertiser) => advertiser.id)).not.toContain(created.id);
    expectError(await agency.client.request('DELETE', `/api/advertisers/${created.id}`), 'advertiserNotFound');
    expectError(
      await agency.client.request('PUT', `/api/advertisers/${created.id}`, { body: valid({ code: created.code }) }),
      'advertiserNotFound',
    );
    const row = await testApp.db
      .selectFrom('advertisers')
      .select('archived_at')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.archived_at).toBe(new Date(clock.now()).toISOString());
  });

  it('answers ADV04001 for another company’s advertiser or a missing one, and changes nothing', async () => {
    const created = await create(agency.client, valid());
    expectError(
      await otherAgency.client.request('PUT', `/api/advertisers/${created.id}`, { body: valid({ name: '乗っ取り' }) }),
      'advertiserNotFound',
    );
    expectError(await otherAgency.client.request('DELETE', `/api/advertisers/${created.id}`), 'advertiserNotFound');
    expectError(await agency.client.request('PUT', '/api/advertisers/2000000000', { body: valid() }), 'advertiserNotFound');
    expect((await listOf(agency.client)).find((advertiser) => advertiser.id === created.id)).toEqual(created);
  });

  it('keeps advertiser settings to companies with the booking licence', async () => {
    const unlicensed = await member('ADVERTISING_COMPANY', [FUNCTION_LICENCES.timetable]);
    expectError(await unlicensed.client.request('GET', '/api/advertisers'), 'licenceMissing');
    expectError(await unlicensed.client.request('GET', '/api/partners'), 'licenceMissing');
  });
});

describe('partners', () => {
  it('lets an agency ask an advertiser company, once however often it asks, and both see each other once it accepts', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await agency.client.request('POST', '/api/partners', { body: { companyCode: advertiserCompany.code } });
      expect(response.status).toBe(201);
      expect(partnershipSchema.parse(response.body)).toEqual({
        code: advertiserCompany.code,
        name: advertiserCompany.name,
        businessType: 'ADVERTISER',
        status: 'REQUESTED',
      });
    }
    expect(await partnersOf(agency.client)).toEqual([]);
    const accepted = await advertiserCompany.client.request('POST', `/api/partners/requests/${agency.code}/acceptance`);
    expect(partnershipSchema.parse(accepted.body)).toEqual({
      code: agency.code,
      name: agency.name,
      businessType: 'ADVERTISING_COMPANY',
      status: 'ACCEPTED',
    });
    expect(await partnersOf(agency.client)).toEqual([
      { code: advertiserCompany.code, name: advertiserCompany.name, businessType: 'ADVERTISER' },
    ]);
    expect(await partnersOf(advertiserCompany.client)).toEqual([
      { code: agency.code, name: agency.name, businessType: 'ADVERTISING_COMPANY' },
    ]);
    expect(await partnersOf(otherAgency.client)).toEqual([]);
  });

  it('lets an advertiser company ask an agency, codes typed full-width included', async () => {
    const fullWidth = otherAgency.code.replace(/[0-9A-Za-z]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
    const response = await advertiserCompany.client.request('POST', '/api/partners', { body: { companyCode: fullWidth } });
    expect(response.status).toBe(201);
    expect(partnerRequestsResponseSchema.parse((await otherAgency.client.request('GET', '/api/partners/requests')).body)).toEqual(
      {
        incoming: [
          { code: advertiserCompany.code, name: advertiserCompany.name, businessType: 'ADVERTISER', requestedAt: clockIso() },
        ],
        outgoing: [],
      },
    );
    const accepted = await otherAgency.client.request('POST', `/api/partners/requests/${advertiserCompany.code}/acceptance`);
    expect(accepted.status).toBe(200);
    expect((await partnersOf(advertiserCompany.client)).map((partner) => partner.code)).toContain(otherAgency.code);
    expect((await partnersOf(otherAgency.client)).map((partner) => partner.code)).toEqual([advertiserCompany.code]);
  });

  it('refuses with VAL00001 a company the caller cannot work with, an unknown code and an invalid body', async () => {
    const refused: [TestClient, unknown][] = [
      [agency.client, { companyCode: '' }],
      [agency.client, { companyCode: 'A-1' }],
      [agency.client, {}],
      [agency.client, { companyCode: clientCompany.code, extra: 1 }],
    ];
    for (const [client, body] of refused) expectError(await client.request('POST', '/api/partners', { body }), 'badRequest');
    // Well-formed codes of companies the caller cannot work with: ADV00002.
    const unsuitable: [TestClient, string][] = [
      [agency.client, otherAgency.code],
      [agency.client, agency.code],
      [agency.client, station.code],
      [agency.client, 'NOSUCHCODE'],
      [advertiserCompany.client, clientCompany.code],
      [advertiserCompany.client, advertiserCompany.code],
    ];
    for (const [client, companyCode] of unsuitable) {
      expectError(await client.request('POST', '/api/partners', { body: { companyCode } }), 'companyUnsuitable');
    }
    expect((await partnersOf(agency.client)).map((partner) => partner.code)).not.toContain(otherAgency.code);
    expectError(await agency.client.request('DELETE', `/api/partners/${otherAgency.code}`), 'companyUnsuitable');
  });

  it('removes a partnership, or a request waiting, from both sides; removing it again, or an unknown code, changes nothing', async () => {
    expect((await agency.client.request('POST', '/api/partners', { body: { companyCode: clientCompany.code } })).status).toBe(
      201,
    );
    expect((await agency.client.request('DELETE', `/api/partners/${clientCompany.code}`)).status).toBe(204);
    expect((await partnersOf(agency.client)).map((partner) => partner.code)).not.toContain(clientCompany.code);
    const requests = partnerRequestsResponseSchema.parse((await agency.client.request('GET', '/api/partners/requests')).body);
    expect(requests.outgoing.map((request) => request.code)).not.toContain(clientCompany.code);

    // Another agency removing the same company ends only its own partnership, not this agency's.
    expect((await otherAgency.client.request('DELETE', `/api/partners/${advertiserCompany.code}`)).status).toBe(204);
    expect((await partnersOf(agency.client)).map((partner) => partner.code)).toContain(advertiserCompany.code);

    // The advertiser company ends it from its side.
    expect((await advertiserCompany.client.request('DELETE', `/api/partners/${agency.code}`)).status).toBe(204);
    expect((await partnersOf(agency.client)).map((partner) => partner.code)).not.toContain(advertiserCompany.code);
    expect((await advertiserCompany.client.request('DELETE', `/api/partners/${agency.code}`)).status).toBe(204);
    expect((await agency.client.request('DELETE', '/api/partners/NOSUCHCODE')).status).toBe(204);
  });
});
