import {
  API_ERRORS,
  type ApiErrorName,
  apiErrorBodySchema,
  BROADCASTER_LICENCES,
  broadcastSeconds,
  FUNCTION_LICENCES,
  type SalesSummary,
  type SalesSummaryQueryInput,
  salesBudgetsSchema,
  salesSummarySchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadSpreadsheet, rowsOf } from '../../test/download-spreadsheet';
import { createCompany, createDigitalProduct, createStation, createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';
import { contractedAmount, createAdvertiser, createSale, createSalesSlot, type SaleItem } from './station-sales.test-kit';

// Today is 2026-11-22 in Japan: October is over, November is under way.
const clock = createTestClock(Date.parse('2026-11-22T01:00:00.000Z'));
let testApp: TestApp;
let desk: TestClient;
let withoutUserLicence: TestClient;
let otherDesk: TestClient;
let stationA1: number;
let stationA2: number;
let otherStation: number;
let buyerX: { id: number; name: string };
let buyerY: { id: number; name: string };
let advertiserX: number;
let advertiserY: number;

/** The sales of October: contracted, held, declined and cancelled items on the seller's two stations. */
let sales: Record<'x1' | 'y2' | 'x3' | 'x4' | 'y5', SaleItem[]>;
let otherSales: SaleItem[];
let streamingSales: SaleItem[];

const OCTOBER = { dateFrom: '2026-10-01', dateTo: '2026-10-31' } as const;

function expectError(response: TestResponse, name: ApiErrorName) {
  expect(response.status, JSON.stringify(response.body)).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors[0]?.code).toBe(API_ERRORS[name].code);
}

