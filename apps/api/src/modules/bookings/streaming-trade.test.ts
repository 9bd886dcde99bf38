import {
  API_ERRORS,
  type ApiErrorName,
  apiErrorBodySchema,
  applyCartResponseSchema,
  bookingDetailSchema,
  bookingsResponseSchema,
  cartSummarySchema,
  FUNCTION_LICENCES,
  notificationsResponseSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadSpreadsheet, rowsOf } from '../../test/download-spreadsheet';
import { createCompany, createDigitalProduct, createStation, createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';

// The streaming and 1-day trade end to end over the API: a streaming cart applied for, the
// station's partial acceptance and contract notice, the delivery report, and the flags at each step.

const clock = createTestClock(Date.parse('2031-01-06T03:00:00.000Z'));
let testApp: TestApp;
let buyerCompanyId: number;
let buyer: TestClient;
let station: TestClient;
let stationId: number;
let advertiserId: number;
/** The booking the first test contracts, whose delivery the last test reports after its window. */
let contracted = { bookingId: 0, itemId: 0 };
const allChecks = { screening: true, material: true, competitors: true, units: true, timeLimit: true };
const BUYER_LICENCES = [
  FUNCTION_LICENCES.slotsStreaming,
  FUNCTION_LICENCES.slotsOneDay,
  FUNCTION_LICENCES.cartStreaming,
  FUNCTION_LICENCES.bookingStreaming,
];

async function advertiserOf(companyId: number, code: string) {
  const now = new Date().toISOString();
  return (
    await testApp.db
      .insertInto('advertisers')
      .values({ company_id: companyId, code, name: `広告主${code}`, industry: 'FOOD', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function newBuyer() {
  const company = await createCompany(testApp.db, { licences: BUYER_LICENCES });
  const client = await loggedInClient(testApp, (await createUser(testApp.db, { companyId: company.id })).account);
  return { company, client, advertiserId: await advertiserOf(company.id, '0001') };
}

beforeAll(async () => {
  testApp = await startTestApp({ logLevel: 'error' }, { clock: clock.now });
  const company = await createCompany(testApp.db, { licences: BUYER_LICENCES });
  buyerCompanyId = company.id;
  buyer = await loggedInClient(testApp, (await createUser(testApp.db, { companyId: company.id })).account);
  advertiserId = await advertiserOf(company.id, '0001');
  const seller = await createCompany(testApp.db, {
    businessType: 'BROAD_CASTER',
    licences: [FUNCTION_LICENCES.broadcasterReceptionStreaming],
  });
  station = await loggedInClient(testApp, (await createUser(testApp.db, { companyId: seller.id })).account);
  stationId = (await createStation(testApp.db, { companyId: seller.id, areaCode: 'cutrade' })).id;
});
afterAll(() => testApp.close());

function expectError(response: TestResponse, name: ApiErrorName) {
  expect(response.status).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors[0]?.code).toBe(API_ERRORS[name].code);
}

async function cartWith(client: TestClient, body: object) {
  const cart = cartSummarySchema.parse((await client.request('POST', '/api/cu/carts', { body: { name: '配信' } })).body);
  expect((await client.request('POST', `/api/cu/carts/${cart.id}/items`, { body })).status).toBe(201);
  return cart.id;
}

const application = (advertiser: number) => ({
  advertiserId: advertiser,
  productName: '配信キャンペーン',
  cmLengthSeconds: 15,
  contactName: '担当 者',
  contactPhone: '03-0000-0000',
  agreedStationIds: [stationId],
});

const flagsOf = async (client: TestClient) =>
  notificationsResponseSchema.parse((await client.request('GET', '/api/notifications')).body);

describe('the streaming trade', () => {
  it('applies for 500,000 impressions, the station accepts 400,000 and notifies: contracted at the product’s CPM', async () => {
    const product = await createDigitalProduct(testApp.db, {
      stationId,
      areaCode: 'cutrade',
      price: 1_200,
      unitsOnSale: 2_000,
      minimumUnits: 100,
      targets: [{ target: 'f1', surchargePercent: 25 }],
    });
    const cartId = await cartWith(buyer, { streamingProductId: product.id, impressions: 500_000 });
    expect((await flagsOf(buyer)).existsUnpurchasedCartCU).toBe(true);

    const applied = await buyer.request('POST', `/api/cu/carts/${cartId}/applications`, { body: application(advertiserId) });
    expect(applied.status).toBe(201);
    const bookingId = applyCartResponseSchema.parse(applied.body).bookings[0]?.id ?? 0;
    expect((await flagsOf(buyer)).existsUnpurchasedCartCU).toBe(false);
    expect((await flagsOf(station)).receivedOfferPurchaseCU).toBe(true);
    const held = await testApp.db
      .selectFrom('digital_products')
      .select('units_held')
      .where('id', '=', product.id)
      .executeTakeFirst();
    expect(held?.units_held).toBe(500);

    // The station's list and detail: a streaming reception, not a TV one.
    const list = bookingsResponseSchema.parse((await station.request('GET', '/api/cu/receptions')).body);
    expect(list.items.map((item) => item.id)).toEqual([bookingId]);
    expect(list.items[0]).toMatchObject({
      units: 500,
      totalAmount: 600_000,
      airPeriod: { from: '2031-01-10', to: '2031-01-23' },
    });
    const opened = bookingDetailSchema.parse((await station.request('GET', `/api/cu/receptions/${bookingId}`)).body);
    expect(opened.items).toEqual([]);
    const item = opened.digitalItems[0];
    expect(item).toMatchObject({ kind: 'streaming', impressions: 500_000, unitPrice: 1_200, amount: 600_000 });
    expect((await flagsOf(station)).receivedOfferPurchaseCU).toBe(false);

    // 400,000 of the 500,000: the other 100,000 go back on sale at once.
    const decided = await station.request('POST', `/api/cu/receptions/${bookingId}/decisions`, {
      body: { decisions: [{ itemId: item?.id, decision: 'ACCEPT', impressions: 400_000 }], checklist: allChecks },
    });
    expect(decided.status).toBe(200);
    expect(bookingDetailSchema.parse(decided.body).digitalItems[0]).toMatchObject({
      impressions: 400_000,
      appliedImpressions: 500_000,
      amount: 480_000,
    });
    expect((await station.request('POST', `/api/cu/receptions/${bookingId}/contract-notice`, { body: {} })).status).toBe(200);
    const units = await testApp.db
      .selectFrom('digital_products')
      .select(['units_held', 'units_sold'])
      .where('id', '=', product.id)
      .executeTakeFirst();
    expect(units).toEqual({ units_held: 0, units_sold: 400 });

    expect((await flagsOf(buyer)).proceededBookingCU).toBe(true);
    const seen = bookingDetailSchema.parse((await buyer.request('GET', `/api/cu/bookings/${bookingId}`)).body);
    expect(seen).toMatchObject({ status: 'CONTRACTED', contractedUnits: 400, contractedAmount: 480_000 });
    expect(seen.digitalItems[0]).toMatchObject({ status: 'CONTRACTED', impressions: 400_000, appliedImpressions: 500_000 });
    expect((await flagsOf(buyer)).proceededBookingCU).toBe(false);

    // The booking and the cart as sheets: the streaming lines, impressions and yen as numbers.
    const sheetOf = async (client: TestClient, path: string) => {
      const { response, sheet } = await downloadSpreadsheet(testApp.baseUrl, client, path);
      expect(response.status).toBe(200);
      if (!sheet) throw new Error('no sheet');
      const rows = rowsOf(sheet);
      return rows.slice(rows.findIndex((row) => row[0] === '種別'));
    };
    const [heading, line, total, contractedTotal] = await sheetOf(buyer, `/api/cu/bookings/${bookingId}/application.xlsx`);
    expect(heading?.slice(7, 13)).toEqual([
      'インプレッション',
      '単価(CPM・日額)',
      '金額',
      '状態',
      '申込インプレッション',
      '配信実績',
    ]);
    expect(line?.slice(7, 12)).toEqual([400_000, 1_200, 480_000, '契約成立', 500_000]);
    expect(total?.[0]).toBe('合計');
    expect(contractedTotal?.slice(7, 10)).toEqual([400_000, null, 480_000]);
    const proposalCart = await cartWith(buyer, { streamingProductId: product.id, impressions: 200_000, target: 'f1' });
    const [, proposalLine, proposalTotal, average] = await sheetOf(buyer, `/api/cu/carts/${proposalCart}/proposal.xlsx`);
    expect(proposalLine?.slice(6, 10)).toEqual(['F1', 200_000, 1_500, 300_000]);
    expect(proposalTotal?.slice(7, 10)).toEqual([200_000, null, 300_000]);
    expect(average?.slice(7, 9)).toEqual([null, 1_500]);

    // Too early: the delivery window has not ended.
    const item_ = seen.digitalItems[0];
    expectError(
      await station.request('PUT', `/api/cu/receptions/${bookingId}/items/${item_?.id}/delivery`, {
        body: { deliveredImpressions: 380_000, note: '' },
      }),
      'deliveryNotReportable',
    );
    contracted = { bookingId, itemId: item_?.id ?? 0 };
  });

  it('sells a 1-day surface once: after the contract a second buyer cannot apply for the day', async () => {
    const day = await createDigitalProduct(testApp.db, {
      kind: 'ONEDAY',
      stationId,
      areaCode: 'cutrade',
      deliveryStart: '2031-01-15',
    });
    const cartId = await cartWith(buyer, { oneDayProductId: day.id });
    const applied = await buyer.request('POST', `/api/cu/carts/${cartId}/applications`, { body: application(advertiserId) });
    const bookingId = applyCartResponseSchema.parse(applied.body).bookings[0]?.id ?? 0;
    const detail = bookingDetailSchema.parse((await station.request('GET', `/api/cu/receptions/${bookingId}`)).body);
    await station.request('POST', `/api/cu/receptions/${bookingId}/decisions`, {
      body: { decisions: [{ itemId: detail.digitalItems[0]?.id, decision: 'ACCEPT' }], checklist: allChecks },
    });
    expect((await station.request('POST', `/api/cu/receptions/${bookingId}/contract-notice`, { body: {} })).status).toBe(200);

    const second = await newBuyer();
    const secondCart = cartSummarySchema.parse(
      (await second.client.request('POST', '/api/cu/carts', { body: { name: '1day' } })).body,
    );
    expectError(
      await second.client.request('POST', `/api/cu/carts/${secondCart.id}/items`, { body: { oneDayProductId: day.id } }),
      'cartPartiallyAdded',
    );
  });

  it('applies with a material of any length the products offer (6–60 s), and refuses one they do not', async () => {
    const product = await createDigitalProduct(testApp.db, {
      stationId,
      areaCode: 'cutrade',
      adLengths: '6,60',
      unitsOnSale: 100,
      minimumUnits: 1,
    });
    const cartId = await cartWith(buyer, { streamingProductId: product.id, impressions: 10_000 });
    const path = `/api/cu/carts/${cartId}/applications`;
    expectError(
      await buyer.request('POST', path, { body: { ...application(advertiserId), cmLengthSeconds: 15 } }),
      'cmLengthMismatch',
    );
    expectError(await buyer.request('POST', path, { body: { ...application(advertiserId), cmLengthSeconds: 5 } }), 'badRequest');

    const applied = await buyer.request('POST', path, { body: { ...application(advertiserId), cmLengthSeconds: 6 } });
    expect(applied.status).toBe(201);
    const bookingId = applyCartResponseSchema.parse(applied.body).bookings[0]?.id ?? 0;
    const detail = bookingDetailSchema.parse((await buyer.request('GET', `/api/cu/bookings/${bookingId}`)).body);
    expect(detail.cmLengthSeconds).toBe(6);
  });

  it('holds exactly what is on sale when 50 carts apply for the last impressions and the last day at once', async () => {
    const product = await createDigitalProduct(testApp.db, { stationId, areaCode: 'cutrade', unitsOnSale: 300 });
    const day = await createDigitalProduct(testApp.db, {
      kind: 'ONEDAY',
      stationId,
      areaCode: 'cutrade',
      deliveryStart: '2031-01-16',
    });
    const carts = [];
    for (let index = 0; index < 50; index += 1) {
      carts.push(await cartWith(buyer, { streamingProductId: product.id, impressions: 10_000 }));
    }
    const dayCarts = [];
    for (let index = 0; index < 50; index += 1) dayCarts.push(await cartWith(buyer, { oneDayProductId: day.id }));
    const answers = await Promise.all(
      [...carts, ...dayCarts].map((cartId) =>
        buyer.request('POST', `/api/cu/carts/${cartId}/applications`, { body: application(advertiserId) }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(31);
    expect(answers.filter((answer) => answer.status !== 201).every((answer) => answer.status === 409)).toBe(true);
    const counters = await testApp.db
      .selectFrom('digital_products')
      .select(['id', 'units_held'])
      .where('id', 'in', [product.id, day.id])
      .orderBy('id')
      .execute();
    expect(counters.map((row) => row.units_held)).toEqual([300, 1]);
  });

  it('keeps streaming bookings out of the TV lists, and refuses a company without the streaming licences', async () => {
    expect(bookingsResponseSchema.parse((await buyer.request('GET', '/api/cu/bookings')).body).total).toBeGreaterThan(0);
    const tvOnly = await createCompany(testApp.db, { licences: [FUNCTION_LICENCES.booking] });
    const client = await loggedInClient(testApp, (await createUser(testApp.db, { companyId: tvOnly.id })).account);
    expect((await client.request('GET', '/api/cu/bookings')).status).toBe(403);
    expect((await client.request('GET', '/api/bookings')).status).toBe(200);
    expect(buyerCompanyId).toBeGreaterThan(0);
  });
  it('reports delivered impressions after the window, and the buyer sees them beside what was booked', async () => {
    // The day after the window ends (2031-01-23); new logins, as the old sessions are long idle by then.
    clock.advance(Date.parse('2031-01-24T03:00:00.000Z') - clock.now());
    const seller = await testApp.db
      .selectFrom('stations')
      .select('company_id')
      .where('id', '=', stationId)
      .executeTakeFirstOrThrow();
    const desk = await loggedInClient(testApp, (await createUser(testApp.db, { companyId: seller.company_id })).account);
    const reader = await loggedInClient(testApp, (await createUser(testApp.db, { companyId: buyerCompanyId })).account);
    const reported = await desk.request('PUT', `/api/cu/receptions/${contracted.bookingId}/items/${contracted.itemId}/delivery`, {
      body: { deliveredImpressions: 380_000, note: '編成変更により一部未配信' },
    });
    expect(reported.status).toBe(200);
    expect((await flagsOf(reader)).proceededBookingCU).toBe(true);
    const delivered = bookingDetailSchema.parse((await reader.request('GET', `/api/cu/bookings/${contracted.bookingId}`)).body);
    expect(delivered.digitalItems[0]).toMatchObject({
      impressions: 400_000,
      deliveredImpressions: 380_000,
      deliveryNote: '編成変更により一部未配信',
    });
  });
});
