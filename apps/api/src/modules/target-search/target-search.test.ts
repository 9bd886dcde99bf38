import {
  API_ERRORS,
  type ApiErrorName,
  apiErrorBodySchema,
  FUNCTION_LICENCES,
  planCandidatesResponseSchema,
  planDetailSchema,
  planOptimisationSchema,
  programGuideResponseSchema,
  SLOT_KINDS,
  slotListResponseSchema,
  type TargetHeatmapResponse,
  type TargetSlotsResponse,
  TRIAL_COMPANY_CODE_PREFIX,
  targetHeatmapResponseSchema,
  targetSlotsResponseSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createSlot, createStation, createUser, planConditionsOf } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';
import { createTestClock, type TestClock } from '../../test/test-clock';
import { createSegmentFixture, licenceSegment } from './segment-fixtures.test-kit';

// Target search over HTTP on a small area built here, its figures worked out by hand (on SQLite
// here, PostgreSQL in the api-postgres project). Universes: individuals 10,000,000, F1 2,500,000
// (a quarter), the segment 1,000,000 (a tenth). Slots (F1 / individual ratings in basis points):
//   s1 station A Mon 19h ¥480,000  400 / 1000  share 0.10   index 125  per-cost 120,000
//   s2 station B Mon 19h ¥300,000  240 / 1000  share 0.06   index  75  per-cost 125,000
//   s3 station A Tue  8h ¥100,000  120 /  500  share 0.06   index  75  per-cost  83,333 (last-minute)
//   s4 station A Mon 25h ¥100,000  680 / 1500  share 0.1133 index 142  (outside 全日's 6–24)
//   s5 station B Wed 10h  ¥50,000  160 / 1000  share 0.04   index  50  sold out
// The area's average share: 1,600 × 0.25 ÷ 5,000 = 0.08 (800 bp).

const AREA = 'tsearch';
const TODAY = Date.parse('2031-01-05T01:00:00.000Z');
const HOUR = 3600;
const PERIOD = { area: AREA, dateFrom: '2031-01-06', dateTo: '2031-01-12' };

let testApp: TestApp;
let clock: TestClock;
let buyer: TestClient;
let buyerAccount: string;
let trial: TestClient;
let stranger: TestClient;
let stationA: number;
let stationB: number;
let segmentId: number;
const slot: Record<string, number> = {};

function expectError(response: TestResponse, name: ApiErrorName) {
  expect(response.status, JSON.stringify(response.body)).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors[0]?.code).toBe(API_ERRORS[name].code);
}

