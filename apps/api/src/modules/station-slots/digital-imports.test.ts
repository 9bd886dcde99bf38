import {
  API_ERRORS,
  type ApiErrorName,
  apiErrorBodySchema,
  BROADCASTER_LICENCES,
  digitalImportCommitSchema,
  digitalImportPreviewSchema,
  FUNCTION_LICENCES,
  ONE_DAY_IMPORT_COLUMNS,
  type OneDayImportColumn,
  ROLE_IDS,
  STREAMING_IMPORT_COLUMNS,
  type StreamingImportColumn,
  slotImportHistorySchema,
  stationDigitalProductSchema,
  stationDigitalProductsResponseSchema,
} from '@tvcm/contracts';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createStation, createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';

const clock = createTestClock();
let testApp: TestApp;
let admin: TestClient;
let slotsOnly: TestClient;
let otherAdmin: TestClient;
let station: { id: number; code: string };
let otherStation: { id: number; code: string };

async function stationOf(companyIdOfStation: number) {
  const { id } = await createStation(testApp.db, { companyId: companyIdOfStation });
  return testApp.db.selectFrom('stations').select(['id', 'code']).where('id', '=', id).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  testApp = await startTestApp({}, { clock: clock.now });
  const company = await createCompany(testApp.db, { businessType: 'BROAD_CASTER', licences: [...BROADCASTER_LICENCES] });
  const adminUser = await createUser(testApp.db, {
    companyId: company.id,
    roleId: ROLE_IDS.administrator,
    licences: [FUNCTION_LICENCES.importStreaming, FUNCTION_LICENCES.importOneDay],
  });
  const slotUser = await createUser(testApp.db, { companyId: company.id, licences: [FUNCTION_LICENCES.import] });
  admin = await loggedInClient(testApp, adminUser.account);
  slotsOnly = await loggedInClient(testApp, slotUser.account);
  station = await stationOf(company.id);
  const other = await createCompany(testApp.db, { businessType: 'BROAD_CASTER', licences: [...BROADCASTER_LICENCES] });
  otherStation = await stationOf(other.id);
  const otherUser = await createUser(testApp.db, {
    companyId: other.id,
    licences: [FUNCTION_LICENCES.importStreaming, FUNCTION_LICENCES.importOneDay],
  });
  otherAdmin = await loggedInClient(testApp, otherUser.account);
});
afterAll(() => testApp.close());

type StreamingRow = Record<StreamingImportColumn, string>;
type OneDayRow = Record<OneDayImportColumn, string>;

/** Codes unique to each test, so the tests share the station without sharing products. */
let nextCode = 0;
const freshCode = () => {
  nextCode += 1;
  return `P${String(nextCode).padStart(3, '0')}`;
};

function streaming(code: string, overrides: Partial<StreamingRow> = {}): StreamingRow {
  return {
    stationCode: station.code,
    code,
    title: '木曜ドラマ 見逃し配信',
    genre: 'ドラマ',
    deliveryStart: '2027/01/07',
    deliveryEnd: '2027/01/14',
    broadcastStart: '2027/01/07',
    broadcastEnd: '2027/01/07',
    adLengths: '15/30',
    cpm: '1800',
    impressionsOnSale: '"500,000"',
    minimumImpressions: '50000',
    salesStart: '2026/11/01',
    salesEnd: '2027/01/06',
    targeting: 'F1:20;M1:20;area:kanto:10',
    ...overrides,
  };
}

function oneDay(code: string, overrides: Partial<OneDayRow> = {}): OneDayRow {
  return {
    stationCode: station.code,
    code,
    title: 'トップページ マストヘッド',
    date: '2027/01/11',
    adLengths: '15',
    price: '1200000',
    estimatedImpressions: '2000000',
    salesStart: '2026/11/01',
    salesEnd: '2027/01/04',
    ...overrides,
  };
}

const csv = <K extends string>(columns: readonly { key: K; header: string }[], rows: (Record<K, string> | string)[]) =>
  `${[
    columns.map((column) => column.header).join(','),
    ...rows.map((row) => (typeof row === 'string' ? row : columns.map((column) => row[column.key]).join(','))),
  ].join('\r\n')}\r\n`;
const streamingFile = (rows: (StreamingRow | string)[]) => new TextEncoder().encode(csv(STREAMING_IMPORT_COLUMNS, rows));
const oneDayFile = (rows: (OneDayRow | string)[]) => new TextEncoder().encode(csv(ONE_DAY_IMPORT_COLUMNS, rows));