async function summary(query: SalesSummaryQueryInput, client = desk): Promise<SalesSummary> {
  const response = await client.request(
    'GET',
    `/api/station-sales/summary?${new URLSearchParams(query as Record<string, string>)}`,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return salesSummarySchema.parse(response.body);
}

async function putBudget(body: unknown, client = desk) {
  return client.request('PUT', '/api/station-sales/budgets', { body });
}

beforeAll(async () => {
  testApp = await startTestApp({}, { clock: clock.now });
  const { db } = testApp;
  const seller = await createCompany(db, { businessType: 'BROAD_CASTER', licences: [...BROADCASTER_LICENCES] });
  stationA1 = (await createStation(db, { companyId: seller.id })).id;
  stationA2 = (await createStation(db, { companyId: seller.id })).id;
  desk = await loggedInClient(
    testApp,
    (await createUser(db, { companyId: seller.id, licences: [FUNCTION_LICENCES.profitUser] })).account,
  );
  withoutUserLicence = await loggedInClient(testApp, (await createUser(db, { companyId: seller.id, licences: [] })).account);
  const other = await createCompany(db, { businessType: 'BROAD_CASTER', licences: [...BROADCASTER_LICENCES] });
  otherStation = (await createStation(db, { companyId: other.id })).id;
  otherDesk = await loggedInClient(
    testApp,
    (await createUser(db, { companyId: other.id, licences: [FUNCTION_LICENCES.profitUser] })).account,
  );
  const x = await createCompany(db, { name: '広告会社エックス' });
  const y = await createCompany(db, { name: '広告会社ワイ' });
  buyerX = { id: x.id, name: x.name };
  buyerY = { id: y.id, name: y.name };
  advertiserX = (await createAdvertiser(db, { companyId: x.id, name: 'エックス食品', industry: 'FOOD' })).id;
  advertiserY = (await createAdvertiser(db, { companyId: y.id, name: 'ワイ飲料', industry: 'BEVERAGE' })).id;
  await db.insertInto('target_universes').values({ area_code: 'testarea', target: 'household', universe: 1_000_000 }).execute();

  const area = { areaCode: 'testarea' };
  // Monday 19:00 (ゴールデン), Tuesday 06:00 (朝, last-minute), a Tuesday 23:30 (深夜) on the second station.
  const golden = await createSalesSlot(db, {
    ...area,
    stationId: stationA1,
    date: '2026-10-05',
    startSecond: broadcastSeconds(19),
    unitsOnSale: 4,
    unitsSold: 3,
    ratingHousehold: 1000,
    programmeTitle: 'ゴールデン劇場',
  });
  const morning = await createSalesSlot(db, {
    ...area,
    stationId: stationA1,
    date: '2026-10-06',
    startSecond: broadcastSeconds(6),
    unitsOnSale: 2,
    unitsSold: 1,
    ratingHousehold: 500,
    kind: 2,
  });
  const lateNight = await createSalesSlot(db, {
    ...area,
    stationId: stationA2,
    date: '2026-10-20',
    startSecond: broadcastSeconds(23, 30),
    unitsOnSale: 1,
    unitsSold: 1,
    ratingHousehold: null,
  });
  await createSalesSlot(db, {
    ...area,
    stationId: stationA1,
    date: '2026-11-10',
    startSecond: broadcastSeconds(12),
    unitsOnSale: 2,
    salesStart: '2026-11-01',
  });
  const others = await createSalesSlot(db, {
    ...area,
    stationId: otherStation,
    date: '2026-10-05',
    unitsOnSale: 5,
    unitsSold: 5,
  });

  // Contracted at 00:00 on 1 October in Japan, the first instant of the month by contract date.
  const firstOfOctober = '2026-09-30T15:00:00.000Z';
  sales = {
    x1: [
      { slotId: golden.id, units: 2, unitPrice: 300_000, status: 'CONTRACTED', decidedAt: firstOfOctober },
      { slotId: morning.id, units: 1, unitPrice: 100_000, status: 'CONTRACTED', decidedAt: firstOfOctober },
    ],
    y2: [
      { slotId: golden.id, units: 1, unitPrice: 300_000, status: 'APPLIED' },
      {
        slotId: morning.id,
        units: 1,
        unitPrice: 100_000,
        status: 'DECLINED',
        declineReason: 'COMPETITOR',
        decidedAt: '2026-10-10T01:00:00.000Z',
      },
    ],
    x3: [{ slotId: lateNight.id, units: 1, unitPrice: 50_000, status: 'CONTRACTED', decidedAt: '2026-11-02T03:00:00.000Z' }],
    x4: [{ slotId: lateNight.id, units: 1, unitPrice: 50_000, status: 'CANCELLED', decidedAt: '2026-10-21T00:00:00.000Z' }],
    // The last second of 30 September in Japan: September's by contract date, October's by broadcast.
    y5: [{ slotId: morning.id, units: 1, unitPrice: 100_000, status: 'CONTRACTED', decidedAt: '2026-09-30T14:59:59.000Z' }],
  };
  const booking = (buyer: number, advertiserId: number, stationId: number, items: SaleItem[], closedAt?: string) =>
    createSale(db, { buyerCompanyId: buyer, sellerCompanyId: seller.id, stationId, advertiserId, items, closedAt });
  await booking(x.id, advertiserX, stationA1, sales.x1, firstOfOctober);
  await booking(y.id, advertiserY, stationA1, sales.y2);
  await booking(x.id, advertiserX, stationA2, sales.x3, '2026-11-02T03:00:00.000Z');
  await booking(x.id, advertiserX, stationA2, sales.x4, '2026-10-21T00:00:00.000Z');
  await booking(y.id, advertiserY, stationA1, sales.y5, '2026-09-30T14:59:59.000Z');

  otherSales = [{ slotId: others.id, units: 5, unitPrice: 1_000_000, status: 'CONTRACTED', decidedAt: firstOfOctober }];
  await createSale(db, {
    buyerCompanyId: x.id,
    sellerCompanyId: other.id,
    stationId: otherStation,
    advertiserId: advertiserX,
    items: otherSales,
    closedAt: firstOfOctober,
  });

  const streaming = await createDigitalProduct(db, {
    ...area,
    stationId: stationA1,
    deliveryStart: '2026-10-10',
    deliveryEnd: '2026-10-20',
    unitsOnSale: 1_000,
    unitsSold: 100,
  });
  streamingSales = [
    {
      digital: { productId: streaming.id, kind: 'streaming' },
      units: 100,
      unitPrice: 1_200,
      status: 'CONTRACTED',
      decidedAt: firstOfOctober,
    },
  ];
  await booking(x.id, advertiserX, stationA1, streamingSales, firstOfOctober);
});
afterAll(() => testApp.close());

describe('sales figures', () => {
  it('sums October by broadcast date: revenue is what the contracted items of the bookings amount to', async () => {
    const answer = await summary(OCTOBER);
    const contracted = contractedAmount([...sales.x1, ...sales.x3, ...sales.y5]);
    expect(answer.totals).toEqual({
      revenue: contracted,
      unitsContracted: 5,
      unitsOnSale: 7,
      unitsSold: 5,
      sellThrough: 71.4,
      averageUnitPrice: contracted / 5,
      unitsHeld: 1,
      perCost: null,
      cpm: null,
      unitsDeclined: 1,
      declinedByReason: { SOLD: 0, COMPETITOR: 1, SCREENING: 0, MATERIAL: 0, OTHER: 0 },
      unitsCancelled: 1,
    });
    expect(answer.rows).toEqual([expect.objectContaining({ key: '2026-10', name: null, revenue: contracted })]);
    expect(answer.stations.map((station) => station.id).sort()).toEqual([stationA1, stationA2].sort());
    expect(answer.asOf).toBe('2026-11-22');
  });

  it('counts by the JST day of 契約成立 under the contract basis', async () => {
    const answer = await summary({ ...OCTOBER, basis: 'contract' });
    // x3 was contracted in November and y5 on 30 September in Japan; the cancellation and the decline fall in October.
    expect(answer.totals.revenue).toBe(contractedAmount(sales.x1));
    expect(answer.totals).toMatchObject({ unitsContracted: 3, unitsHeld: 1, unitsDeclined: 1, unitsCancelled: 1 });
    expect(answer.rows.map((row) => row.key)).toEqual(['2026-10']);
    const september = await summary({ dateFrom: '2026-09-01', dateTo: '2026-09-30', basis: 'contract' });
    expect(september.totals.revenue).toBe(contractedAmount(sales.y5));
    const november = await summary({ dateFrom: '2026-11-01', dateTo: '2026-11-30', basis: 'contract' });
    expect(november.totals.revenue).toBe(contractedAmount(sales.x3));
  });

  it('keeps normal and last-minute slots apart, and streaming with its own counters and CPM', async () => {
    const normal = await summary({ ...OCTOBER, product: 'normal' });
    expect(normal.totals.revenue).toBe(contractedAmount([sales.x1[0] as SaleItem, ...sales.x3]));
    const lastMinute = await summary({ ...OCTOBER, product: 'lastMinute' });
    expect(lastMinute.totals.revenue).toBe(contractedAmount([sales.x1[1] as SaleItem, ...sales.y5]));
    const streaming = await summary({ ...OCTOBER, product: 'streaming' });
    expect(streaming.totals).toMatchObject({
      revenue: contractedAmount(streamingSales),
      unitsContracted: 100,
      unitsOnSale: 1_000,
      unitsSold: 100,
      sellThrough: 10,
      perCost: null,
      // One unit is 1,000 impressions: the CPM is the unit price.
      cpm: 1_200,
    });
    expect(streaming.heatmap).toEqual([]);
  });

  it('works out per-cost and CPM from the slots’ estimated ratings for the target', async () => {
    const answer = await summary({ ...OCTOBER, station: String(stationA1), target: 'household', ratingType: 'realtime' });
    const revenue = contractedAmount([...sales.x1, ...sales.y5]);
    // Σ units × rating: 2 × 10 % + 1 × 5 % + 1 × 5 % = 30 points; impressions 30 % of a universe of 1,000,000.
    expect(answer.totals.revenue).toBe(revenue);
    expect(answer.totals.perCost).toBe(Math.round(revenue / 30));
    expect(answer.totals.cpm).toBe(Math.round((revenue / 300_000) * 1000));
    const unrated = await summary({ ...OCTOBER, station: String(stationA1), target: 'f1' });
    expect(unrated.totals).toMatchObject({ revenue, perCost: null, cpm: null });
    // Four-week household ratings exist for households only.
    const unsupported = await summary({ ...OCTOBER, station: String(stationA1), target: 'f1', ratingType: 'household4w' });
    expect(unsupported.totals).toMatchObject({ revenue, perCost: null, cpm: null });
  });

  it('groups by week, weekday × band and programme with the inventory beside the sales', async () => {
    const weeks = await summary({ ...OCTOBER, grouping: 'week' });
    expect(weeks.rows.map((row) => [row.key, row.revenue])).toEqual([
      ['2026-10-05', contractedAmount([...sales.x1, ...sales.y5])],
      ['2026-10-19', contractedAmount(sales.x3)],
    ]);

    const bands = await summary({ ...OCTOBER, grouping: 'weekdayBand' });
    expect(bands.rows.map((row) => row.key)).toEqual(['0:golden', '1:morning', '1:lateNight']);
    expect(bands.rows[0]).toMatchObject({ revenue: 600_000, unitsOnSale: 4, unitsSold: 3, sellThrough: 75, unitsHeld: 1 });
    expect(bands.rows[1]).toMatchObject({ revenue: 200_000, unitsDeclined: 1 });
    expect(bands.rows[2]).toMatchObject({ revenue: 50_000, unitsCancelled: 1, sellThrough: 100 });

    const programmes = await summary({ ...OCTOBER, grouping: 'programme' });
    expect(programmes.rows.map((row) => [row.key, row.name, row.revenue])).toEqual([
      ['ゴールデン劇場', 'ゴールデン劇場', 600_000],
      ['', null, 250_000],
    ]);
  });

  it('groups by buyer, advertiser and industry without inventory figures', async () => {
    const buyers = await summary({ ...OCTOBER, grouping: 'buyer' });
    expect(buyers.rows.map((row) => [row.key, row.name, row.revenue])).toEqual([
      [String(buyerX.id), buyerX.name, contractedAmount([...sales.x1, ...sales.x3])],
      [String(buyerY.id), buyerY.name, contractedAmount(sales.y5)],
    ]);
    expect(buyers.rows[1]).toMatchObject({ unitsHeld: 1, unitsDeclined: 1, unitsOnSale: null, sellThrough: null });
    expect(buyers.totals).toMatchObject({ unitsOnSale: null, unitsSold: null, sellThrough: null });

    const advertisers = await summary({ ...OCTOBER, grouping: 'advertiser' });
    expect(advertisers.rows.map((row) => [row.key, row.name])).toEqual([
      [String(advertiserX), 'エックス食品'],
      [String(advertiserY), 'ワイ飲料'],
    ]);
    const industries = await summary({ ...OCTOBER, grouping: 'industry' });
    expect(industries.rows.map((row) => [row.key, row.revenue])).toEqual([
      ['FOOD', contractedAmount([...sales.x1, ...sales.x3])],
      ['BEVERAGE', contractedAmount(sales.y5)],
    ]);
  });

  it('charts the period by week and maps sell-through by weekday and hour', async () => {
    const answer = await summary(OCTOBER);
    expect(answer.timeline.map((point) => point.key)).toEqual([
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
    ]);
    expect(answer.timeline[1]).toEqual({ key: '2026-10-05', revenue: 800_000, sellThrough: 66.7 });
    expect(answer.heatmap).toHaveLength(7 * 24);
    expect(answer.heatmap.find((cell) => cell.weekday === 0 && cell.hour === 19)).toEqual({
      weekday: 0,
      hour: 19,
      unitsOnSale: 4,
      unitsSold: 3,
      sellThrough: 75,
    });
    const year = await summary({ dateFrom: '2026-01-01', dateTo: '2026-12-31' });
    expect(year.timeline.map((point) => point.key)).toHaveLength(12);
    expect(year.timeline[9]).toMatchObject({ key: '2026-10', revenue: answer.totals.revenue });
  });

  it('refuses periods the other way round or longer than a year', async () => {
    expectError(await desk.request('GET', '/api/station-sales/summary?dateFrom=2026-10-31&dateTo=2026-10-01'), 'badRequest');
    expectError(await desk.request('GET', '/api/station-sales/summary?dateFrom=2026-01-01&dateTo=2027-01-02'), 'badRequest');
  });
});

describe('whose figures', () => {
  it('never answers with another company’s station, and refuses naming one', async () => {
    const answer = await summary(OCTOBER);
    expect(answer.stations.map((station) => station.id)).not.toContain(otherStation);
    expectError(
      await desk.request('GET', `/api/station-sales/summary?dateFrom=2026-10-01&dateTo=2026-10-31&station=${otherStation}`),
      'forbidden',
    );
    expectError(
      await desk.request('GET', `/api/station-sales/summary.xlsx?dateFrom=2026-10-01&dateTo=2026-10-31&station=${otherStation}`),
      'forbidden',
    );
    const theirs = await summary(OCTOBER, otherDesk);
    expect(theirs.stations.map((station) => station.id)).toEqual([otherStation]);
    expect(theirs.totals.revenue).toBe(contractedAmount(otherSales));
  });

  it('answers LIC03001 to a station user without the sales management user licence', async () => {
    expectError(
      await withoutUserLicence.request('GET', '/api/station-sales/summary?dateFrom=2026-10-01&dateTo=2026-10-31'),
      'licenceMissing',
    );
    expectError(await withoutUserLicence.request('GET', '/api/station-sales/budgets?year=2026'), 'licenceMissing');
    expectError(await putBudget({ stationId: stationA1, month: '2026-10', amount: 1 }, withoutUserLicence), 'licenceMissing');
  });
});

describe('budgets and pacing', () => {
  it('sets, reads and clears a station-month’s budget, only for the company’s own stations', async () => {
    const set = await putBudget({ stationId: stationA1, month: '2026-10', amount: 3_100_000 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(salesBudgetsSchema.parse(set.body).budgets).toEqual([
      expect.objectContaining({ stationId: stationA1, month: '2026-10', amount: 3_100_000, updatedBy: '試験 利用者' }),
    ]);
    await putBudget({ stationId: stationA2, month: '2026-10', amount: 620_000 });
    await putBudget({ stationId: stationA1, month: '2026-11', amount: 3_000_000 });
    await putBudget({ stationId: stationA2, month: '2025-12', amount: 1 });
    await putBudget({ stationId: stationA2, month: '2025-12', amount: null });

    const read = await desk.request('GET', '/api/station-sales/budgets?year=2026');
    const budgets = salesBudgetsSchema.parse(read.body);
    expect(budgets.stations.map((station) => station.id).sort()).toEqual([stationA1, stationA2].sort());
    expect(budgets.budgets.map((budget) => [budget.stationId, budget.month, budget.amount])).toEqual(
      [
        [stationA1, '2026-10', 3_100_000],
        [stationA1, '2026-11', 3_000_000],
        [stationA2, '2026-10', 620_000],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    const lastYear = salesBudgetsSchema.parse((await desk.request('GET', '/api/station-sales/budgets?year=2025')).body);
    expect(lastYear.budgets).toEqual([]);

    expectError(await putBudget({ stationId: otherStation, month: '2026-10', amount: 1 }), 'forbidden');
    const theirs = salesBudgetsSchema.parse((await otherDesk.request('GET', '/api/station-sales/budgets?year=2026')).body);
    expect(theirs.budgets).toEqual([]);
  });

  it('refuses a budget that breaks the contract with the error catalogue’s shape', async () => {
    for (const body of [
      { stationId: stationA1, month: '2026-10', amount: -1 },
      { stationId: stationA1, month: '2026-13', amount: 1 },
      { stationId: stationA1, month: '2026-10', amount: 2_000_000_001 },
      { stationId: stationA1, month: '2026-10' },
    ]) {
      const response = await putBudget(body);
      expectError(response, 'badRequest');
      expect(response.body).toMatchObject({
        errors: [{ code: 'VAL00001', statusCode: 400 }],
        path: '/station-sales/budgets',
      });
    }
    expectError(await desk.request('GET', '/api/station-sales/budgets?year=1999'), 'badRequest');
  });

  it('paces the period against its prorated budget and where the sales window says it should be today', async () => {
    const october = await summary(OCTOBER);
    const revenue = october.totals.revenue;
    // October is over: the whole budget was expected.
    expect(october.pacing).toEqual({
      budget: 3_720_000,
      revenue,
      expectedByToday: 3_720_000,
      pace: Math.round((revenue / 3_720_000) * 1000) / 10,
      achievement: Math.round((revenue / 3_720_000) * 1000) / 10,
    });
    const tenDays = await summary({ dateFrom: '2026-10-01', dateTo: '2026-10-10', station: String(stationA1) });
    expect(tenDays.pacing.budget).toBe(1_000_000);
    // November's window opens on 1 November; 22 of its 30 days have gone by.
    const november = await summary({ dateFrom: '2026-11-01', dateTo: '2026-11-30', station: String(stationA1) });
    expect(november.pacing).toEqual({ budget: 3_000_000, revenue: 0, expectedByToday: 2_200_000, pace: 0, achievement: 0 });
    const unbudgeted = await summary({ dateFrom: '2026-08-01', dateTo: '2026-08-31' });
    expect(unbudgeted.pacing).toEqual({ budget: null, revenue: 0, expectedByToday: null, pace: null, achievement: null });
  });
});

describe('the .xlsx export', () => {
  it('has the grouped table with a 合計 row equal to the JSON totals, and the heat map and timeline', async () => {
    const query = { ...OCTOBER, grouping: 'weekdayBand' as const };
    const answer = await summary(query);
    const { response, sheet } = await downloadSpreadsheet(
      testApp.baseUrl,
      desk,
      `/api/station-sales/summary.xlsx?${new URLSearchParams(query)}`,
    );
    expect(response.status).toBe(200);
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain('販売管理_2026-10-01_2026-10-31');
    const rows = rowsOf(sheet as NonNullable<typeof sheet>);
    const header = rows.find((row) => row[0] === '曜日×時間帯') ?? [];
    const totals = rows.find((row) => row[0] === '合計') ?? [];
    const cell = (heading: string) => totals[header.indexOf(heading)];
    expect(cell('契約売上')).toBe(answer.totals.revenue);
    expect(cell('成約数')).toBe(answer.totals.unitsContracted);
    expect(cell('販売可能数')).toBe(answer.totals.unitsOnSale);
    expect(cell('販売数')).toBe(answer.totals.unitsSold);
    expect(cell('販売率（%）')).toBe(answer.totals.sellThrough);
    expect(cell('保留中')).toBe(answer.totals.unitsHeld);
    expect(cell('不成立')).toBe(answer.totals.unitsDeclined);
    expect(cell('不成立（競合）')).toBe(1);
    expect(cell('取消')).toBe(answer.totals.unitsCancelled);
    expect(rows.filter((row) => typeof row[0] === 'string' && row[0].startsWith('月・'))).toHaveLength(1);
    const workbook = sheet?.workbook;
    expect(workbook?.worksheets.map((worksheet) => worksheet.name)).toEqual(['集計表', 'ヒートマップ', '推移']);
  });
});