async function heatmap(client: TestClient, query: Record<string, string>): Promise<TargetHeatmapResponse> {
  const response = await client.request('GET', `/api/target-search/heatmap?${new URLSearchParams({ ...PERIOD, ...query })}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return targetHeatmapResponseSchema.parse(response.body);
}

async function slotList(client: TestClient, query: Record<string, string>): Promise<TargetSlotsResponse> {
  const response = await client.request('GET', `/api/target-search/slots?${new URLSearchParams({ ...PERIOD, ...query })}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return targetSlotsResponseSchema.parse(response.body);
}

beforeAll(async () => {
  clock = createTestClock(TODAY);
  testApp = await startTestApp({}, { clock: clock.now });
  const { db } = testApp;
  const stationCompanyA = await createCompany(db, { businessType: 'BROAD_CASTER' });
  const stationCompanyB = await createCompany(db, { businessType: 'BROAD_CASTER' });
  stationA = (await createStation(db, { companyId: stationCompanyA.id, areaCode: AREA })).id;
  stationB = (await createStation(db, { companyId: stationCompanyB.id, areaCode: AREA })).id;
  await db
    .insertInto('target_universes')
    .values([
      { area_code: AREA, target: 'individual', universe: 10_000_000 },
      { area_code: AREA, target: 'f1', universe: 2_500_000 },
      { area_code: AREA, target: 'household', universe: 4_000_000 },
    ])
    .execute();
  const slots = [
    { name: 's1', stationId: stationA, date: '2031-01-06', startSecond: 14 * HOUR, price: 480_000, f1: 400, individual: 1000 },
    {
      name: 's2',
      stationId: stationB,
      date: '2031-01-06',
      startSecond: 14 * HOUR + 900,
      price: 300_000,
      f1: 240,
      individual: 1000,
    },
    { name: 's3', stationId: stationA, date: '2031-01-07', startSecond: 3 * HOUR, price: 100_000, f1: 120, individual: 500 },
    { name: 's4', stationId: stationA, date: '2031-01-06', startSecond: 20 * HOUR, price: 100_000, f1: 680, individual: 1500 },
    { name: 's5', stationId: stationB, date: '2031-01-08', startSecond: 5 * HOUR, price: 50_000, f1: 160, individual: 1000 },
  ];
  for (const values of slots) {
    const { id } = await createSlot(db, {
      stationId: values.stationId,
      areaCode: AREA,
      date: values.date,
      startSecond: values.startSecond,
      price: values.price,
      unitsSold: values.name === 's5' ? 2 : 0,
    });
    await db
      .updateTable('slots')
      .set({
        rating_realtime_f1: values.f1,
        rating_realtime_individual: values.individual,
        kind: values.name === 's3' ? SLOT_KINDS.lastMinute : SLOT_KINDS.normal,
      })
      .where('id', '=', id)
      .execute();
    slot[values.name] = id;
  }

  const provider = await createCompany(db, { businessType: 'DATA_COMPANY' });
  // The cell of s2 (station B, Monday 19h) rests on 10 panellists, under the minimum of 30: never shown.
  segmentId = await createSegmentFixture(db, {
    providerCompanyId: provider.id,
    universes: { [AREA]: 1_000_000 },
    cells: [
      { stationId: stationA, date: '2031-01-06', hour: 19, rating: 300 },
      { stationId: stationB, date: '2031-01-06', hour: 19, rating: 150, panelCount: 10 },
      { stationId: stationA, date: '2031-01-07', hour: 8, rating: 200, panelCount: 30 },
      { stationId: stationB, date: '2031-01-08', hour: 10, rating: 100 },
      { stationId: stationA, date: '2031-01-06', hour: 25, rating: 500 },
    ],
  });

  const licences = [
    FUNCTION_LICENCES.targetSearch,
    FUNCTION_LICENCES.timetable,
    FUNCTION_LICENCES.slots,
    FUNCTION_LICENCES.planning,
  ];
  const buyerCompany = await createCompany(db, { licences });
  buyerAccount = (await createUser(db, { companyId: buyerCompany.id, licences })).account;
  buyer = await loggedInClient(testApp, buyerAccount);
  await licenceSegment(db, {
    segmentId,
    buyerCompanyId: buyerCompany.id,
    areas: [AREA],
    startsOn: '2031-01-01',
    endsOn: '2031-01-31',
  });

  const trialCompany = await createCompany(db, { code: `${TRIAL_COMPANY_CODE_PREFIX}ts01`, licences });
  trial = await loggedInClient(testApp, (await createUser(db, { companyId: trialCompany.id, licences })).account);
  await db
    .insertInto('trial_permissions')
    .values({
      station_company_id: stationCompanyA.id,
      trial_company_id: trialCompany.id,
      scope: 'VIEW',
      valid_from: '2030-01-01',
      valid_until: null,
      granted_by_user_id: null,
      granted_at: new Date(TODAY).toISOString(),
      revoked_at: null,
    })
    .execute();

  const strangerCompany = await createCompany(db, { licences });
  stranger = await loggedInClient(testApp, (await createUser(db, { companyId: strangerCompany.id, licences })).account);
});
afterAll(() => testApp.close());

describe('GET /api/target-search/heatmap', () => {
  it('answers each weekday × hour of the pattern with its index against the area average and its per-cost', async () => {
    const answer = await heatmap(buyer, { target: 'f1' });
    expect(answer).toMatchObject({
      target: 'f1',
      ratingType: 'realtime',
      segment: null,
      averageShare: 800,
      figuresAreEstimates: true,
    });
    // Monday 19h: (400 + 240) × 0.25 ÷ 2,000 = 0.08 → 100; (480,000 + 300,000) × 100 ÷ 640 = 121,875.
    expect(answer.cells).toEqual([
      { weekday: 0, hour: 19, slots: 2, index: 100, perCost: 121_875 },
      { weekday: 1, hour: 8, slots: 1, index: 75, perCost: 83_333 },
      { weekday: 2, hour: 10, slots: 1, index: 50, perCost: 31_250 },
    ]);
    // The median of s1, s2 and s3 (on sale, in 全日): s5 is sold out, s4 outside the pattern.
    expect(answer.medianPerCost).toBe(120_000);
  });

  it('keeps the all-day average whatever the pattern', async () => {
    const answer = await heatmap(buyer, { target: 'f1', pattern: 'lateNight' });
    expect(answer.averageShare).toBe(800);
    expect(answer.cells).toEqual([{ weekday: 0, hour: 25, slots: 1, index: 142, perCost: 14_706 }]);
    expect(answer.medianPerCost).toBe(14_706);
  });

  it("answers a licensed segment's cells, leaving out those under the minimum panel count", async () => {
    const answer = await heatmap(buyer, { segment: String(segmentId) });
    expect(answer.segment).toEqual({ id: segmentId, name: '自動車購入意向層', provider: expect.any(String) });
    // Over the slots with both ratings (s2's cell is suppressed): 1,100 × 0.1 ÷ 4,000 = 0.0275.
    expect(answer.averageShare).toBe(275);
    expect(answer.cells).toEqual([
      { weekday: 0, hour: 19, slots: 2, index: 109, perCost: 160_000 },
      { weekday: 1, hour: 8, slots: 1, index: 145, perCost: 50_000 },
      { weekday: 2, hour: 10, slots: 1, index: 36, perCost: 50_000 },
    ]);
    expect(answer.medianPerCost).toBe(105_000);
  });

  it('shows a trial company only the stations that granted it', async () => {
    const answer = await heatmap(trial, { target: 'f1' });
    // s1, s3 and s4 (station A): 1,200 × 0.25 ÷ 3,000 = 0.1.
    expect(answer.averageShare).toBe(1000);
    expect(answer.cells.map((cell) => [cell.weekday, cell.hour, cell.slots])).toEqual([
      [0, 19, 1],
      [1, 8, 1],
    ]);
  });

  it('refuses a period over 31 days and a segment the company holds no licence for', async () => {
    const tooLong = await buyer.request(
      'GET',
      `/api/target-search/heatmap?${new URLSearchParams({ area: AREA, dateFrom: '2031-01-01', dateTo: '2031-02-01' })}`,
    );
    expect(tooLong.status).toBe(400);
    expectError(
      await stranger.request(
        'GET',
        `/api/target-search/heatmap?${new URLSearchParams({ ...PERIOD, segment: String(segmentId) })}`,
      ),
      'segmentNotLicensed',
    );
  });
});

describe('GET /api/target-search/slots', () => {
  it('ranks the slots by index, on sale first, with share, per-cost, CPM and the 穴場 flag', async () => {
    const answer = await slotList(buyer, { target: 'f1' });
    expect(answer).toMatchObject({ total: 4, page: 1, pageSize: 50, medianPerCost: 120_000, averageShare: 800 });
    expect(answer.slots.map((row) => [row.id, row.index, row.share, row.perCost, row.bargain])).toEqual([
      [slot.s1, 125, 1000, 120_000, true],
      [slot.s2, 75, 600, 125_000, false],
      [slot.s3, 75, 600, 83_333, false],
      [slot.s5, 50, 400, 31_250, false],
    ]);
    // ¥480,000 ÷ (4 % of 2,500,000) × 1,000.
    expect(answer.slots[0]).toMatchObject({ rating: 400, cpm: 4800, weekday: 0, state: 'onSale' });
  });

  it('sorts by per-cost and CPM, lists only 穴場枠 when asked, and filters by kind', async () => {
    const byPerCost = await slotList(buyer, { target: 'f1', sort: 'perCost' });
    expect(byPerCost.slots.map((row) => row.id)).toEqual([slot.s3, slot.s1, slot.s2, slot.s5]);
    const byCpm = await slotList(buyer, { target: 'f1', sort: 'cpm' });
    expect(byCpm.slots.map((row) => row.id)).toEqual([slot.s3, slot.s1, slot.s2, slot.s5]);
    const bargains = await slotList(buyer, { target: 'f1', bargainsOnly: 'true' });
    expect(bargains.slots.map((row) => row.id)).toEqual([slot.s1]);
    expect(bargains.total).toBe(1);
    const lastMinute = await slotList(buyer, { target: 'f1', kind: String(SLOT_KINDS.lastMinute) });
    expect(lastMinute.slots.map((row) => row.id)).toEqual([slot.s3]);
    expect(lastMinute.medianPerCost).toBe(83_333);
  });

  it("gives each slot its segment cell's rating (none under the minimum panel count) and ranks by it", async () => {
    const answer = await slotList(buyer, { segment: String(segmentId) });
    expect(answer.averageShare).toBe(275);
    expect(answer.medianPerCost).toBe(105_000);
    expect(answer.slots.map((row) => [row.id, row.rating, row.index, row.perCost, row.bargain])).toEqual([
      [slot.s3, 200, 145, 50_000, true],
      [slot.s1, 300, 109, 160_000, false],
      [slot.s2, null, null, null, false],
      [slot.s5, 100, 36, 50_000, false],
    ]);
    // ¥480,000 ÷ (3 % of 1,000,000) × 1,000.
    expect(answer.slots[1]?.cpm).toBe(16_000);
    const bargains = await slotList(buyer, { segment: String(segmentId), bargainsOnly: 'true' });
    expect(bargains.slots.map((row) => row.id)).toEqual([slot.s3]);
    const byPerCost = await slotList(buyer, { segment: String(segmentId), sort: 'perCost' });
    expect(byPerCost.slots.map((row) => row.id)).toEqual([slot.s3, slot.s1, slot.s2, slot.s5]);
  });

  it('shows a trial company only the stations that granted it', async () => {
    const answer = await slotList(trial, { target: 'f1' });
    expect(answer.slots.map((row) => row.station.id)).toEqual([stationA, stationA]);
  });
});

describe('a segment in the program guide and the slot list', () => {
  it("gives the timetable's slots their cell's rating, per-cost and CPM, and names the segment", async () => {
    const response = await buyer.request(
      'GET',
      `/api/program-guide?${new URLSearchParams({ area: AREA, view: 'week', date: '2031-01-06', segment: String(segmentId) })}`,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const answer = programGuideResponseSchema.parse(response.body);
    expect(answer.segment).toMatchObject({ id: segmentId, name: '自動車購入意向層' });
    const byId = new Map(answer.slots.id.map((id, index) => [id, index]));
    const figures = (name: string) => {
      const index = byId.get(slot[name] as number) as number;
      return [answer.slots.rating[index], answer.slots.perCost[index], answer.slots.cpm[index]];
    };
    expect(figures('s1')).toEqual([300, 160_000, 16_000]);
    // Station B's Monday 19h rests on 10 panellists: no rating leaves the server.
    expect(figures('s2')).toEqual([null, null, null]);
    expect(figures('s3')).toEqual([200, 50_000, 5000]);
    expect(figures('s4')).toEqual([500, 20_000, 2000]);
    const demographic = programGuideResponseSchema.parse(
      (await buyer.request('GET', `/api/program-guide?${new URLSearchParams({ area: AREA, view: 'week', date: '2031-01-06' })}`))
        .body,
    );
    expect(demographic.segment ?? null).toBeNull();
  });

  it("sorts and filters the slot list by the segment's figures", async () => {
    const query = { area: AREA, dateFrom: '2031-01-06', dateTo: '2031-01-12', segment: String(segmentId), sort: 'perCost' };
    const response = await buyer.request('GET', `/api/slots?${new URLSearchParams(query)}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const answer = slotListResponseSchema.parse(response.body);
    expect(answer.segment).toMatchObject({ id: segmentId });
    expect(answer.items.map((item) => [item.id, item.rating, item.perCost])).toEqual([
      [slot.s4, 500, 20_000],
      [slot.s3, 200, 50_000],
      [slot.s1, 300, 160_000],
      [slot.s2, null, null],
      [slot.s5, 100, 50_000],
    ]);
    const cheap = slotListResponseSchema.parse(
      (await buyer.request('GET', `/api/slots?${new URLSearchParams({ ...query, maxPerCost: '60000' })}`)).body,
    );
    expect(cheap.items.map((item) => item.id)).toEqual([slot.s4, slot.s3, slot.s5]);
    expect((await buyer.request('GET', `/api/slots.xlsx?${new URLSearchParams(query)}`)).status).toBe(200);
  });

  it('refuses a segment without a licence (TGD03002) and one without an area', async () => {
    expectError(
      await stranger.request(
        'GET',
        `/api/program-guide?${new URLSearchParams({ area: AREA, date: '2031-01-06', segment: String(segmentId) })}`,
      ),
      'segmentNotLicensed',
    );
    expectError(
      await stranger.request(
        'GET',
        `/api/slots?${new URLSearchParams({ area: AREA, dateFrom: '2031-01-06', dateTo: '2031-01-12', segment: String(segmentId) })}`,
      ),
      'segmentNotLicensed',
    );
    const noArea = await buyer.request(
      'GET',
      `/api/slots?${new URLSearchParams({ dateFrom: '2031-01-06', dateTo: '2031-01-12', segment: String(segmentId) })}`,
    );
    expect(noArea.status).toBe(400);
  });
});

describe("a segment as a plan's audience", () => {
  const conditions = () => ({ ...planConditionsOf(AREA), segment: segmentId });

  it("rates the candidates with the segment's cells and works the figures out with its population", async () => {
    const candidates = await buyer.request('POST', '/api/plannings/candidates', { body: { conditions: conditions() } });
    expect(candidates.status, JSON.stringify(candidates.body)).toBe(200);
    // s2's cell is under the minimum panel count: no rating, no candidate; s4 is outside 全日, s5 sold out.
    expect(
      planCandidatesResponseSchema.parse(candidates.body).items.map((item) => [item.productId, item.rating, item.cpm]),
    ).toEqual([
      [slot.s3, 200, 5000],
      [slot.s1, 300, 16_000],
    ]);
    const optimised = await buyer.request('POST', '/api/plannings/optimisations', {
      body: { conditions: conditions(), pinned: [], removed: [], question: 'plan' },
    });
    expect(optimised.status, JSON.stringify(optimised.body)).toBe(200);
    const answer = planOptimisationSchema.parse(optimised.body);
    // Both units of each: 2 × 300 + 2 × 200 basis points; 2 × 30,000 + 2 × 20,000 of the segment's 1,000,000.
    expect(answer.figures).toMatchObject({ amount: 1_160_000, targetGrp: 1000, impressions: 100_000, cpm: 11_600 });
    const lines = answer.lines.map((line) => ({ kind: line.kind, productId: line.productId, units: line.units, pinned: false }));
    const saved = await buyer.request('POST', '/api/plannings', {
      body: { name: 'セグメント計画', advertiserId: null, conditions: conditions(), lines, optimality: answer.optimality },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const plan = planDetailSchema.parse(saved.body);
    expect(plan.conditions.segment).toBe(segmentId);
    expect(plan.figures.targetGrp).toBe(1000);
    expect(plan.lines.map((line) => line.rating).sort()).toEqual([200, 300]);
  });

  it('refuses a segment the company holds no licence for (TGD03002)', async () => {
    expectError(
      await stranger.request('POST', '/api/plannings/candidates', { body: { conditions: conditions() } }),
      'segmentNotLicensed',
    );
  });
});

describe('a licence past its last day', () => {
  it('stops serving the segment the day after (TGD03002)', async () => {
    expect((await heatmap(buyer, { segment: String(segmentId) })).segment?.id).toBe(segmentId);
    clock.advance(27 * 24 * HOUR * 1000);
    try {
      // Sessions do not outlive four weeks of the test clock: a fresh login on the first day after.
      const later = await loggedInClient(testApp, buyerAccount);
      expectError(
        await later.request(
          'GET',
          `/api/target-search/heatmap?${new URLSearchParams({ ...PERIOD, segment: String(segmentId) })}`,
        ),
        'segmentNotLicensed',
      );
      expectError(
        await later.request('GET', `/api/target-search/slots?${new URLSearchParams({ ...PERIOD, segment: String(segmentId) })}`),
        'segmentNotLicensed',
      );
    } finally {
      clock.advance(-27 * 24 * HOUR * 1000);
    }
  });
});
