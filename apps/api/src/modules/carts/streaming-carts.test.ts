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
import { createCompany, createDigitalProduct, createSlot, createStation, createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';

// Streaming carts (`/cu/carts`): the TV cart routes over the CU service's carts, whose lines are
// streaming impressions and 1-day days.

let testApp: TestApp;
let buyer: TestClient;
let stationId: number;
let otherAreaStationId: number;

beforeAll(async () => {
  testApp = await startTestApp({ logLevel: 'error' });
  const company = await createCompany(testApp.db, {
    licences: [FUNCTION_LICENCES.cart, FUNCTION_LICENCES.cartStreaming, FUNCTION_LICENCES.slotsStreaming],
  });
  buyer = await loggedInClient(testApp, (await createUser(testApp.db, { companyId: company.id })).account);
  const seller = await createCompany(testApp.db, { businessType: 'BROAD_CASTER' });
  stationId = (await createStation(testApp.db, { companyId: seller.id, areaCode: 'cuarea' })).id;
  otherAreaStationId = (await createStation(testApp.db, { companyId: seller.id, areaCode: 'cuother' })).id;
});
afterAll(() => testApp.close());

function expectError(response: TestResponse, name: ApiErrorName) {
  expect(response.status).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors[0]?.code).toBe(API_ERRORS[name].code);
}

async function newCart(name = '配信カート') {
  const response = await buyer.request('POST', '/api/cu/carts', { body: { name } });
  expect(response.status).toBe(201);
  return cartSummarySchema.parse(response.body);
}

