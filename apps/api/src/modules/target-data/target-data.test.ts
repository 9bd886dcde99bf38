import {
  API_ERROR_CODES,
  catalogueResponseSchema,
  dataPurchaseSchema,
  dataPurchasesResponseSchema,
  dataSalesActualsResponseSchema,
  FUNCTION_LICENCES,
  licensedSegmentsResponseSchema,
  managedSegmentSchema,
  managedSegmentsResponseSchema,
  type SegmentInput,
  segmentValuesCommitSchema,
  segmentValuesPreviewSchema,
} from '@tvcm/contracts';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadSpreadsheet, rowsOf } from '../../test/download-spreadsheet';
import {
  createCompany,
  createDataPurchase,
  createSegment,
  createSegmentValues,
  createStation,
  createUser,
  grantPoints,
} from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';
import { createSegmentRatingsService } from './segment-ratings';

// The clock starts on 2026-11-22 (JST): the current month is 2026-11.
const clock = createTestClock();
let testApp: TestApp;
/** Two areas of the tests' own, with a station each (a broadcaster's). */
const AREA = 'tdeast';
const OTHER_AREA = 'tdwest';
let station: { id: number; code: string; name: string };
let otherStation: { id: number; code: string };

const L = FUNCTION_LICENCES;
const DATA_LICENCES = [L.dataSalesExamination, L.dataSalesActual, L.dataSalesManage];
const BUYER_LICENCES = [L.targetDataTop, L.targetDataProcedure, L.targetDataHistory];

beforeAll(async () => {
  testApp = await startTestApp({}, { clock: clock.now });
  const broadcaster = await createCompany(testApp.db, { businessType: 'BROAD_CASTER' });
  const { id } = await createStation(testApp.db, { companyId: broadcaster.id, areaCode: AREA });
  station = await testApp.db.selectFrom('stations').where('id', '=', id).select(['id', 'code', 'name']).executeTakeFirstOrThrow();
  const other = await createStation(testApp.db, { companyId: broadcaster.id, areaCode: OTHER_AREA });
  otherStation = await testApp.db
    .selectFrom('stations')
    .where('id', '=', other.id)
    .select(['id', 'code'])
    .executeTakeFirstOrThrow();
});
afterAll(() => testApp.close());

async function dataCompany() {
  const company = await createCompany(testApp.db, { businessType: 'DATA_COMPANY', licences: DATA_LICENCES });
  const user = await createUser(testApp.db, { companyId: company.id, licences: [L.dataSalesManage] });
  return { company, client: await loggedInClient(testApp, user.account) };
}

async function buyer(points = 0) {
  const company = await createCompany(testApp.db, { pointService: true, licences: BUYER_LICENCES });
  const user = await createUser(testApp.db, { companyId: company.id });
  if (points > 0) await grantPoints(testApp.db, company.id, points);
  return { company, user, client: await loggedInClient(testApp, user.account) };
}

const input = (overrides: Partial<SegmentInput> = {}): SegmentInput => ({
  name: '自動車購入意向者',
  definition: '12か月以内に自動車の購入を検討している人',
  method: 'PANEL',
  sampleSize: 3_000,
  areas: [{ area: AREA, universe: 2_000_000 }],
  coverageFrom: '2026-11',
  coverageTo: '2027-04',
  pricePoints: 1_000,
  previewCells: 2,
  minPanelCount: 30,
  ...overrides,
});

function sendFile(client: TestClient, path: string, bytes: Uint8Array, fileName = '値.csv') {
  return client.request('POST', `${path}?fileName=${encodeURIComponent(fileName)}`, {
    rawBody: bytes,
    headers: { 'content-type': 'text/csv' },
  });
}

const HEADING = '放送局コード,放送日,時間帯,視聴率,パネル数';
const utf8 = (lines: string[]) => new TextEncoder().encode(`${[HEADING, ...lines].join('\r\n')}\r\n`);

function expectError(response: TestResponse, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ errors: [{ code, statusCode: status }] });
}

