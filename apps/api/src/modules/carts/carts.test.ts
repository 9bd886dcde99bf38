import {
  API_ERRORS,
  type ApiErrorName,
  apiErrorBodySchema,
  broadcastSeconds,
  businessDateOf,
  CART_NAME_MAX_LENGTH,
  cartDetailSchema,
  cartSummarySchema,
  cartsResponseSchema,
  currentCartSchema,
  FUNCTION_LICENCES,
  notificationsResponseSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPREADSHEET_CONTENT_TYPE } from '../../lib/spreadsheet';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { startDemoTestApp } from '../../test/demo-test-app';
import { downloadSpreadsheet, rowsOf } from '../../test/download-spreadsheet';
import { createCompany, createSlot } from '../../test/factories';
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

  it('figures ratings, GRP, per-cost and CPM for the target and rating type asked for', async () => {
    const cart = await newCart();
    const rated = await kantoSlot({ price: 600_000, unitsOnSale: 3, ratingHousehold: 800 });
    const unrated = await kantoSlot({ price: 100_000, ratingHousehold: 400 });
    await testApp.db.updateTable('slots').set({ rating_pc7_individual: 500 }).where('id', '=', rated.id).execute();
    expect((await addItem(cart.id, rated.id, 2)).status).toBe(201);
    expect((await addItem(cart.id, unrated.id, 1)).status).toBe(201);
    const universe = await testApp.db
      .selectFrom('target_universes')
      .select('universe')
      .where('area_code', '=', 'kanto')
      .where('target', '=', 'individual')
      .executeTakeFirstOrThrow();

    const pc7 = cartDetailSchema.parse(
      (await agency.request('GET', `/api/carts/${cart.id}?target=individual&ratingType=pc7`)).body,
    );
    expect(pc7).toMatchObject({ target: 'individual', ratingType: 'pc7', grp: 1000, averagePerCost: 120_000 });
    // Only the rated line counts: 1,200,000 yen over 10 % of the universe, twice.
    expect(pc7.averageCpm).toBe(Math.round((1_200_000 / (0.1 * universe.universe)) * 1000));
    const line = (slotId: number) => pc7.items.find((item) => item.slot.id === slotId)?.slot;
    expect(line(rated.id)).toMatchObject({ rating: 500, perCost: 120_000 });
    expect(line(unrated.id)).toMatchObject({ rating: null, perCost: null, cpm: null });

    const household = cartDetailSchema.parse((await agency.request('GET', `/api/carts/${cart.id}`)).body);
    expect(household).toMatchObject({ target: 'household', ratingType: 'realtime', grp: 2000 });
    expect(household.averagePerCost).toBe(Math.round((1_300_000 * 100) / 2000));
    expect(household.averageCpm).not.toBeNull();

    expectError(await agency.request('GET', `/api/carts/${cart.id}?target=individual&ratingType=household4w`), 'badRequest');
  });

  it('has no average CPM or per-cost for an empty cart', async () => {
    const cart = await newCart();
    const detail = cartDetailSchema.parse((await agency.request('GET', `/api/carts/${cart.id}?target=core&ratingType=pc7`)).body);
    expect(detail).toMatchObject({ grp: 0, averagePerCost: null, averageCpm: null });
  });

  it('downloads the cart as a proposal sheet: the lines in air order, numbers as numbers, the totals, a Japanese dated name', async () => {
    const cart = await newCart(agency, '年末/提案');
    const late = await kantoSlot({
      date: '2031-01-07',
      startSecond: broadcastSeconds(25, 30),
      price: 400_000,
      ratingHousehold: 600,
    });
    const early = await kantoSlot({
      date: '2031-01-07',
      startSecond: broadcastSeconds(7, 0),
      price: 200_000,
      ratingHousehold: null,
    });
    await testApp.db.updateTable('slots').set({ rating_pc7_individual: 500 }).where('id', '=', late.id).execute();
    expect((await addItem(cart.id, late.id, 2)).status).toBe(201);
    expect((await addItem(cart.id, early.id, 1)).status).toBe(201);
    const figures = cartDetailSchema.parse(
      (await agency.request('GET', `/api/carts/${cart.id}?target=individual&ratingType=pc7`)).body,
    );

    // The app's clock is the real one here: the file is dated today in JST.
    const today = businessDateOf(Date.now());
    const stamp = today.replaceAll('-', '');
    const { response, sheet } = await downloadSpreadsheet(
      testApp.baseUrl,
      agency,
      `/api/carts/${cart.id}/proposal.xlsx?target=individual&ratingType=pc7`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(SPREADSHEET_CONTENT_TYPE);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="proposal-${cart.id}-${stamp}.xlsx"; filename*=UTF-8''${encodeURIComponent(`提案書_年末_提案_${stamp}.xlsx`)}`,
    );
    if (!sheet) throw new Error('no sheet');
    const rows = rowsOf(sheet);
    expect(rows.slice(1, 5)).toEqual([
      ['カート名', '年末/提案'],
      ['エリア', '関東'],
      ['集計条件', '個人全体・P+C7'],
      ['作成日', new Date(`${today}T00:00:00Z`)],
    ]);
    const station = figures.items[0]?.slot.station.name;
    expect(rows[6]).toEqual([
      '放送局',
      '放送日',
      '放送時間',
      '秒数',
      'SB/PT',
      '番組',
      '枠数',
      '単価',
      '金額',
      '視聴率(%)',
      'GRP',
      'パーコスト',
      'CPM',
      '販売終了日',
    ]);
    const day = new Date('2031-01-07T00:00:00Z');
    const salesEnd = new Date('2099-12-31T00:00:00Z');
    expect(rows[7]).toEqual([station, day, '7:00', 15, 'PT', null, 1, 200_000, 200_000, null, null, null, null, salesEnd]);
    const lateLine = figures.items.find((item) => item.slot.id === late.id)?.slot;
    expect(rows[8]).toEqual([station, day, '25:30', 15, 'PT', null, 2, 400_000, 800_000, 5, 10, 80_000, lateLine?.cpm, salesEnd]);
    expect(rows[9]).toEqual(['合計', null, null, null, null, null, 3, null, 1_000_000, null, 10]);
    expect(rows[10]).toEqual(['平均', null, null, null, null, null, null, null, null, null, null, 80_000, figures.averageCpm]);
    expect(rows).toHaveLength(11);
    expect(sheet.getCell('H8').numFmt).toBe('#,##0"円"');
    expect(sheet.getCell('J9').numFmt).toBe('0.0');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 7 });
  });

  it('refuses the proposal sheet of another company’s cart, and of no cart, with CRT04001', async () => {
    const cart = await newCart();
    const advertiser = await loggedInClient(testApp, 'advertiser@demo.tvcm.jp', DEMO_PASSWORD);
    for (const [client, cartId] of [
      [advertiser, cart.id],
      [agency, 2_000_000_000],
    ] as const) {
      const { response, text } = await downloadSpreadsheet(testApp.baseUrl, client, `/api/carts/${cartId}/proposal.xlsx`);
      expect(response.status).toBe(API_ERRORS.cartNotFound.status);
      expect(JSON.parse(text).errors[0].code).toBe(API_ERRORS.cartNotFound.code);
    }
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
    // The demo trial company may see the 関東 ANN station (a view-only grant): enough to fill a cart.
    const trial = await loggedInClient(testApp, 'trial@demo.tvcm.jp', DEMO_PASSWORD);
    const cart = await newCart(trial);
    expectError(await addItem(cart.id, (await kantoSlot()).id, 1, trial), 'cartPartiallyAdded');
    const granted = await createSlot(testApp.db, { stationId: stationId('kanto-ANN'), areaCode: 'kanto' });
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

describe('the cart list', () => {
  it('gives each cart its stations, units, value, household GRP, maker and status; a sent one names its sender', async () => {
    const cart = await newCart(agency, '一覧の確認');
    const jnn = await kantoSlot({ price: 300_000, unitsOnSale: 5, ratingHousehold: 650 });
    const nnn = await createSlot(testApp.db, {
      stationId: stationId('kanto-NNN'),
      areaCode: 'kanto',
      price: 200_000,
      ratingHousehold: null,
    });
    await addItem(cart.id, jnn.id, 2);
    await addItem(cart.id, nnn.id, 1);

    const { carts } = cartsResponseSchema.parse((await agency.request('GET', '/api/carts')).body);
    const listed = carts.find((candidate) => candidate.id === cart.id);
    const shortNames = await testApp.db
      .selectFrom('stations')
      .select(['id', 'short_name'])
      .where('id', 'in', [stationId('kanto-NNN'), stationId('kanto-JNN')])
      .orderBy('remote_key')
      .execute();
    expect(listed).toMatchObject({
      name: '一覧の確認',
      status: 'OPEN',
      area: { code: 'kanto', name: '関東' },
      itemCount: 2,
      units: 3,
      currentValue: 800_000,
      // The slot without a household rating adds nothing.
      householdGrp: 1300,
      createdBy: '山田 太郎',
      sentBy: null,
      sentAt: null,
      stations: shortNames.map((station) => ({ id: station.id, shortName: station.short_name })),
    });
  });
});

describe('renaming, duplicating and changing units', () => {
  it('renames a cart, and refuses an empty name or another company’s cart', async () => {
    const cart = await newCart(agency, '旧名');
    const renamed = await agency.request('PATCH', `/api/carts/${cart.id}`, { body: { name: '  新名  ' } });
    expect(renamed.status).toBe(200);
    expect(cartSummarySchema.parse(renamed.body).name).toBe('新名');
    expectError(await agency.request('PATCH', `/api/carts/${cart.id}`, { body: { name: ' ' } }), 'badRequest');
    const advertiser = await loggedInClient(testApp, 'advertiser@demo.tvcm.jp', DEMO_PASSWORD);
    expectError(await advertiser.request('PATCH', `/api/carts/${cart.id}`, { body: { name: '乗っ取り' } }), 'cartNotFound');
  });

  it('duplicates a cart as a new open one named “… のコピー” with the same lines, whatever the original’s status', async () => {
    const cart = await newCart(agency, '年末');
    const first = await kantoSlot({ unitsOnSale: 5 });
    const second = await kantoSlot({ startSecond: 60_000, unitsOnSale: 5 });
    await addItem(cart.id, first.id, 2);
    await addItem(cart.id, second.id, 1);
    await testApp.db.updateTable('carts').set({ status: 'APPLIED' }).where('id', '=', cart.id).execute();

    const response = await agency.request('POST', `/api/carts/${cart.id}/duplicates`);
    expect(response.status).toBe(201);
    const copy = cartSummarySchema.parse(response.body);
    expect(copy).toMatchObject({ name: '年末 のコピー', status: 'OPEN', area: { code: 'kanto' }, itemCount: 2, units: 3 });
    expect(copy.id).not.toBe(cart.id);
    const detail = cartDetailSchema.parse((await agency.request('GET', `/api/carts/${copy.id}`)).body);
    expect(detail.items.map((item) => [item.slot.id, item.quantity])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
    // The copy is a cart of its own: changing it leaves the original as it was.
    expect((await agency.request('DELETE', `/api/carts/${copy.id}/items/${detail.items[0]?.id}`)).status).toBe(204);
    expect(cartDetailSchema.parse((await agency.request('GET', `/api/carts/${cart.id}`)).body).units).toBe(3);
  });

  it('never gives two of a company’s carts the same name: a new, renamed or copied one is numbered', async () => {
    const first = await newCart(agency, '関東 12/9 カート');
    expect(first.name).toBe('関東 12/9 カート');
    expect((await newCart(agency, '関東 12/9 カート')).name).toBe('関東 12/9 カート (2)');
    expect((await newCart(agency, '関東 12/9 カート')).name).toBe('関東 12/9 カート (3)');
    const other = await newCart(agency, '別名');
    const renamed = await agency.request('PATCH', `/api/carts/${other.id}`, { body: { name: '関東 12/9 カート' } });
    expect(cartSummarySchema.parse(renamed.body).name).toBe('関東 12/9 カート (4)');
    // Renaming a cart to its own name keeps it; a deleted cart's name is free again.
    const same = await agency.request('PATCH', `/api/carts/${first.id}`, { body: { name: '関東 12/9 カート' } });
    expect(cartSummarySchema.parse(same.body).name).toBe('関東 12/9 カート');
    const copy = cartSummarySchema.parse((await agency.request('POST', `/api/carts/${first.id}/duplicates`)).body);
    const again = cartSummarySchema.parse((await agency.request('POST', `/api/carts/${first.id}/duplicates`)).body);
    expect([copy.name, again.name]).toEqual(['関東 12/9 カート のコピー', '関東 12/9 カート のコピー (2)']);
    expect((await agency.request('DELETE', `/api/carts/${again.id}`)).status).toBe(204);
    const third = cartSummarySchema.parse((await agency.request('POST', `/api/carts/${first.id}/duplicates`)).body);
    expect(third.name).toBe('関東 12/9 カート のコピー (2)');
  });

  it('keeps a copy’s name within the limit, the suffix shown', async () => {
    const cart = await newCart(agency, 'あ'.repeat(CART_NAME_MAX_LENGTH));
    const copy = cartSummarySchema.parse((await agency.request('POST', `/api/carts/${cart.id}/duplicates`)).body);
    expect(copy.name).toHaveLength(CART_NAME_MAX_LENGTH);
    expect(copy.name.endsWith(' のコピー')).toBe(true);
  });

  it('changes a line’s units within what the slot has left, and refuses more with CRT00055', async () => {
    const cart = await newCart();
    const slot = await kantoSlot({ price: 100_000, unitsOnSale: 4, unitsSold: 1 });
    await addItem(cart.id, slot.id, 1);
    const [item] = cartDetailSchema.parse((await agency.request('GET', `/api/carts/${cart.id}`)).body).items;
    const itemPath = `/api/carts/${cart.id}/items/${item?.id}`;

    const changed = await agency.request('PATCH', itemPath, { body: { quantity: 3 } });
    expect(changed.status).toBe(200);
    expect(cartSummarySchema.parse(changed.body)).toMatchObject({ units: 3, currentValue: 300_000 });
    expectError(await agency.request('PATCH', itemPath, { body: { quantity: 4 } }), 'cartPartiallyAdded');
    expectError(await agency.request('PATCH', itemPath, { body: { quantity: 0 } }), 'badRequest');

    await testApp.db.updateTable('slots').set({ status: 'WITHDRAWN' }).where('id', '=', slot.id).execute();
    expectError(await agency.request('PATCH', itemPath, { body: { quantity: 1 } }), 'cartPartiallyAdded');
    expect(cartDetailSchema.parse((await agency.request('GET', `/api/carts/${cart.id}`)).body).units).toBe(3);
  });

  it('answers 404 for a line not in the cart and CRT04001 for another company’s cart', async () => {
    const cart = await newCart();
    const other = await newCart();
    await addItem(other.id, (await kantoSlot()).id);
    const [item] = cartDetailSchema.parse((await agency.request('GET', `/api/carts/${other.id}`)).body).items;
    expectError(await agency.request('PATCH', `/api/carts/${cart.id}/items/${item?.id}`, { body: { quantity: 1 } }), 'notFound');
    const advertiser = await loggedInClient(testApp, 'advertiser@demo.tvcm.jp', DEMO_PASSWORD);
    expectError(
      await advertiser.request('PATCH', `/api/carts/${other.id}/items/${item?.id}`, { body: { quantity: 1 } }),
      'cartNotFound',
    );
  });

  it('fixes the lines of a cart sent on or applied for, and adds none (CRT00010)', async () => {
    for (const status of ['SENT', 'APPLIED'] as const) {
      const cart = await newCart();
      await addItem(cart.id, (await kantoSlot({ unitsOnSale: 5 })).id);
      const [item] = cartDetailSchema.parse((await agency.request('GET', `/api/carts/${cart.id}`)).body).items;
      await testApp.db.updateTable('carts').set({ status }).where('id', '=', cart.id).execute();
      const itemPath = `/api/carts/${cart.id}/items/${item?.id}`;
      expectError(await agency.request('PATCH', itemPath, { body: { quantity: 2 } }), 'cartNotApplicable');
      expectError(await agency.request('DELETE', itemPath), 'cartNotApplicable');
      expectError(await addItem(cart.id, (await kantoSlot()).id), 'cartNotApplicable');
    }
  });
});

describe('whether each line is still available', () => {
  it('marks the lines whose slot has stopped selling or has fewer units left than the line asks for', async () => {
    const cart = await newCart();
    const fine = await kantoSlot({ startSecond: 10_000, unitsOnSale: 3 });
    const soldMeanwhile = await kantoSlot({ startSecond: 20_000, unitsOnSale: 3 });
    const fewerLeft = await kantoSlot({ startSecond: 30_000, unitsOnSale: 3 });
    const withdrawn = await kantoSlot({ startSecond: 40_000, unitsOnSale: 3 });
    const salesOver = await kantoSlot({ startSecond: 50_000, unitsOnSale: 3 });
    for (const slot of [fine, soldMeanwhile, fewerLeft, withdrawn, salesOver]) await addItem(cart.id, slot.id, 2);
    await testApp.db.updateTable('slots').set({ units_sold: 3 }).where('id', '=', soldMeanwhile.id).execute();
    await testApp.db.updateTable('slots').set({ units_held: 2 }).where('id', '=', fewerLeft.id).execute();
    await testApp.db.updateTable('slots').set({ status: 'WITHDRAWN' }).where('id', '=', withdrawn.id).execute();
    await testApp.db
      .updateTable('slots')
      .set({ sales_start: '2000-01-01', sales_end: '2000-12-31' })
      .where('id', '=', salesOver.id)
      .execute();

    const detail = cartDetailSchema.parse((await agency.request('GET', `/api/carts/${cart.id}`)).body);
    expect(detail.items.map((item) => [item.slot.id, item.available])).toEqual([
      [fine.id, true],
      [soldMeanwhile.id, false],
      [fewerLeft.id, false],
      [withdrawn.id, false],
      [salesOver.id, false],
    ]);
  });
});

describe('sending a cart to a partner', () => {
  let advertiser: TestClient;
  let agencyCompany: { id: number; code: string; name: string };
  let advertiserCompany: { id: number; code: string; name: string };
  const company = (code: string) =>
    testApp.db.selectFrom('companies').select(['id', 'code', 'name']).where('code', '=', code).executeTakeFirstOrThrow();
  const send = (cartId: number, companyCode: string, client: TestClient = agency) =>
    client.request('POST', `/api/carts/${cartId}/sendings`, { body: { companyCode } });
  const notifications = async (client: TestClient) =>
    notificationsResponseSchema.parse((await client.request('GET', '/api/notifications')).body);
  const listOf = async (client: TestClient) => cartsResponseSchema.parse((await client.request('GET', '/api/carts')).body).carts;

  beforeAll(async () => {
    agencyCompany = await company('0000A00001');
    advertiserCompany = await company('0000B00001');
    // The agency and its client work together (advertiser settings); the row names the agency first.
    await testApp.db
      .insertInto('company_partners')
      .values({
        agency_company_id: agencyCompany.id,
        advertiser_company_id: advertiserCompany.id,
        created_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    advertiser = await loggedInClient(testApp, 'advertiser@demo.tvcm.jp', DEMO_PASSWORD);
  });

  async function cartWithSlot(client: TestClient = agency, name = '送信テスト') {
    const cart = await newCart(client, name);
    const slot = await kantoSlot({ unitsOnSale: 5, price: 250_000 });
    expect((await addItem(cart.id, slot.id, 2, client)).status).toBe(201);
    return { cart, slot };
  }

  it('gives the partner its own received copy and marks the sender’s cart sent; opening the copy makes it open', async () => {
    const { cart, slot } = await cartWithSlot(agency, '春の提案');
    const response = await send(cart.id, advertiserCompany.code);
    expect(response.status).toBe(201);
    const sent = cartSummarySchema.parse(response.body);
    expect(sent).toMatchObject({ id: cart.id, status: 'SENT', units: 2 });
    expect(sent.sentAt).not.toBeNull();

    const copy = (await listOf(advertiser)).find((listed) => listed.name === '春の提案' && listed.status === 'RECEIVED');
    expect(copy).toMatchObject({
      area: { code: 'kanto' },
      units: 2,
      currentValue: 500_000,
      createdBy: '山田 太郎',
      sentBy: { code: agencyCompany.code, name: agencyCompany.name },
    });
    expect(copy?.sentAt).toBe(sent.sentAt);
    expect((await notifications(advertiser)).receivedCart).toBe(true);

    const opened = cartDetailSchema.parse((await advertiser.request('GET', `/api/carts/${copy?.id}`)).body);
    expect(opened.status).toBe('OPEN');
    expect(opened.items.map((item) => [item.slot.id, item.quantity])).toEqual([[slot.id, 2]]);
    expect((await listOf(advertiser)).find((listed) => listed.id === copy?.id)?.status).toBe('OPEN');
    expect((await notifications(advertiser)).receivedCart).toBe(false);
    // The sender's cart is not the receiver's: its lines stay as they were.
    expect(cartDetailSchema.parse((await agency.request('GET', `/api/carts/${cart.id}`)).body).status).toBe('SENT');
  });

  it('works in either direction of the partnership', async () => {
    const { cart } = await cartWithSlot(advertiser, '広告主から');
    expect((await send(cart.id, agencyCompany.code, advertiser)).status).toBe(201);
    const received = (await listOf(agency)).find((listed) => listed.name === '広告主から');
    expect(received).toMatchObject({ status: 'RECEIVED', sentBy: { code: advertiserCompany.code } });
  });

  it('refuses a company that is unknown, the caller’s own or not a partner with CRT00020, and sends nothing', async () => {
    const { cart } = await cartWithSlot(agency, '届かないカート');
    const stranger = await createCompany(testApp.db, { businessType: 'ADVERTISER', licences: [FUNCTION_LICENCES.cart] });
    for (const code of [stranger.code, agencyCompany.code, 'NOSUCHCODE']) {
      expectError(await send(cart.id, code), 'cartRecipientNotPartner');
    }
    const copies = await testApp.db.selectFrom('carts').select('id').where('name', '=', '届かないカート').execute();
    expect(copies).toHaveLength(1);
    expect((await listOf(agency)).find((listed) => listed.id === cart.id)?.status).toBe('OPEN');
  });

  it('refuses an empty cart and an applied one with CRT00010, and another company’s with CRT04001', async () => {
    const empty = await newCart(agency, '空');
    expectError(await send(empty.id, advertiserCompany.code), 'cartNotApplicable');
    const { cart } = await cartWithSlot(agency, '申込済');
    await testApp.db.updateTable('carts').set({ status: 'APPLIED' }).where('id', '=', cart.id).execute();
    expectError(await send(cart.id, advertiserCompany.code), 'cartNotApplicable');
    expectError(await send(cart.id, agencyCompany.code, advertiser), 'cartNotFound');
    const copies = await testApp.db.selectFrom('carts').select('id').where('name', 'in', ['空', '申込済']).execute();
    expect(copies).toHaveLength(2);
  });

  it('lets a sent cart go to a partner again, each send a copy of its own', async () => {
    const { cart } = await cartWithSlot(agency, '二度送る');
    expect((await send(cart.id, advertiserCompany.code)).status).toBe(201);
    expect((await send(cart.id, advertiserCompany.code)).status).toBe(201);
    // The second copy is numbered: the receiver's carts never share a name either.
    const received = (await listOf(advertiser)).filter((listed) => listed.name.startsWith('二度送る'));
    expect(received.map((listed) => listed.status)).toEqual(['RECEIVED', 'RECEIVED']);
    expect(received.map((listed) => listed.name).sort()).toEqual(['二度送る', '二度送る (2)']);
    expect(new Set(received.map((listed) => listed.id)).size).toBe(2);
  });
});

describe('the current cart', () => {
  const currentOf = async (client: TestClient) =>
    currentCartSchema.parse((await client.request('GET', '/api/current-cart')).body).cartId;

  it('is kept per user on the server, found again by a new login, and forgotten once the cart is no longer open', async () => {
    const colleague = await loggedInClient(testApp, 'agency-user@demo.tvcm.jp', DEMO_PASSWORD);
    const mine = await newCart(agency, '現在のカート');
    const theirs = await newCart(colleague, '同僚のカート');

    const set = await agency.request('PUT', '/api/current-cart', { body: { cartId: mine.id } });
    expect(set.status).toBe(200);
    expect(currentCartSchema.parse(set.body)).toEqual({ cartId: mine.id });
    expect((await colleague.request('PUT', '/api/current-cart', { body: { cartId: theirs.id } })).status).toBe(200);

    // A new login of the same user finds it; the colleague has their own.
    const again = await loggedInClient(testApp, 'agency-admin@demo.tvcm.jp', DEMO_PASSWORD);
    expect(await currentOf(again)).toBe(mine.id);
    expect(await currentOf(colleague)).toBe(theirs.id);

    // Deleted: it is no one's current cart any more.
    expect((await agency.request('DELETE', `/api/carts/${mine.id}`)).status).toBe(204);
    expect(await currentOf(agency)).toBeNull();

    expect((await colleague.request('PUT', '/api/current-cart', { body: { cartId: null } })).status).toBe(200);
    expect(await currentOf(colleague)).toBeNull();
  });

  it('takes only an open cart of the user’s own company', async () => {
    const other = await createCompany(testApp.db, { licences: [FUNCTION_LICENCES.cart] });
    const stranger = await testApp.db
      .insertInto('carts')
      .values({
        company_id: other.id,
        recipient_company_id: null,
        service: 'TV',
        status: 'OPEN',
        area: null,
        name: '他社のカート',
        created_by_user_id: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expectError(await agency.request('PUT', '/api/current-cart', { body: { cartId: stranger.id } }), 'cartNotFound');
    expectError(await agency.request('PUT', '/api/current-cart', { body: { cartId: 'x' } }), 'badRequest');
  });
});
