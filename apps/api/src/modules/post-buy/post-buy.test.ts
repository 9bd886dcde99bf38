import {
  type AgencyAnalysis,
  API_ERROR_CODES,
  agencyAnalysisSchema,
  FUNCTION_LICENCES,
  type StationAnalysis,
  stationAnalysisSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadSpreadsheet, rowsOf } from '../../test/download-spreadsheet';
import {
  createBooking,
  createCart,
  createCompany,
  createPlan,
  createSlot,
  createStation,
  createUser,
} from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';
import {
  createAdvertiser,
  createAiredBreak,
  createAiredImport,
  placeInProgramme,
  setSlotRatings,
  setUniverse,
} from './post-buy.test-kit';

// The clock starts on 2026-11-22 (JST): the analysed fortnight has aired, the substitutes air later.
const clock = createTestClock();
const L = FUNCTION_LICENCES;
const AREA = 'pbarea';
const PERIOD = 'dateFrom=2026-11-02&dateTo=2026-11-15';
/** Seconds from 05:00: 07:00, 20:00 (ゴールデン), 20:30, 23:00. */
const AT_0700 = 2 * 3600;
const AT_2000 = 15 * 3600;
const AT_2030 = 15 * 3600 + 1800;
const AT_2300 = 18 * 3600;

let testApp: TestApp;
let stationCompany: { id: number };
let station: { id: number; name: string };
let otherStation: { id: number };
let stationClient: TestClient;
let buyer: { id: number };
let buyerClient: TestClient;
let advertiserId: number;
let otherAdvertiserId: number;
let golden: { id: number };
let morning: { id: number };
let unmeasured: { id: number };
let firstBooking: { id: number };
let secondBooking: { id: number };
let otherBuyerBooking: { id: number };
let substitute: { id: number };

const individual = (rating: number) => ({ rating_realtime_individual: rating });

async function slot(date: string, startSecond: number, values: Partial<Parameters<typeof createSlot>[1]> = {}) {
  return createSlot(testApp.db, { stationId: station.id, areaCode: AREA, date, startSecond, ...values });
}

