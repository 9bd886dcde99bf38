import {
  API_ERRORS,
  type ApiErrorName,
  apiErrorBodySchema,
  cartDetailSchema,
  cartSummarySchema,
  cartsResponseSchema,
  FUNCTION_LICENCES,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { startDemoTestApp } from '../../test/demo-test-app';
import { createSlot } from '../../test/factories';
import { loggedInClient, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';

let testApp: TestApp;
let agency: TestClient;
let stations: Map<string, number>;

beforeAll(async () => {
  // The areas and stations only: each test makes the slots it needs.
  testApp = await startDemoTestApp({ today: '2031-01-06', weeks: 0 });
  stations = new Map((await testApp.db.selectFrom('stations').select(['id', 'code']).execute()).map((row) => [row.code, row.id]));
  agency = await loggedInClient(testApp, 'agency-admin@demo.tvcm.jp', DEMO_PASSWORD);
});
afterAll(() => testApp.close());

const stationId = (code: string) => stations.get(code) ?? 0;
const kantoSlot = (values: Omit<Parameters<typeof createSlot>[1], 'stationId' | 'areaCode'> = {}) =>
  createSlot(testApp.db, { stationId: stationId('kanto-JNN'), areaCode: 'kanto', ...values });
const kansaiSlot = (values: Omit<Parameters<typeof createSlot>[1], 'stationId' | 'areaCode'> = {}) =>
  createSlot(testApp.db, { stationId: stationId('kansai-JNN'), areaCode: 'kansai', ...values });

async function newCart(client: TestClient = agency, name = 'テストカート') {
  const response = await client.request('POST', '/api/carts', { body: { name } });
  expect(response.status).toBe(201);
  return cartSummarySchema.parse(response.body);
}

const addItem = (cartId: number, slotId: number, quantity = 1, client: TestClient = agency) =>
  client.request('POST', `/api/carts/${cartId}/items`, { body: { slotId, quantity } });

function expectError(response: TestResponse, name: ApiErrorName, params?: Record<string, string>) {
  expect(response.status).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors).toEqual([
    { code: API_ERRORS[name].code, statusCode: API_ERRORS[name].status, ...(params ? { params } : {}) },
  ]);
}

describe('carts', () => {
  it('creates named carts and lists the company’s live ones, newest first', async () => {
    const first = await newCart(agency, '年末キャンペーン');
    const second = await newCart(agency, '新春キャンペーン');
    expect(second).toMatchObject({
      name: '新春キャンペーン',
      status: 'OPEN',
      area: null,
      itemCount: 0,
      units: 0,
      currentValue: 0,
    });
    const { carts } = cartsResponseSchema.parse((await agency.request('GET', '/api/carts')).body);
    const ids = carts.map((cart) => cart.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('adds a slot, sets the cart’s area, adds more units to the same line, and figures value, GRP and per-cost', async () => {
    const cart = await newCart();
    const slot = await kantoSlot({ price: 600_000, unitsOnSale: 3, ratingHousehold: 750 });
    const added = await addItem(cart.id, slot.id, 1);
    expect(added.status).toBe(201);
    expect(cartSummarySchema.parse(added.body)).toMatchObject({ area: { code: 'kanto', name: '関東' }, itemCount: 1, units: 1 });
    const more = cartSummarySchema.parse((await addItem(cart.id, slot.id, 2)).body);
    expect(more).toMatchObject({ itemCount: 1, units: 3, currentValue: 1_800_000 });

    const detail = cartDetailSchema.parse((await agency.request('GET', `/api/carts/${cart.id}`)).body);
    expect(detail.items).toHaveLength(1);
    expect(detail.items[0]).toMatchObject({ quantity: 3, amount: 1_800_000, slot: { id: slot.id, rating: 750 } });
    expect(detail.grp).toBe(2250);
    expect(detail.averagePerCost).toBe(80_000);
  });

  it('refuses a slot of another area with CRT00007 naming the cart’s area, and nothing is added', async () => {
    const cart = await newCart();
    expect((await addItem(cart.id, (await kantoSlot()).id)).status).toBe(201);
    expectError(await addItem(cart.id, (await kansaiSlot()).id), 'cartAreaMismatch', { area: '関東' });
    const detail = cartDetailSchema.parse((await agency.request('GET', `/api/carts/${cart.id}`)).body);
    expect(detail.items.map((item) => item.slot.station.areaCode)).toEqual(['kanto']);
  });

  it('refuses with CRT00055 more units than remain, a sold-out slot, a withdrawn one and one outside its sales period', async () => {
    const cart = await newCart();
    const twoLeft = await kantoSlot({ unitsOnSale: 3, unitsSold: 1 });
    expectError(await addItem(cart.id, twoLeft.id, 3), 'cartPartiallyAdded');
    expect((await addItem(cart.id, twoLeft.id, 2)).status).toBe(201);
    expectError(await addItem(cart.id, twoLeft.id, 1), 'cartPartiallyAdded');
    expectError(await addItem(cart.id, (await kantoSlot({ unitsOnSale: 1, unitsSold: 1 })).id), 'cartPartiallyAdded');
    expectError(await addItem(cart.id, (await kantoSlot({ status: 'WITHDRAWN' })).id), 'cartPartiallyAdded');
    expectError(
      await addItem(cart.id, (await kantoSlot({ salesStart: '2000-01-01', salesEnd: '2000-12-31' })).id),
      'cartPartiallyAdded',
    );
    expectError(await addItem(cart.id, 2_000_000_000), 'cartPartiallyAdded');
  });

  it('answers CRT04001 for a cart that is deleted, missing or another company’s, and changes nothing', async () => {
    const cart = await newCart();
    const slot = await kantoSlot();
    const advertiser = await loggedInClient(testApp, 'advertiser@demo.tvcm.jp', DEMO_PASSWORD);
    expectError(await addItem(cart.id, slot.id, 1, advertiser), 'cartNotFound');
    expectError(await advertiser.request('GET', `/api/carts/${cart.id}`), 'cartNotFound');
    expectError(await advertiser.request('DELETE', `/api/carts/${cart.id}`), 'cartNotFound');

    expect((await agency.request('DELETE', `/api/carts/${cart.id}`)).status).toBe(204);
    expectError(await addItem(cart.id, slot.id), 'cartNotFound');
    expectError(await agency.request('GET', `/api/carts/${cart.id}`), 'cartNotFound');
    const { carts } = cartsResponseSchema.parse((await agency.request('GET', '/api/carts')).body);
    expect(carts.map((listed) => listed.id)).not.toContain(cart.id);
    expectError(await addItem(2_000_000_000, slot.id), 'cartNotFound');
  });

  it('gives up the area when the last item goes, so the next slot may be of any area', async () => {
    const cart = await newCart();
    await addItem(cart.id, (await kantoSlot()).id);
    const [item] = cartDetailSchema.parse((await agency.request('GET', `/api/carts/${cart.id}`)).body).items;
    expect((await agency.request('DELETE', `/api/carts/${cart.id}/items/${item?.id}`)).status).toBe(204);
    const added = await addItem(cart.id, (await kansaiSlot()).id);
    expect(cartSummarySchema.parse(added.body).area).toEqual({ code: 'kansai', name: '関西' });
  });

  it('lets a trial company add only slots of the stations that granted it', async () => {
    // The demo trial company searches only; here it has been given the cart licence as well.
    const trialCompany = await testApp.db
      .selectFrom('companies')
      .select('id')
      .where('code', '=', '00000T0001')
      .executeTakeFirstOrThrow();
    await testApp.db
      .insertInto('company_function_licenses')
      .values({ company_id: trialCompany.id, code: FUNCTION_LICENCES.cart })
      .execute();
    const trial = await loggedInClient(testApp, 'trial@demo.tvcm.jp', DEMO_PASSWORD);
    const cart = await newCart(trial);
    expectError(await addItem(cart.id, (await kantoSlot()).id, 1, trial), 'cartPartiallyAdded');
    const granted = await createSlot(testApp.db, { stationId: stationId('kanto-NNN'), areaCode: 'kanto' });
    expect((await addItem(cart.id, granted.id, 1, trial)).status).toBe(201);
  });
});

describe('concurrent additions to one new cart', () => {
  it('never leave slots of two areas in it', async () => {
    const cart = await newCart();
    const kanto = await Promise.all(
      Array.from({ length: 5 }, (_, index) => kantoSlot({ startSecond: 1_000 + index, unitsOnSale: 99 })),
    );
    const kansai = await Promise.all(
      Array.from({ length: 5 }, (_, index) => kansaiSlot({ startSecond: 1_000 + index, unitsOnSale: 99 })),
    );
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => {
        const slots = index % 2 === 0 ? kanto : kansai;
        return addItem(cart.id, slots[index % slots.length]?.id ?? 0);
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);

    const items = await testApp.db.selectFrom('cart_items').select('area_code').where('cart_id', '=', cart.id).execute();
    const areas = new Set(items.map((item) => item.area_code));
    expect(areas.size).toBe(1);
    const stored = await testApp.db.selectFrom('carts').select('area').where('id', '=', cart.id).executeTakeFirstOrThrow();
    expect([...areas]).toEqual([stored.area]);
  });
});