describe('streaming carts', () => {
  it('take streaming impressions at the targeting’s CPM and a 1-day day, and sum them', async () => {
    const streaming = await createDigitalProduct(testApp.db, {
      stationId,
      areaCode: 'cuarea',
      price: 1_200,
      unitsOnSale: 1_000,
      minimumUnits: 100,
      targets: [{ target: 'f1', surchargePercent: 25 }],
    });
    const day = await createDigitalProduct(testApp.db, { kind: 'ONEDAY', stationId, areaCode: 'cuarea', price: 1_500_000 });
    const cart = await newCart();
    expect(cart.service).toBe('CU');

    const added = await buyer.request('POST', `/api/cu/carts/${cart.id}/items`, {
      body: { streamingProductId: streaming.id, impressions: 500_000, target: 'f1' },
    });
    expect(added.status).toBe(201);
    expect(cartSummarySchema.parse(added.body)).toMatchObject({ area: { code: 'cuarea' }, itemCount: 1, currentValue: 750_000 });
    expect((await buyer.request('POST', `/api/cu/carts/${cart.id}/items`, { body: { oneDayProductId: day.id } })).status).toBe(
      201,
    );

    const detail = cartDetailSchema.parse((await buyer.request('GET', `/api/cu/carts/${cart.id}`)).body);
    expect(detail.items).toEqual([]);
    expect(detail.currentValue).toBe(2_250_000);
    expect(
      detail.digitalItems.map((item) => [item.kind, item.quantity, item.impressions, item.target, item.unitPrice, item.amount]),
    ).toEqual([
      ['streaming', 500, 500_000, 'f1', 1_500, 750_000],
      ['oneday', 1, 1_000_000, null, 1_500_000, 1_500_000],
    ]);
    expect(detail.digitalItems[0]?.streaming?.id).toBe(streaming.id);
    expect(detail.digitalItems[1]?.oneDay?.id).toBe(day.id);
    expect(detail.digitalItems.every((item) => item.available)).toBe(true);

    // A streaming cart is not a TV cart: each list shows its own.
    const streamingList = cartsResponseSchema.parse((await buyer.request('GET', '/api/cu/carts')).body);
    expect(streamingList.carts.map((listed) => listed.id)).toContain(cart.id);
    const tvList = cartsResponseSchema.parse((await buyer.request('GET', '/api/carts')).body);
    expect(tvList.carts.map((listed) => listed.id)).not.toContain(cart.id);
    expectError(await buyer.request('GET', `/api/carts/${cart.id}`), 'cartNotFound');
  });

  it('refuse less than the minimum, more than is left, a second of the same day, an unknown targeting and a slot', async () => {
    const streaming = await createDigitalProduct(testApp.db, {
      stationId,
      areaCode: 'cuarea',
      unitsOnSale: 300,
      minimumUnits: 100,
    });
    const day = await createDigitalProduct(testApp.db, {
      kind: 'ONEDAY',
      stationId,
      areaCode: 'cuarea',
      deliveryStart: '2031-01-11',
    });
    const cart = await newCart();
    const add = (body: object) => buyer.request('POST', `/api/cu/carts/${cart.id}/items`, { body });
    expectError(await add({ streamingProductId: streaming.id, impressions: 99_000 }), 'cartPartiallyAdded');
    expectError(await add({ streamingProductId: streaming.id, impressions: 301_000 }), 'cartPartiallyAdded');
    expect((await add({ streamingProductId: streaming.id, impressions: 1_500 })).status).toBe(400);
    expectError(await add({ streamingProductId: streaming.id, impressions: 100_000, target: 'm1' }), 'badRequest');
    expect((await add({ oneDayProductId: day.id })).status).toBe(201);
    expectError(await add({ oneDayProductId: day.id }), 'cartPartiallyAdded');
    const slot = await createSlot(testApp.db, { stationId, areaCode: 'cuarea' });
    expectError(await add({ slotId: slot.id, quantity: 1 }), 'badRequest');
    // A TV cart takes no streaming product either.
    const tv = cartSummarySchema.parse((await buyer.request('POST', '/api/carts', { body: { name: 'TV' } })).body);
    expectError(
      await buyer.request('POST', `/api/carts/${tv.id}/items`, {
        body: { streamingProductId: streaming.id, impressions: 100_000 },
      }),
      'badRequest',
    );
  });

  it('change a streaming line’s impressions within what is left and the minimum, and never a 1-day line’s day', async () => {
    const streaming = await createDigitalProduct(testApp.db, {
      stationId,
      areaCode: 'cuarea',
      unitsOnSale: 400,
      minimumUnits: 100,
    });
    const day = await createDigitalProduct(testApp.db, {
      kind: 'ONEDAY',
      stationId,
      areaCode: 'cuarea',
      deliveryStart: '2031-01-12',
    });
    const cart = await newCart();
    await buyer.request('POST', `/api/cu/carts/${cart.id}/items`, {
      body: { streamingProductId: streaming.id, impressions: 100_000 },
    });
    await buyer.request('POST', `/api/cu/carts/${cart.id}/items`, { body: { oneDayProductId: day.id } });
    const detail = cartDetailSchema.parse((await buyer.request('GET', `/api/cu/carts/${cart.id}`)).body);
    const line = detail.digitalItems.find((item) => item.kind === 'streaming');
    const dayLine = detail.digitalItems.find((item) => item.kind === 'oneday');
    const change = (itemId: number | undefined, body: object) =>
      buyer.request('PATCH', `/api/cu/carts/${cart.id}/items/${itemId}`, { body });

    const changed = await change(line?.id, { impressions: 350_000 });
    expect(changed.status).toBe(200);
    expect(cartSummarySchema.parse(changed.body).currentValue).toBe(350 * 1_200 + 1_500_000);
    expectError(await change(line?.id, { impressions: 401_000 }), 'cartPartiallyAdded');
    expectError(await change(line?.id, { impressions: 99_000 }), 'cartPartiallyAdded');
    expectError(await change(line?.id, { quantity: 2 }), 'badRequest');
    expectError(await change(dayLine?.id, { impressions: 2_000 }), 'badRequest');
  });

  it('keep one area, and are refused to a company without the streaming cart licence', async () => {
    const here = await createDigitalProduct(testApp.db, { stationId, areaCode: 'cuarea' });
    const there = await createDigitalProduct(testApp.db, { stationId: otherAreaStationId, areaCode: 'cuother' });
    const cart = await newCart();
    expect(
      (
        await buyer.request('POST', `/api/cu/carts/${cart.id}/items`, {
          body: { streamingProductId: here.id, impressions: 1_000 },
        })
      ).status,
    ).toBe(201);
    expectError(
      await buyer.request('POST', `/api/cu/carts/${cart.id}/items`, {
        body: { streamingProductId: there.id, impressions: 1_000 },
      }),
      'cartAreaMismatch',
    );

    const tvOnly = await createCompany(testApp.db, { licences: [FUNCTION_LICENCES.cart] });
    const client = await loggedInClient(testApp, (await createUser(testApp.db, { companyId: tvOnly.id })).account);
    expect((await client.request('GET', '/api/cu/carts')).status).toBe(403);
    expect((await client.request('GET', '/api/carts')).status).toBe(200);
  });
});