beforeAll(async () => {
  testApp = await startTestApp({ logLevel: 'error' }, { clock: clock.now });
  const { db } = testApp;
  stationCompany = await createCompany(db, { businessType: 'BROAD_CASTER', licences: [L.analysis] });
  const { id: stationId } = await createStation(db, { companyId: stationCompany.id, areaCode: AREA });
  station = await db.selectFrom('stations').where('id', '=', stationId).select(['id', 'name']).executeTakeFirstOrThrow();
  const otherStationCompany = await createCompany(db, { businessType: 'BROAD_CASTER', licences: [L.analysis] });
  otherStation = await createStation(db, { companyId: otherStationCompany.id, areaCode: AREA });
  await setUniverse(db, AREA, 'individual', 1_000_000);

  // Estimates: 20:00 on Monday 1000 (actual 700), 07:00 on Tuesday 500 (actual 600), a slot nobody measured.
  golden = await slot('2026-11-02', AT_2000, { price: 300_000 });
  await setSlotRatings(db, golden.id, { ...individual(1000), rating_realtime_household: 1500 });
  morning = await slot('2026-11-03', AT_0700, { price: 200_000 });
  await setSlotRatings(db, morning.id, { ...individual(500), rating_realtime_household: 900 });
  unmeasured = await slot('2026-11-05', AT_2000, { price: 100_000 });
  await setSlotRatings(db, unmeasured.id, individual(400));

  const upload = await createAiredImport(db, stationCompany.id);
  const aired = { importId: upload.id, stationId: station.id, areaCode: AREA };
  await createAiredBreak(db, {
    ...aired,
    date: '2026-11-02',
    startSecond: AT_2000,
    slotId: golden.id,
    programmeTitle: 'ドラマ',
    ratings: { ...individual(700), rating_realtime_household: 1200 },
  });
  await createAiredBreak(db, {
    ...aired,
    date: '2026-11-03',
    startSecond: AT_0700,
    slotId: morning.id,
    programmeTitle: 'ニュース',
    ratings: { ...individual(600), rating_realtime_household: 1000 },
  });
  // Aired but not sold here: in the heat map and the break count, not in a comparison.
  await createAiredBreak(db, { ...aired, date: '2026-11-04', startSecond: AT_2300, ratings: individual(900) });
  // Before the period: counted nowhere.
  await createAiredBreak(db, { ...aired, date: '2026-11-01', startSecond: AT_2000, ratings: individual(100) });
  // Another company's station in the same area: its own analysis, and the area's heat map.
  const otherSlot = await createSlot(db, {
    stationId: otherStation.id,
    areaCode: AREA,
    date: '2026-11-02',
    startSecond: AT_2000,
  });
  await setSlotRatings(db, otherSlot.id, individual(2000));
  await createAiredBreak(db, {
    importId: (await createAiredImport(db, otherStationCompany.id)).id,
    stationId: otherStation.id,
    areaCode: AREA,
    date: '2026-11-02',
    startSecond: AT_2000,
    slotId: otherSlot.id,
    ratings: individual(300),
  });

  buyer = await createCompany(db, { licences: [L.cmAnalysis] });
  advertiserId = (await createAdvertiser(db, buyer.id, '広告主A', 'AUTOMOTIVE')).id;
  otherAdvertiserId = (await createAdvertiser(db, buyer.id, '広告主B')).id;
  const booking = {
    buyerCompanyId: buyer.id,
    sellerCompanyId: stationCompany.id,
    stationId: station.id,
    status: 'CONTRACTED' as const,
  };
  firstBooking = await createBooking(db, {
    ...booking,
    advertiserId,
    items: [{ slotId: golden.id, units: 2, unitPrice: 300_000, status: 'CONTRACTED', date: '2026-11-02' }],
  });
  secondBooking = await createBooking(db, {
    ...booking,
    advertiserId: otherAdvertiserId,
    items: [
      { slotId: unmeasured.id, units: 1, unitPrice: 100_000, status: 'CONTRACTED', date: '2026-11-05' },
      { slotId: morning.id, units: 1, unitPrice: 200_000, status: 'DECLINED', date: '2026-11-03' },
    ],
  });
  const otherBuyer = await createCompany(db, { licences: [L.cmAnalysis] });
  otherBuyerBooking = await createBooking(db, {
    ...booking,
    buyerCompanyId: otherBuyer.id,
    items: [{ slotId: morning.id, units: 1, unitPrice: 200_000, status: 'CONTRACTED', date: '2026-11-03' }],
  });

  // Candidates for the golden slot (estimate 1000, 300,000 yen: 30,000 yen a point, 2 units).
  const candidate = async (date: string, startSecond: number, rating: number, price: number, values = {}) => {
    const created = await slot(date, startSecond, { price, ...values });
    await setSlotRatings(db, created.id, individual(rating));
    return created;
  };
  await candidate('2026-11-30', AT_2030, 1000, 280_000); // Monday golden, 28,000 a point
  substitute = await candidate('2026-12-07', AT_2030, 1000, 260_000); // Monday golden, 26,000: the one
  await candidate('2026-12-01', AT_2030, 1200, 240_000); // cheaper, but Tuesday
  await candidate('2026-11-30', AT_2030 + 60, 1000, 200_000, { unitsSold: 1 }); // one unit left
  await candidate('2026-11-30', AT_2030 + 120, 900, 100_000); // lower estimate
  await candidate('2026-11-30', AT_2030 + 180, 1000, 200_000, { lengthSeconds: 30 }); // another length
  await candidate('2026-11-30', AT_2030 + 240, 1100, 340_000); // 30,909 a point
  await candidate('2026-11-30', AT_2030 + 300, 1000, 200_000, { status: 'WITHDRAWN' });
  await candidate('2026-11-30', AT_2030 + 360, 1000, 200_000, { salesStart: '2026-11-25' }); // not on sale yet
  await candidate('2026-11-16', AT_2030, 1000, 200_000); // a Monday already aired
  const elsewhere = await createSlot(db, {
    stationId: otherStation.id,
    areaCode: AREA,
    date: '2026-11-30',
    startSecond: AT_2030,
    price: 1,
  });
  await setSlotRatings(db, elsewhere.id, individual(5000));

  const stationUser = await createUser(db, { companyId: stationCompany.id });
  stationClient = await loggedInClient(testApp, stationUser.account);
  const buyerUser = await createUser(db, { companyId: buyer.id });
  buyerClient = await loggedInClient(testApp, buyerUser.account);
});
afterAll(() => testApp.close());

function expectError(response: TestResponse, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ errors: [{ code, statusCode: status }] });
}

async function stationAnalysis(path: string): Promise<StationAnalysis> {
  const response = await stationClient.request('GET', `/api/station-analysis?${path}`);
  expect(response.status).toBe(200);
  return stationAnalysisSchema.parse(response.body);
}