function send(client: TestClient, path: string, bytes: Uint8Array, fileName = '配信.csv') {
  return client.request('POST', `${path}?fileName=${encodeURIComponent(fileName)}`, {
    rawBody: bytes,
    headers: { 'content-type': 'text/csv' },
  });
}

async function preview(kind: 'streaming' | 'oneday', bytes: Uint8Array, client = admin) {
  const response = await send(client, `/api/digital-imports/${kind}/previews`, bytes);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return digitalImportPreviewSchema.parse(response.body);
}

async function commit(kind: 'streaming' | 'oneday', bytes: Uint8Array, client = admin) {
  const response = await send(client, `/api/digital-imports/${kind}`, bytes);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return digitalImportCommitSchema.parse(response.body);
}

function expectError(response: TestResponse, name: ApiErrorName) {
  expect(response.status, JSON.stringify(response.body)).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors[0]?.code).toBe(API_ERRORS[name].code);
}

/** A download's bytes, fetched as a browser would. */
async function download(path: string, client = admin) {
  const response = await fetch(`${testApp.baseUrl}${path}`, {
    headers: { cookie: `tvcm_session=${client.cookie('tvcm_session') ?? ''}` },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

const productsCoded = (code: string) =>
  testApp.db
    .selectFrom('digital_products')
    .selectAll()
    .where('code', '=', code)
    .where('station_id', '=', station.id)
    .orderBy('delivery_start')
    .execute();

describe('the streaming import', () => {
  it('previews a bad row by its line and column, and commits nothing while it is there', async () => {
    const [good, bad] = [freshCode(), freshCode()];
    const bytes = streamingFile([streaming(good), streaming(bad, { impressionsOnSale: '12500', cpm: 'abc' })]);
    const result = await preview('streaming', bytes);
    expect(result.committable).toBe(false);
    expect(result.problems).toEqual([
      expect.objectContaining({ line: 3, column: 'cpm', code: 'numeric', severity: 'error' }),
      expect.objectContaining({ line: 3, column: 'impressionsOnSale', code: 'notWholeThousands', severity: 'error' }),
    ]);
    expectError(await send(admin, '/api/digital-imports/streaming', bytes), 'slotImportInvalid');
    expect(await productsCoded(good)).toEqual([]);
  });

  it('reports a minimum above what is on sale, targeting it cannot read and a station of another company', async () => {
    const code = freshCode();
    const result = await preview(
      'streaming',
      streamingFile([
        streaming(code, { impressionsOnSale: '10000', minimumImpressions: '20000', targeting: 'X9:10' }),
        streaming(freshCode(), { stationCode: otherStation.code }),
      ]),
    );
    expect(result.problems.map(({ line, column, code: problem }) => [line, column, problem])).toEqual([
      [2, 'minimumImpressions', 'minimumAboveOnSale'],
      [2, 'targeting', 'invalidTargeting'],
      [3, 'stationCode', 'notOwnStation'],
    ]);
  });

  it('imports a Shift_JIS file with its targeting, then changes it by the same key', async () => {
    const code = freshCode();
    const bytes = new Uint8Array(iconv.encode(csv(STREAMING_IMPORT_COLUMNS, [streaming(code)]), 'CP932'));
    const first = await preview('streaming', bytes);
    expect(first).toMatchObject({ encoding: 'CP932', committable: true, counts: { created: 1, changed: 0 } });
    const committed = await commit('streaming', bytes);
    expect(committed.counts.created).toBe(1);
    expect(committed.entry).toMatchObject({ encoding: 'CP932', counts: { created: 1 } });
    const [product] = await productsCoded(code);
    expect(product).toMatchObject({
      kind: 'STREAMING',
      title: '木曜ドラマ 見逃し配信',
      genre: 'DRAMA',
      ad_lengths: '15,30',
      unit_price: 1800,
      units_on_sale: 500,
      minimum_units: 50,
      status: 'ON_SALE',
    });
    const targets = await testApp.db
      .selectFrom('digital_product_targets')
      .select(['target', 'surcharge_percent'])
      .where('product_id', '=', product?.id ?? 0)
      .orderBy('target')
      .execute();
    expect(targets).toEqual([
      { target: 'area:kanto', surcharge_percent: 10 },
      { target: 'f1', surcharge_percent: 20 },
      { target: 'm1', surcharge_percent: 20 },
    ]);

    const again = await preview('streaming', bytes);
    expect(again.counts).toEqual({ created: 0, changed: 0, unchanged: 1, skipped: 0 });
    const changed = await preview('streaming', streamingFile([streaming(code, { cpm: '2000', targeting: '' })]));
    expect(changed.counts.changed).toBe(1);
    expect(changed.changes[0]?.fields).toEqual([
      { column: 'cpm', old: 1800, new: 2000 },
      { column: 'targeting', old: 'area:kanto:10;f1:20;m1:20', new: '' },
    ]);

    const history = slotImportHistorySchema.parse((await admin.request('GET', '/api/digital-imports/streaming')).body);
    expect(history.entries[0]).toMatchObject({ fileName: '配信.csv', encoding: 'CP932' });
    const slotHistory = slotImportHistorySchema.parse((await slotsOnly.request('GET', '/api/slot-imports')).body);
    expect(slotHistory.entries.some((entry) => entry.sha256 === committed.entry?.sha256)).toBe(false);
  });

  it('is all or nothing: a row below held + sold refuses the whole file', async () => {
    const [held, fresh] = [freshCode(), freshCode()];
    await commit('streaming', streamingFile([streaming(held)]));
    await testApp.db.updateTable('digital_products').set({ units_held: 300 }).where('code', '=', held).execute();
    const bytes = streamingFile([streaming(fresh), streaming(held, { impressionsOnSale: '200000', minimumImpressions: '' })]);
    const result = await preview('streaming', bytes);
    expect(result.problems).toEqual([
      expect.objectContaining({
        line: 3,
        column: 'impressionsOnSale',
        code: 'belowHeldOrSold',
        params: { held: 300000, sold: 0 },
      }),
    ]);
    expectError(await send(admin, '/api/digital-imports/streaming', bytes), 'slotImportInvalid');
    expect(await productsCoded(fresh)).toEqual([]);
    expect((await productsCoded(held))[0]?.units_on_sale).toBe(500);
  });

  it('keeps what buyers applied for while units are held: the window’s end, the lengths, the targeting', async () => {
    const code = freshCode();
    await commit('streaming', streamingFile([streaming(code)]));
    await testApp.db.updateTable('digital_products').set({ units_sold: 100 }).where('code', '=', code).execute();
    for (const overrides of [{ deliveryEnd: '2027/01/10' }, { adLengths: '15' }, { targeting: 'F1:20' }]) {
      const result = await preview('streaming', streamingFile([streaming(code, overrides)]));
      expect(result.committable).toBe(false);
      expect(result.problems).toEqual([
        expect.objectContaining({ line: 2, column: Object.keys(overrides)[0], code: 'committedTerms', severity: 'error' }),
      ]);
    }
    // Price, units on sale and the sales period may still change.
    const allowed = await commit('streaming', streamingFile([streaming(code, { cpm: '2000', salesEnd: '2027/01/05' })]));
    expect(allowed.counts.changed).toBe(1);
    expect((await productsCoded(code))[0]).toMatchObject({ unit_price: 2000, delivery_end: '2027-01-14' });
  });

  it('writes a file longer than one statement takes, targeting included', async () => {
    const rows = Array.from({ length: 1_200 }, (_, index) => streaming(`BULK${String(index).padStart(4, '0')}`));
    const committed = await commit('streaming', streamingFile(rows));
    expect(committed.counts.created).toBe(1_200);
    const { count } = await testApp.db
      .selectFrom('digital_product_targets')
      .innerJoin('digital_products', 'digital_products.id', 'digital_product_targets.product_id')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('digital_products.code', 'like', 'BULK%')
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(3_600);
  });

  it('answers the template in Shift_JIS with the headings', async () => {
    const template = await download('/api/digital-imports/streaming/template');
    const text = iconv.decode(Buffer.from(template), 'CP932');
    expect(text.split('\r\n')[0]).toBe(STREAMING_IMPORT_COLUMNS.map((column) => column.header).join(','));
    expect(await preview('streaming', template)).toMatchObject({ committable: true, counts: { created: 2 } });
  });
});

describe('the 1-day import', () => {
  it('imports a day of a surface and refuses a day sold after it airs', async () => {
    const code = freshCode();
    const result = await preview(
      'oneday',
      oneDayFile([oneDay(code), oneDay(code, { date: '2027/01/12', salesEnd: '2027/01/13' })]),
    );
    expect(result.problems).toEqual([expect.objectContaining({ line: 3, column: 'salesEnd', code: 'mismatch' })]);
    const committed = await commit('oneday', oneDayFile([oneDay(code)]));
    expect(committed.counts.created).toBe(1);
    expect(await productsCoded(code)).toEqual([
      expect.objectContaining({ kind: 'ONEDAY', units_on_sale: 1, estimated_impressions: 2_000_000, delivery_end: '2027-01-11' }),
    ]);
  });
});

describe("the station's product list and its edits", () => {
  it('lists the company products of the kind, filtered, and edits never go below held + sold', async () => {
    const code = freshCode();
    await commit('streaming', streamingFile([streaming(code, { title: '一覧検索用ドラマ' })]));
    const list = stationDigitalProductsResponseSchema.parse(
      (await admin.request('GET', `/api/station-digital-products/streaming?q=${encodeURIComponent('一覧検索用')}`)).body,
    );
    expect(list.products.map((product) => product.code)).toEqual([code]);
    const id = list.products[0]?.id ?? 0;
    await testApp.db.updateTable('digital_products').set({ units_held: 100, units_sold: 100 }).where('id', '=', id).execute();

    const path = `/api/station-digital-products/streaming/${id}`;
    const changed = await admin.request('PATCH', path, { body: { unitPrice: 2500, unitsOnSale: 300 } });
    expect(changed.status).toBe(200);
    expect(stationDigitalProductSchema.parse(changed.body)).toMatchObject({ unitPrice: 2500, unitsOnSale: 300 });
    const below = await admin.request('PATCH', path, { body: { unitsOnSale: 150 } });
    expectError(below, 'digitalProductChangeRefused');
    expect(below.body).toMatchObject({ errors: [{ params: { reason: 'belowHeldOrSold' } }] });
    expectError(await admin.request('PATCH', path, { body: { status: 'WITHDRAWN' } }), 'digitalProductChangeRefused');
    expect((await productsCoded(code))[0]).toMatchObject({ units_on_sale: 300, status: 'ON_SALE' });

    // Another company's product, or one of the other kind, reads as missing.
    expectError(await otherAdmin.request('PATCH', path, { body: { unitPrice: 1 } }), 'digitalProductNotFound');
    expectError(
      await admin.request('PATCH', `/api/station-digital-products/oneday/${id}`, { body: { unitPrice: 1 } }),
      'digitalProductNotFound',
    );
    const stations = (await admin.request('GET', '/api/station-digital-products/streaming/stations')).body;
    expect(stations).toEqual({ stations: [expect.objectContaining({ id: station.id, code: station.code })] });
    const byStation = stationDigitalProductsResponseSchema.parse(
      (await admin.request('GET', `/api/station-digital-products/streaming?stationId=${otherStation.id}`)).body,
    );
    expect(byStation.products).toEqual([]);
    const otherList = stationDigitalProductsResponseSchema.parse(
      (await otherAdmin.request('GET', '/api/station-digital-products/streaming')).body,
    );
    expect(otherList.products).toEqual([]);
  });

  it('withdraws and puts back a product without units held', async () => {
    const code = freshCode();
    await commit('oneday', oneDayFile([oneDay(code)]));
    const [product] = await productsCoded(code);
    const path = `/api/station-digital-products/oneday/${product?.id}`;
    expect((await admin.request('PATCH', path, { body: { status: 'WITHDRAWN' } })).body).toMatchObject({ status: 'WITHDRAWN' });
    expect((await admin.request('PATCH', path, { body: { status: 'ON_SALE' } })).body).toMatchObject({ status: 'ON_SALE' });
    expectError(await admin.request('PATCH', path, { body: { unitsOnSale: 2 } }), 'digitalProductChangeRefused');
  });

  it('exports the list as an .xlsx the import takes back unchanged', async () => {
    const code = freshCode();
    await commit('streaming', streamingFile([streaming(code, { title: '書き出し確認' })]));
    const bytes = await download(`/api/station-digital-products/streaming/export?q=${encodeURIComponent('書き出し確認')}`);
    const result = await preview('streaming', bytes);
    expect(result).toMatchObject({ encoding: 'XLSX', committable: true, counts: { unchanged: 1, created: 0, changed: 0 } });
  });
});

describe('licences', () => {
  it('keeps the streaming and 1-day pages to users given their licences (LIC03001 otherwise)', async () => {
    const bytes = streamingFile([streaming(freshCode())]);
    expectError(await slotsOnly.request('GET', '/api/digital-imports/streaming/template'), 'licenceMissing');
    expectError(await send(slotsOnly, '/api/digital-imports/streaming/previews', bytes), 'licenceMissing');
    expectError(await send(slotsOnly, '/api/digital-imports/oneday', bytes), 'licenceMissing');
    expectError(await slotsOnly.request('GET', '/api/station-digital-products/streaming'), 'licenceMissing');
    expectError(await slotsOnly.request('GET', '/api/station-digital-products/oneday'), 'licenceMissing');
  });
});