async function balanceOf(companyId: number) {
  const row = await testApp.db
    .selectFrom('point_balances')
    .where('company_id', '=', companyId)
    .select('balance')
    .executeTakeFirst();
  return row?.balance ?? 0;
}

async function ledgerOf(companyId: number) {
  return testApp.db
    .selectFrom('point_transactions')
    .where('company_id', '=', companyId)
    .select(['kind', 'amount', 'reason', 'balance_after'])
    .orderBy('id')
    .execute();
}

describe('segments (販売管理)', () => {
  it('registers, lists, reads and edits the company’s own segment', async () => {
    const { client } = await dataCompany();
    const created = await client.request('POST', '/api/target-data/segments', { body: input() });
    expect(created.status).toBe(201);
    const segment = managedSegmentSchema.parse(created.body);
    expect(segment).toMatchObject({
      name: '自動車購入意向者',
      status: 'DRAFT',
      areas: [{ area: AREA, areaName: 'テストエリア', universe: 2_000_000 }],
      currentVersion: null,
      versions: [],
      activeLicences: 0,
    });

    const list = managedSegmentsResponseSchema.parse((await client.request('GET', '/api/target-data/segments?q=購入意向')).body);
    expect(list.segments.map((entry) => entry.id)).toEqual([segment.id]);
    expect(list.total).toBe(1);
    expect((await client.request('GET', '/api/target-data/segments?status=PUBLISHED')).body).toMatchObject({ total: 0 });

    const edited = await client.request('PUT', `/api/target-data/segments/${segment.id}`, {
      body: input({
        name: '自動車購入意向者（改）',
        areas: [
          { area: AREA, universe: 1 },
          { area: OTHER_AREA, universe: 5 },
        ],
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: '自動車購入意向者（改）', areas: [{ area: AREA }, { area: OTHER_AREA }] });
    expect((await client.request('GET', `/api/target-data/segments/${segment.id}`)).body).toMatchObject({ id: segment.id });
  });

  it("answers another data company's segment as a missing one (TGD04001)", async () => {
    const own = await dataCompany();
    const other = await dataCompany();
    const { id } = await createSegment(testApp.db, { companyId: other.company.id, areas: [{ area: AREA }] });
    expectError(await own.client.request('GET', `/api/target-data/segments/${id}`), 404, API_ERROR_CODES.segmentNotFound);
    expectError(
      await own.client.request('PUT', `/api/target-data/segments/${id}`, { body: input() }),
      404,
      API_ERROR_CODES.segmentNotFound,
    );
    expectError(
      await own.client.request('POST', `/api/target-data/segments/${id}/status`, { body: { action: 'pause' } }),
      404,
      API_ERROR_CODES.segmentNotFound,
    );
    expectError(
      await sendFile(own.client, `/api/target-data/segments/${id}/values/previews`, utf8([])),
      404,
      API_ERROR_CODES.segmentNotFound,
    );
  });

  it('refuses an edit that drops an area a licence in force covers', async () => {
    const { company, client } = await dataCompany();
    const { id } = await createSegment(testApp.db, { companyId: company.id, areas: [{ area: AREA }, { area: OTHER_AREA }] });
    const { company: buyerCompany } = await buyer();
    await createDataPurchase(testApp.db, {
      segmentId: id,
      buyerCompanyId: buyerCompany.id,
      areas: [OTHER_AREA],
      status: 'APPROVED',
    });
    const refused = await client.request('PUT', `/api/target-data/segments/${id}`, { body: input() });
    expectError(refused, 409, API_ERROR_CODES.segmentNotPurchasable);
    expect(refused.body).toMatchObject({ errors: [{ params: { reason: 'area', areas: OTHER_AREA } }] });
    const kept = await client.request('PUT', `/api/target-data/segments/${id}`, {
      body: input({ areas: [{ area: OTHER_AREA, universe: 10 }] }),
    });
    expect(kept.status).toBe(200);
  });

  it('publishes only with values, pauses, and never brings a withdrawn segment back (TGD00005)', async () => {
    const { company, client } = await dataCompany();
    const { id } = await createSegment(testApp.db, { companyId: company.id, areas: [{ area: AREA }], status: 'DRAFT' });
    const status = (action: string) => client.request('POST', `/api/target-data/segments/${id}/status`, { body: { action } });
    expectError(await status('publish'), 409, API_ERROR_CODES.segmentStatusChangeRefused);
    await createSegmentValues(testApp.db, {
      segmentId: id,
      cells: [{ stationId: station.id, date: '2026-11-23', hour: 19, rating: 425 }],
    });
    expect((await status('publish')).body).toMatchObject({ status: 'PUBLISHED', currentVersion: { version: 1 } });
    expect((await status('pause')).body).toMatchObject({ status: 'PAUSED' });
    expect((await status('publish')).body).toMatchObject({ status: 'PUBLISHED' });
    expect((await status('withdraw')).body).toMatchObject({ status: 'WITHDRAWN' });
    expectError(await status('publish'), 409, API_ERROR_CODES.segmentStatusChangeRefused);
    expectError(await status('withdraw'), 409, API_ERROR_CODES.segmentStatusChangeRefused);
  });
});

describe('values files', () => {
  it('gives the template in Shift_JIS with the heading', async () => {
    const { client } = await dataCompany();
    const response = await fetch(`${testApp.baseUrl}/api/target-data/segment-values/template`, {
      headers: { cookie: `tvcm_session=${client.cookie('tvcm_session') ?? ''}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('Shift_JIS');
    const text = iconv.decode(Buffer.from(await response.arrayBuffer()), 'CP932');
    expect(text.split('\r\n')[0]).toBe(HEADING);
  });

  it('previews and commits a CP932 file as version n+1, counting cells under the minimum panel count', async () => {
    const { company, client } = await dataCompany();
    const { id } = await createSegment(testApp.db, { companyId: company.id, areas: [{ area: AREA }], status: 'DRAFT' });
    const file = utf8([
      `${station.code},2026/11/23,19,4.25,120`,
      `${station.code},2026-11-23,20,5,12`,
      `${station.code},2026/12/01,28,0.5,30`,
    ]);
    const preview = await sendFile(client, `/api/target-data/segments/${id}/values/previews`, file);
    expect(preview.status).toBe(200);
    expect(segmentValuesPreviewSchema.parse(preview.body)).toMatchObject({
      encoding: 'UTF-8',
      rows: 3,
      cells: 3,
      suppressedCells: 1,
      stations: 1,
      dateFrom: '2026-11-23',
      dateTo: '2026-12-01',
      problems: [],
      nextVersion: 1,
    });

    const sjis = iconv.encode(`${[HEADING, `${station.code},２０２６/11/24,19,4.25,120`].join('\r\n')}\r\n`, 'CP932');
    expect((await sendFile(client, `/api/target-data/segments/${id}/values/previews`, sjis)).body).toMatchObject({
      encoding: 'CP932',
      cells: 1,
      problems: [],
    });

    const committed = await sendFile(client, `/api/target-data/segments/${id}/values`, file, '11月.csv');
    expect(committed.status).toBe(200);
    expect(segmentValuesCommitSchema.parse(committed.body).version).toMatchObject({
      version: 1,
      fileName: '11月.csv',
      cells: 3,
      suppressedCells: 1,
    });
    const second = await sendFile(client, `/api/target-data/segments/${id}/values`, sjis);
    expect(second.body).toMatchObject({ version: { version: 2, cells: 1 } });
    const stored = await testApp.db
      .selectFrom('data_segment_values')
      .where('segment_id', '=', id)
      .select(['version', 'broadcast_date', 'hour', 'rating', 'panel_count'])
      .orderBy('version')
      .orderBy('broadcast_date')
      .orderBy('hour')
      .execute();
    expect(stored).toEqual([
      { version: 1, broadcast_date: '2026-11-23', hour: 19, rating: 425, panel_count: 120 },
      { version: 1, broadcast_date: '2026-11-23', hour: 20, rating: 500, panel_count: 12 },
      { version: 1, broadcast_date: '2026-12-01', hour: 28, rating: 50, panel_count: 30 },
      { version: 2, broadcast_date: '2026-11-24', hour: 19, rating: 425, panel_count: 120 },
    ]);
    expect((await client.request('GET', `/api/target-data/segments/${id}`)).body).toMatchObject({
      currentVersion: { version: 2 },
      versions: [{ version: 2 }, { version: 1 }],
    });
  });

  it('names each bad cell by line and column, and a commit with problems writes nothing (TGD00004)', async () => {
    const { company, client } = await dataCompany();
    const { id } = await createSegment(testApp.db, { companyId: company.id, areas: [{ area: AREA }], status: 'DRAFT' });
    const file = utf8([
      `${station.code},2026/11/23,19,4.25,120`,
      `${station.code},2026/11/23,4,4.256,-1`,
      `${otherStation.code},2027/05/01,19,101,10`,
      `NOSUCH,2026/02/30,19,,10`,
      `${station.code},2026/11/23,19,3,50`,
    ]);
    const preview = segmentValuesPreviewSchema.parse(
      (await sendFile(client, `/api/target-data/segments/${id}/values/previews`, file)).body,
    );
    expect(preview.problems.map(({ line, column, code }) => ({ line, column, code }))).toEqual([
      { line: 3, column: 'hour', code: 'invalidHour' },
      { line: 3, column: 'rating', code: 'invalidRating' },
      { line: 3, column: 'panelCount', code: 'invalidPanelCount' },
      { line: 4, column: 'stationCode', code: 'stationOutsideAreas' },
      { line: 4, column: 'date', code: 'outsideCoverage' },
      { line: 4, column: 'rating', code: 'invalidRating' },
      { line: 5, column: 'stationCode', code: 'unknownStation' },
      { line: 5, column: 'date', code: 'invalidDate' },
      { line: 5, column: 'rating', code: 'required' },
      { line: 6, column: 'stationCode', code: 'duplicateRow' },
    ]);
    expect(preview.problems.at(-1)?.params).toEqual({ line: 2 });
    const commit = await sendFile(client, `/api/target-data/segments/${id}/values`, file);
    expectError(commit, 422, API_ERROR_CODES.segmentValuesInvalid);
    expect(await testApp.db.selectFrom('data_segment_versions').where('segment_id', '=', id).selectAll().execute()).toEqual([]);

    const wrongHeading = new TextEncoder().encode('放送局コード,放送日,時間,視聴率,パネル数\r\n');
    expect((await sendFile(client, `/api/target-data/segments/${id}/values/previews`, wrongHeading)).body).toMatchObject({
      problems: [{ line: 1, column: 'hour', code: 'unknownHeader' }],
    });
    expect((await sendFile(client, `/api/target-data/segments/${id}/values/previews`, utf8([]))).body).toMatchObject({
      problems: [{ line: 0, column: null, code: 'emptyFile' }],
    });
  });
});

describe('catalogue and purchases (buyer)', () => {
  it('lists published segments with a preview that never holds cells under the minimum panel count', async () => {
    const provider = await dataCompany();
    const { id } = await createSegment(testApp.db, {
      companyId: provider.company.id,
      areas: [{ area: AREA }],
      name: 'カタログ試験セグメント',
      previewCells: 3,
      minPanelCount: 30,
    });
    await createSegmentValues(testApp.db, {
      segmentId: id,
      cells: [
        { stationId: station.id, date: '2026-11-23', hour: 5, rating: 999, panelCount: 29 },
        { stationId: station.id, date: '2026-11-23', hour: 6, rating: 100, panelCount: 30 },
        { stationId: station.id, date: '2026-11-23', hour: 7, rating: 998, panelCount: 0 },
        { stationId: station.id, date: '2026-11-23', hour: 8, rating: 200, panelCount: 31 },
        { stationId: station.id, date: '2026-11-24', hour: 5, rating: 300, panelCount: 500 },
        { stationId: station.id, date: '2026-11-24', hour: 6, rating: 400, panelCount: 500 },
      ],
    });
    await createSegment(testApp.db, {
      companyId: provider.company.id,
      areas: [{ area: AREA }],
      name: 'カタログ試験下書き',
      status: 'DRAFT',
    });
    const { client, company } = await buyer(5_000);

    const response = await client.request('GET', `/api/target-data/catalogue?q=${encodeURIComponent('カタログ試験')}`);
    expect(response.status).toBe(200);
    const catalogue = catalogueResponseSchema.parse(response.body);
    expect(catalogue.balance).toBe(5_000);
    expect(catalogue.providers).toContainEqual({ code: provider.company.code, name: provider.company.name });
    expect(catalogue.segments.map((segment) => segment.name)).toEqual(['カタログ試験セグメント']);
    expect(catalogue.segments[0]?.preview).toEqual([
      { stationName: station.name, date: '2026-11-23', hour: 6, rating: 100 },
      { stationName: station.name, date: '2026-11-23', hour: 8, rating: 200 },
      { stationName: station.name, date: '2026-11-24', hour: 5, rating: 300 },
    ]);
    expect(JSON.stringify(response.body)).not.toContain('999');
    expect(JSON.stringify(response.body)).not.toContain('998');
    expect(catalogue.segments[0]?.licensed).toBe(false);

    const filtered = await client.request(
      'GET',
      `/api/target-data/catalogue?area=${OTHER_AREA}&provider=${provider.company.code}`,
    );
    expect(filtered.body).toMatchObject({ segments: [] });

    const one = await client.request('GET', `/api/target-data/catalogue/${id}`);
    expect(one.body).toMatchObject({ id, provider: { code: provider.company.code }, areas: [{ area: AREA }] });
    expect(JSON.stringify(one.body)).not.toContain('999');

    await createDataPurchase(testApp.db, { segmentId: id, buyerCompanyId: company.id, areas: [AREA], status: 'APPROVED' });
    expect((await client.request('GET', `/api/target-data/catalogue/${id}`)).body).toMatchObject({ licensed: true });
  });

  it('refuses to sell what is not published, an area the segment lacks, or months outside its coverage or over', async () => {
    const provider = await dataCompany();
    const { id } = await createSegment(testApp.db, { companyId: provider.company.id, areas: [{ area: AREA }] });
    const draft = await createSegment(testApp.db, { companyId: provider.company.id, areas: [{ area: AREA }], status: 'PAUSED' });
    const { client, company } = await buyer(100_000);
    const apply = (body: object) =>
      client.request('POST', '/api/target-data/purchases', {
        body: { segmentId: id, areas: [AREA], monthFrom: '2026-12', monthTo: '2026-12', purpose: 'CM出稿計画', ...body },
      });
    const reasons = [
      [{ segmentId: draft.id }, 'notPublished'],
      [{ areas: [OTHER_AREA] }, 'area'],
      [{ monthFrom: '2027-04', monthTo: '2027-05' }, 'months'],
      [{ monthFrom: '2026-10', monthTo: '2026-10' }, 'months'],
    ] as const;
    for (const [body, reason] of reasons) {
      const response = await apply(body);
      expectError(response, 409, API_ERROR_CODES.segmentNotPurchasable);
      expect(response.body).toMatchObject({ errors: [{ params: { reason } }] });
    }
    expectError(await apply({ segmentId: 999_999 }), 404, API_ERROR_CODES.segmentNotFound);
    expect(await ledgerOf(company.id)).toHaveLength(1);
  });

  it('reserves the points on application, debits them on approval and shows each step in the ledger', async () => {
    const provider = await dataCompany();
    const { id } = await createSegment(testApp.db, {
      companyId: provider.company.id,
      areas: [{ area: AREA }, { area: OTHER_AREA }],
      name: '車好き',
      pricePoints: 1_500,
    });
    await createSegmentValues(testApp.db, { segmentId: id, cells: [] });
    const { client, company, user } = await buyer(10_000);

    const applied = await client.request('POST', '/api/target-data/purchases', {
      body: { segmentId: id, areas: [AREA, OTHER_AREA], monthFrom: '2026-11', monthTo: '2026-12', purpose: 'CM出稿計画' },
    });
    expect(applied.status).toBe(201);
    const purchase = dataPurchaseSchema.parse(applied.body);
    expect(purchase).toMatchObject({
      points: 6_000,
      status: 'EXAMINING',
      state: 'EXAMINING',
      startsOn: '2026-11-01',
      endsOn: '2026-12-31',
      buyer: { code: company.code },
      provider: { code: provider.company.code },
    });
    expect(await balanceOf(company.id)).toBe(4_000);

    const examinations = dataPurchasesResponseSchema.parse(
      (await provider.client.request('GET', '/api/target-data/examinations?state=EXAMINING')).body,
    );
    expect(examinations.purchases.map((entry) => entry.id)).toEqual([purchase.id]);

    const approved = await provider.client.request('POST', `/api/target-data/examinations/${purchase.id}`, {
      body: { decision: 'approve' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', state: 'IN_USE', returnReason: null });
    expect((approved.body as { examinedAt: string | null }).examinedAt).not.toBeNull();
    expect(await balanceOf(company.id)).toBe(4_000);
    expect((await ledgerOf(company.id)).slice(1)).toEqual([
      { kind: 'RESERVE', amount: -6_000, reason: 'ターゲットデータ購入申込（予約）: 車好き', balance_after: 4_000 },
      { kind: 'RELEASE', amount: 6_000, reason: '予約解除: 車好き', balance_after: 10_000 },
      { kind: 'USE', amount: -6_000, reason: 'ターゲットデータ購入: 車好き', balance_after: 4_000 },
    ]);

    const mails = await testApp.db.selectFrom('mail_outbox').where('to_address', '=', user.account).select('subject').execute();
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('ターゲットデータの購入が承認されました')]);

    const again = await provider.client.request('POST', `/api/target-data/examinations/${purchase.id}`, {
      body: { decision: 'return', reason: '再審査' },
    });
    expectError(again, 409, API_ERROR_CODES.dataPurchaseExamined);

    const history = dataPurchasesResponseSchema.parse((await client.request('GET', '/api/target-data/purchases')).body);
    expect(history.purchases).toMatchObject([{ id: purchase.id, state: 'IN_USE' }]);
    const licensed = licensedSegmentsResponseSchema.parse(
      (await client.request('GET', '/api/target-data/licensed-segments')).body,
    );
    expect(licensed.segments).toEqual([
      {
        id,
        name: '車好き',
        provider: provider.company.name,
        areas: [
          { area: AREA, startsOn: '2026-11-01', endsOn: '2026-12-31', universe: 1_000_000 },
          { area: OTHER_AREA, startsOn: '2026-11-01', endsOn: '2026-12-31', universe: 1_000_000 },
        ],
      },
    ]);
    expect((await provider.client.request('GET', `/api/target-data/segments/${id}`)).body).toMatchObject({ activeLicences: 1 });
  });

  it('gives the points back on a return with its reason', async () => {
    const provider = await dataCompany();
    const { id } = await createSegment(testApp.db, { companyId: provider.company.id, areas: [{ area: AREA }], name: '返却' });
    const { client, company } = await buyer(3_000);
    const applied = await client.request('POST', '/api/target-data/purchases', {
      body: { segmentId: id, areas: [AREA], monthFrom: '2026-12', monthTo: '2026-12', purpose: '分析' },
    });
    const purchaseId = (applied.body as { id: number }).id;
    expect(await balanceOf(company.id)).toBe(2_000);
    const returned = await provider.client.request('POST', `/api/target-data/examinations/${purchaseId}`, {
      body: { decision: 'return', reason: '利用目的が不明確です' },
    });
    expect(returned.body).toMatchObject({ status: 'RETURNED', state: 'RETURNED', returnReason: '利用目的が不明確です' });
    expect(await balanceOf(company.id)).toBe(3_000);
    expect((await ledgerOf(company.id)).at(-1)).toEqual({
      kind: 'RELEASE',
      amount: 1_000,
      reason: '差戻しによる予約解除: 返却',
      balance_after: 3_000,
    });
    expect((await client.request('GET', '/api/target-data/purchases?state=RETURNED')).body).toMatchObject({ total: 1 });
    expect((await client.request('GET', '/api/target-data/purchases?state=IN_USE')).body).toMatchObject({ total: 0 });
  });

  it('refuses an application the balance cannot pay (PNT00001 with both figures) and reserves nothing', async () => {
    const provider = await dataCompany();
    const { id } = await createSegment(testApp.db, {
      companyId: provider.company.id,
      areas: [{ area: AREA }],
      pricePoints: 2_000,
    });
    const { client, company } = await buyer(1_500);
    const refused = await client.request('POST', '/api/target-data/purchases', {
      body: { segmentId: id, areas: [AREA], monthFrom: '2026-12', monthTo: '2026-12', purpose: '分析' },
    });
    expectError(refused, 409, API_ERROR_CODES.pointsInsufficient);
    expect(refused.body).toMatchObject({ errors: [{ params: { balance: '1500', required: '2000' } }] });
    expect(await balanceOf(company.id)).toBe(1_500);
    expect(await ledgerOf(company.id)).toHaveLength(1);
    expect(
      await testApp.db.selectFrom('data_purchases').where('buyer_company_id', '=', company.id).selectAll().execute(),
    ).toEqual([]);
  });

  it("keeps examinations to the data company's own segments, and closes them to a buyer by licence", async () => {
    const provider = await dataCompany();
    const other = await dataCompany();
    const { id } = await createSegment(testApp.db, { companyId: provider.company.id, areas: [{ area: AREA }] });
    const { client, company } = await buyer();
    const purchase = await createDataPurchase(testApp.db, { segmentId: id, buyerCompanyId: company.id, areas: [AREA] });
    expectError(
      await other.client.request('POST', `/api/target-data/examinations/${purchase.id}`, { body: { decision: 'approve' } }),
      404,
      API_ERROR_CODES.dataPurchaseNotFound,
    );
    expect((await other.client.request('GET', '/api/target-data/examinations')).body).toMatchObject({ total: 0 });
    expectError(await client.request('GET', '/api/target-data/examinations'), 403, API_ERROR_CODES.licenceMissing);
    expectError(await client.request('GET', '/api/target-data/segments'), 403, API_ERROR_CODES.licenceMissing);
    expectError(await provider.client.request('GET', '/api/target-data/catalogue'), 403, API_ERROR_CODES.licenceMissing);
  });
});

describe('sales actuals (販売実績一覧)', () => {
  it('splits each approved purchase evenly over its areas and months, the sheet totalling as the screen', async () => {
    const provider = await dataCompany();
    const { id } = await createSegment(testApp.db, {
      companyId: provider.company.id,
      areas: [{ area: AREA }, { area: OTHER_AREA }],
      name: '実績セグメント',
    });
    const first = await buyer();
    const second = await buyer();
    // 1,001 points over 2 areas × 3 months: 167 to the first cell, 166 to the rest.
    await createDataPurchase(testApp.db, {
      segmentId: id,
      buyerCompanyId: first.company.id,
      areas: [AREA, OTHER_AREA],
      monthFrom: '2026-11',
      monthTo: '2027-01',
      points: 1_001,
      status: 'APPROVED',
    });
    await createDataPurchase(testApp.db, {
      segmentId: id,
      buyerCompanyId: second.company.id,
      areas: [AREA],
      points: 500,
      status: 'APPROVED',
    });
    await createDataPurchase(testApp.db, { segmentId: id, buyerCompanyId: second.company.id, areas: [AREA], points: 700 });

    const all = dataSalesActualsResponseSchema.parse(
      (await provider.client.request('GET', '/api/target-data/sales-actuals?monthFrom=2026-11&monthTo=2027-01')).body,
    );
    expect(all.totalPoints).toBe(1_501);
    expect(all.licences).toBe(2);
    expect(all.rows).toHaveLength(7);
    const december = await provider.client.request(
      'GET',
      `/api/target-data/sales-actuals?monthFrom=2026-12&monthTo=2026-12&segmentId=${id}`,
    );
    const decemberBody = dataSalesActualsResponseSchema.parse(december.body);
    expect(decemberBody.rows.map((row) => [row.area, row.month, row.points])).toEqual([
      [AREA, '2026-12', 167],
      [OTHER_AREA, '2026-12', 167],
    ]);
    expect(decemberBody.totalPoints).toBe(334);

    const { response, sheet } = await downloadSpreadsheet(
      testApp.baseUrl,
      provider.client,
      '/api/target-data/sales-actuals.xlsx?monthFrom=2026-11&monthTo=2027-01',
    );
    expect(response.status).toBe(200);
    if (!sheet) throw new Error('no sheet');
    const rows = rowsOf(sheet);
    const total = rows.find((row) => row[0] === '合計');
    expect(total?.at(-1)).toBe(all.totalPoints);

    const other = await dataCompany();
    expect(
      (await other.client.request('GET', '/api/target-data/sales-actuals?monthFrom=2026-11&monthTo=2027-01')).body,
    ).toMatchObject({
      rows: [],
      totalPoints: 0,
      licences: 0,
    });
  });
});

describe('licences over time', () => {
  it('leaves cells under the minimum panel count out of the ratings other modules read', async () => {
    const provider = await dataCompany();
    const { id } = await createSegment(testApp.db, {
      companyId: provider.company.id,
      areas: [{ area: AREA }],
      minPanelCount: 30,
    });
    await createSegmentValues(testApp.db, {
      segmentId: id,
      cells: [
        { stationId: station.id, date: '2026-11-25', hour: 19, rating: 400, panelCount: 30 },
        { stationId: station.id, date: '2026-11-25', hour: 20, rating: 900, panelCount: 29 },
      ],
    });
    const { company } = await buyer();
    await createDataPurchase(testApp.db, { segmentId: id, buyerCompanyId: company.id, areas: [AREA], status: 'APPROVED' });
    const ratings = await createSegmentRatingsService(testApp.db, clock.now).ratingsFor(
      company.id,
      id,
      AREA,
      '2026-11-01',
      '2026-11-30',
    );
    expect([...ratings.ratings.values()]).toEqual([400]);
  });

  // Moves the shared clock past the licence's last day: the last test of the file.
  it('shows a licence past its last day as expired, and no longer lists its segment', async () => {
    const provider = await dataCompany();
    const { id } = await createSegment(testApp.db, { companyId: provider.company.id, areas: [{ area: AREA }] });
    const { client: before, company, user } = await buyer();
    await createDataPurchase(testApp.db, {
      segmentId: id,
      buyerCompanyId: company.id,
      areas: [AREA],
      status: 'APPROVED',
      monthTo: '2026-11',
    });
    await createSegmentValues(testApp.db, { segmentId: id, cells: [] });
    expect((await before.request('GET', '/api/target-data/licensed-segments')).body).toMatchObject({ segments: [{ id }] });

    // From 2026-11-22 10:00 JST to 2026-12-01 10:00 JST; the session has ended meanwhile, so log in again.
    clock.advance(9 * 24 * 60 * 60 * 1000);
    const client = await loggedInClient(testApp, user.account);
    expect((await client.request('GET', '/api/target-data/purchases')).body).toMatchObject({ purchases: [{ state: 'EXPIRED' }] });
    expect((await client.request('GET', '/api/target-data/purchases?state=EXPIRED')).body).toMatchObject({ total: 1 });
    expect((await client.request('GET', '/api/target-data/licensed-segments')).body).toEqual({ segments: [] });
    expect((await client.request('GET', `/api/target-data/catalogue/${id}`)).body).toMatchObject({ licensed: false });
  });
});