async function agencyAnalysis(path: string): Promise<AgencyAnalysis> {
  const response = await buyerClient.request('GET', `/api/agency-analysis?${path}`);
  expect(response.status).toBe(200);
  return agencyAnalysisSchema.parse(response.body);
}

describe('GET /station-analysis', () => {
  it('compares the estimates with the actuals of the matched breaks: mean error, bias and its percentage', async () => {
    const analysis = await stationAnalysis(PERIOD);
    expect(analysis.stations).toEqual([{ id: station.id, name: station.name }]);
    expect(analysis.breaks).toBe(3);
    expect(analysis.compared).toBe(2);
    // (1000, 700) and (500, 600): errors 300 and 100, actual − estimate −300 and +100, Σ 1300 ÷ Σ 1500.
    expect(analysis.totals).toEqual({
      key: 'total',
      name: null,
      breaks: 2,
      meanEstimate: 750,
      meanActual: 650,
      meanAbsoluteError: 200,
      bias: -100,
      biasPercent: -13.3,
    });
    expect(
      analysis.byWeekdayBand.map(({ weekday, band, meanEstimate, meanActual, biasPercent }) => ({
        weekday,
        band,
        meanEstimate,
        meanActual,
        biasPercent,
      })),
    ).toEqual([
      { weekday: 0, band: 'golden', meanEstimate: 1000, meanActual: 700, biasPercent: -30 },
      { weekday: 1, band: 'morning', meanEstimate: 500, meanActual: 600, biasPercent: 20 },
    ]);
    expect(analysis.byProgramme.map((row) => [row.name, row.bias])).toEqual([
      ['ドラマ', -300],
      ['ニュース', 100],
    ]);
  });

  it("names a break the file left untitled by its slot's programme", async () => {
    const programmeSlot = await slot('2026-10-05', AT_2000);
    await setSlotRatings(testApp.db, programmeSlot.id, individual(800));
    await placeInProgramme(testApp.db, programmeSlot.id, 'バラエティ');
    const upload = await createAiredImport(testApp.db, stationCompany.id);
    await createAiredBreak(testApp.db, {
      importId: upload.id,
      stationId: station.id,
      areaCode: AREA,
      date: '2026-10-05',
      startSecond: AT_2000,
      slotId: programmeSlot.id,
      ratings: individual(1000),
    });
    const analysis = await stationAnalysis('dateFrom=2026-10-05&dateTo=2026-10-05');
    expect(analysis.byProgramme).toEqual([
      {
        key: 'バラエティ',
        name: 'バラエティ',
        breaks: 1,
        meanEstimate: 800,
        meanActual: 1000,
        meanAbsoluteError: 200,
        bias: 200,
        biasPercent: 25,
      },
    ]);
  });

  it('compares every target of the rating type, and the chosen one in the totals', async () => {
    const analysis = await stationAnalysis(`${PERIOD}&target=household`);
    expect(analysis.byTarget.map((row) => row.key)).toEqual([
      'household',
      'individual',
      'core',
      'c',
      't',
      'm1',
      'f1',
      'm2',
      'f2',
      'm3',
      'f3',
    ]);
    const household = analysis.byTarget.find((row) => row.key === 'household');
    expect(household).toMatchObject({ breaks: 2, meanEstimate: 1200, meanActual: 1100, bias: -100 });
    expect(analysis.totals).toMatchObject({ breaks: 2, meanEstimate: 1200, meanActual: 1100 });
    // The break sold nowhere was measured for individuals only.
    expect(analysis.breaks).toBe(2);
    expect(analysis.byTarget.find((row) => row.key === 'core')).toMatchObject({
      breaks: 0,
      meanEstimate: null,
      biasPercent: null,
    });
    const fourWeek = await stationAnalysis(`${PERIOD}&ratingType=household4w&target=household`);
    expect(fourWeek.byTarget.map((row) => row.key)).toEqual(['household']);
  });

  it('prices what was sold on what it delivered: contracted items of the measured slots', async () => {
    const { realised } = await stationAnalysis(PERIOD);
    // 2 × 300,000 on the golden slot and 1 × 200,000 on the morning one (another buyer's); the declined item is not revenue.
    expect(realised).toEqual({
      slots: 2,
      revenue: 800_000,
      estimatedGrp: 2 * 1000 + 500,
      deliveredGrp: 2 * 700 + 600,
      estimatedPerCost: 32_000,
      realisedPerCost: 40_000,
    });
  });

  it('maps every aired break by weekday × hour on the 29-hour clock', async () => {
    const { heatmap } = await stationAnalysis(PERIOD);
    expect(heatmap).toEqual([
      { weekday: 0, hour: 20, breaks: 1, meanActual: 700 },
      { weekday: 1, hour: 7, breaks: 1, meanActual: 600 },
      { weekday: 2, hour: 23, breaks: 1, meanActual: 900 },
    ]);
  });

  it("answers for one of the company's stations and refuses another company's", async () => {
    expect((await stationAnalysis(`${PERIOD}&station=${station.id}`)).compared).toBe(2);
    expectError(
      await stationClient.request('GET', `/api/station-analysis?${PERIOD}&station=${otherStation.id}`),
      403,
      API_ERROR_CODES.forbidden,
    );
  });

  it('refuses a period over the longest one, a reversed one and a rating type without the target', async () => {
    for (const query of [
      'dateFrom=2026-08-01&dateTo=2026-11-15',
      'dateFrom=2026-11-15&dateTo=2026-11-02',
      `${PERIOD}&ratingType=household4w&target=individual`,
    ]) {
      expectError(await stationClient.request('GET', `/api/station-analysis?${query}`), 400, API_ERROR_CODES.badRequest);
    }
  });

  it('exports each table with a totals row equal to the totals', async () => {
    const { response, sheet } = await downloadSpreadsheet(testApp.baseUrl, stationClient, `/api/station-analysis.xlsx?${PERIOD}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('station-analysis_20261122.xlsx');
    const rows = rowsOf(sheet ?? expect.fail('no sheet'));
    const heading = rows.findIndex((row) => row[0] === '曜日');
    expect(rows[heading]).toEqual([
      '曜日',
      '時間帯',
      'ブレイク数',
      '平均推定',
      '平均実績',
      '平均誤差',
      'バイアス（実績−推定）',
      'バイアス率（%）',
    ]);
    expect(rows[heading + 1]).toEqual(['月', 'ゴールデン（19–22時）', 1, 10, 7, 3, -3, -30]);
    expect(rows.at(-1)).toEqual(['合計', null, 2, 7.5, 6.5, 2, -1, -13.3]);
  });

  it('needs the company licence UT040000', async () => {
    const company = await createCompany(testApp.db, { businessType: 'BROAD_CASTER' });
    await createStation(testApp.db, { companyId: company.id, areaCode: AREA });
    const user = await createUser(testApp.db, { companyId: company.id });
    const client = await loggedInClient(testApp, user.account);
    expectError(await client.request('GET', `/api/station-analysis?${PERIOD}`), 403, API_ERROR_CODES.licenceMissing);
    expectError(await client.request('GET', `/api/station-analysis.xlsx?${PERIOD}`), 403, API_ERROR_CODES.licenceMissing);
  });
});

describe('GET /agency-analysis', () => {
  it("sets the buyer's delivered GRP and impressions against booked, with the shortfall over the measured slots", async () => {
    const analysis = await agencyAnalysis(`${PERIOD}&area=${AREA}`);
    // Booked: 2 × 1000 (measured at 700) and 1 × 400 (not measured); 1,000,000 people: 1000 bp is 100,000.
    expect(analysis.totals).toEqual({
      key: 'total',
      name: null,
      slots: 2,
      measuredSlots: 1,
      bookedGrp: 2400,
      deliveredGrp: 1400,
      shortfallGrp: 600,
      bookedImpressions: 240_000,
      deliveredImpressions: 140_000,
      deliveryPercent: 70,
    });
    expect(analysis.byBooking.map((row) => [row.key, row.advertiserName, row.stationName, row.shortfallGrp])).toEqual([
      [String(firstBooking.id), '広告主A', station.name, 600],
      [String(secondBooking.id), '広告主B', station.name, 0],
    ]);
    expect(analysis.byAdvertiser.map((row) => [row.name, row.industry, row.bookedGrp])).toEqual([
      ['広告主A', 'AUTOMOTIVE', 2000],
      ['広告主B', 'FOOD', 400],
    ]);
    expect(analysis.byStation).toEqual([{ ...analysis.totals, key: String(station.id), name: station.name }]);
    expect(analysis.byMonth).toEqual([{ ...analysis.totals, key: '2026-11', name: null }]);
  });

  it("sums a plan's bookings: those applied for from the carts the plan made", async () => {
    const { db } = testApp;
    expect((await agencyAnalysis(`${PERIOD}&area=${AREA}`)).byPlan).toEqual([]);
    const plan = await createPlan(db, { companyId: buyer.id, areaCode: AREA, name: '年末キャンペーン' });
    const cart = await createCart(db, { companyId: buyer.id, status: 'APPLIED' });
    await db
      .insertInto('plan_carts')
      .values({ plan_id: plan.id, cart_id: cart.id, created_at: new Date().toISOString() })
      .execute();
    await db.updateTable('bookings').set({ cart_id: cart.id }).where('id', '=', firstBooking.id).execute();
    const { byPlan } = await agencyAnalysis(`${PERIOD}&area=${AREA}`);
    expect(byPlan.map((row) => [row.key, row.name, row.slots, row.bookedGrp, row.deliveredGrp])).toEqual([
      [String(plan.id), '年末キャンペーン', 1, 2000, 1400],
    ]);
  });

  it("never shows another buyer's bookings", async () => {
    const analysis = await agencyAnalysis(`${PERIOD}&area=${AREA}`);
    expect(analysis.byBooking.map((row) => row.key)).not.toContain(String(otherBuyerBooking.id));
    expect(analysis.underDelivered.map((row) => row.slotId)).not.toContain(morning.id);
  });

  it('lists the slots under 80 % of their estimate with the best substitute still on sale', async () => {
    const { underDelivered } = await agencyAnalysis(`${PERIOD}&area=${AREA}`);
    expect(underDelivered).toEqual([
      {
        bookingId: firstBooking.id,
        applicationNumber: expect.any(String),
        advertiserName: '広告主A',
        stationId: station.id,
        areaCode: AREA,
        stationName: station.name,
        slotId: golden.id,
        broadcastDate: '2026-11-02',
        startSecond: AT_2000,
        programmeTitle: 'ドラマ',
        units: 2,
        price: 300_000,
        estimatedRating: 1000,
        actualRating: 700,
        deliveryPercent: 70,
        substitute: {
          slotId: substitute.id,
          broadcastDate: '2026-12-07',
          startSecond: AT_2030,
          programmeTitle: null,
          lengthSeconds: 15,
          price: 260_000,
          estimatedRating: 1000,
          perCost: 26_000,
          unitsLeft: 2,
        },
      },
    ]);
  });

  it('offers no substitute when none is as good, and narrows to one advertiser', async () => {
    const { underDelivered } = await agencyAnalysis(`${PERIOD}&area=${AREA}&target=household`);
    // Household: 1500 estimated, 1200 actual (80 %): not under.
    expect(underDelivered).toEqual([]);
    const narrowed = await agencyAnalysis(`${PERIOD}&area=${AREA}&advertiser=${otherAdvertiserId}`);
    expect(narrowed.byBooking.map((row) => row.key)).toEqual([String(secondBooking.id)]);
    expect(narrowed.underDelivered).toEqual([]);
    expect((await agencyAnalysis(`${PERIOD}&area=${AREA}&advertiser=${advertiserId}`)).totals.slots).toBe(1);
  });

  it("maps the area's aired breaks of every station", async () => {
    const { heatmap } = await agencyAnalysis(`${PERIOD}&area=${AREA}`);
    expect(heatmap).toEqual([
      { weekday: 0, hour: 20, breaks: 2, meanActual: 500 },
      { weekday: 1, hour: 7, breaks: 1, meanActual: 600 },
      { weekday: 2, hour: 23, breaks: 1, meanActual: 900 },
    ]);
  });

  it('exports each grouping with a totals row equal to the totals', async () => {
    const { response, sheet } = await downloadSpreadsheet(
      testApp.baseUrl,
      buyerClient,
      `/api/agency-analysis.xlsx?${PERIOD}&area=${AREA}`,
    );
    expect(response.status).toBe(200);
    const rows = rowsOf(sheet ?? expect.fail('no sheet'));
    expect(rows.at(-1)).toEqual(['合計', null, null, 2, 1, 24, 14, 6, 240_000, 140_000, 70]);
  });

  it('needs the company licence UA060000 and a period of at most 92 days', async () => {
    const user = await createUser(testApp.db, { companyId: (await createCompany(testApp.db)).id });
    const client = await loggedInClient(testApp, user.account);
    expectError(await client.request('GET', `/api/agency-analysis?${PERIOD}`), 403, API_ERROR_CODES.licenceMissing);
    expectError(await client.request('GET', `/api/agency-analysis.xlsx?${PERIOD}`), 403, API_ERROR_CODES.licenceMissing);
    expectError(
      await buyerClient.request('GET', '/api/agency-analysis?dateFrom=2026-08-01&dateTo=2026-11-15'),
      400,
      API_ERROR_CODES.badRequest,
    );
  });
});
