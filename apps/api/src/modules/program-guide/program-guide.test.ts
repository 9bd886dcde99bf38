import {
  API_ERROR_CODES,
  areasResponseSchema,
  broadcastSeconds,
  type ProgramGuideResponse,
  programGuideResponseSchema,
  slotListResponseSchema,
  TIME_BAND_PRESETS,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { DEMO_STATIONS } from '../../seed/inventory/demo-stations';
import { startDemoTestApp } from '../../test/demo-test-app';
import { loggedInClient, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { inTimetableOrder, slotStateOf } from '../inventory';

// Years ahead, so every slot's sales period lies in the future whatever today is.
const SEED_TODAY = '2031-03-12';
const MONDAY = '2031-03-10';
const WEDNESDAY = SEED_TODAY;

let testApp: TestApp;
let agency: TestClient;

beforeAll(async () => {
  testApp = await startDemoTestApp({
    today: SEED_TODAY,
    weeks: 1,
    stations: DEMO_STATIONS.filter((station) => station.areaCode === 'kanto' || station.code === 'kansai-NNN'),
  });
  agency = await loggedInClient(testApp, 'agency-admin@demo.tvcm.jp', DEMO_PASSWORD);
});
afterAll(() => testApp.close());

async function timetable(client: TestClient, query: Record<string, string>): Promise<ProgramGuideResponse> {
  const response = await client.request('GET', `/api/program-guide?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return programGuideResponseSchema.parse(response.body);
}

/** The slots of an answer as rows, for assertions. */
function slotRows(answer: ProgramGuideResponse) {
  return answer.slots.id.map((id, index) => ({
    id,
    stationId: answer.slots.stationId[index] ?? 0,
    date: answer.slots.date[index] ?? '',
    start: answer.slots.start[index] ?? 0,
    length: answer.slots.length[index] ?? 0,
    position: answer.slots.position[index],
    kind: answer.slots.kind[index],
    price: answer.slots.price[index] ?? 0,
    rating: answer.slots.rating[index] ?? null,
    perCost: answer.slots.perCost[index] ?? null,
    cpm: answer.slots.cpm[index] ?? null,
  }));
}

describe('GET /api/areas', () => {
  it('lists the areas with their stations in remote-key order', async () => {
    const response = await agency.request('GET', '/api/areas');
    const { areas } = areasResponseSchema.parse(response.body);
    expect(areas.map((area) => area.name)).toEqual(['関東', '関西', '中京', '北海道', '福岡']);
    const kanto = areas[0]?.stations ?? [];
    expect(kanto.map((station) => station.remoteKey)).toEqual([4, 5, 6, 7, 8]);
    expect(kanto[0]).toMatchObject({ name: 'みなとテレビ', network: { code: 'NNN', colour: '#E8A100' } });
  });

  it('shows a trial company only the stations whose companies granted it', async () => {
    const trial = await loggedInClient(testApp, 'trial@demo.tvcm.jp', DEMO_PASSWORD);
    const { areas } = areasResponseSchema.parse((await trial.request('GET', '/api/areas')).body);
    expect(areas.map((area) => [area.name, area.stations.map((station) => station.code)])).toEqual([['関東', ['kanto-ANN']]]);
  });
});

describe('GET /api/program-guide', () => {
  it('answers one area and day: every station, its programmes, and slots in timetable order on the 29-hour day', async () => {
    const answer = await timetable(agency, { area: 'kanto', view: 'day', date: WEDNESDAY });
    expect(answer.area).toEqual({ code: 'kanto', name: '関東' });
    expect(answer.dates).toEqual([WEDNESDAY]);
    expect(answer.stations).toHaveLength(5);
    expect(new Set(answer.programmes.stationId).size).toBe(5);
    expect(answer.programmes.start[0]).toBe(0);
    expect(Math.max(...answer.programmes.end)).toBe(24 * 3600);
    const slots = slotRows(answer);
    expect(slots.length).toBeGreaterThan(5 * 90);
    expect(new Set(slots.map((slot) => slot.date))).toEqual(new Set([WEDNESDAY]));
    const firstStation = slots.filter((slot) => slot.stationId === answer.stations[0]?.id);
    expect(firstStation.map((slot) => slot.start)).toEqual([...firstStation.map((slot) => slot.start)].sort((a, b) => a - b));
    expect(answer.ratingsAreEstimates).toBe(true);
  });

  it('figures per-cost and CPM from the price, the chosen rating and the area universe', async () => {
    const household = slotRows(await timetable(agency, { area: 'kanto', date: WEDNESDAY }));
    const slot = household.find((candidate) => candidate.rating);
    if (!slot?.rating) throw new Error('no rated slot');
    expect(slot.perCost).toBe(Math.round((slot.price * 100) / slot.rating));
    expect(slot.cpm).toBe(Math.round((slot.price / ((slot.rating / 10_000) * 18_600_000)) * 1000));

    const f1 = slotRows(await timetable(agency, { area: 'kanto', date: WEDNESDAY, target: 'f1', ratingType: 'pc7' }));
    const same = f1.find((candidate) => candidate.id === slot.id);
    expect(same?.rating).not.toBe(slot.rating);
  });

  it('answers a week from its Monday', async () => {
    const answer = await timetable(agency, { area: 'kanto', view: 'week', date: '2031-03-16', stations: String(1) });
    expect(answer.dates).toEqual([
      '2031-03-10',
      '2031-03-11',
      '2031-03-12',
      '2031-03-13',
      '2031-03-14',
      '2031-03-15',
      '2031-03-16',
    ]);
    expect(answer.dates[0]).toBe(MONDAY);
    expect(new Set(slotRows(answer).map((slot) => slot.stationId))).toEqual(new Set([1]));
  });

  it('applies the search conditions', async () => {
    const base = { area: 'kanto', view: 'week', date: MONDAY };
    const sb = slotRows(await timetable(agency, { ...base, position: 'SB', length: '30' }));
    expect(sb.length).toBeGreaterThan(0);
    expect(sb.every((slot) => slot.position === 'SB' && slot.length === 30)).toBe(true);

    const lastMinute = slotRows(await timetable(agency, { ...base, kind: '2' }));
    expect(lastMinute.length).toBeGreaterThan(0);
    expect(lastMinute.every((slot) => slot.kind === 2)).toBe(true);

    const golden = slotRows(await timetable(agency, { ...base, pattern: 'golden' }));
    const [band] = TIME_BAND_PRESETS.golden;
    expect(golden.every((slot) => slot.start >= (band?.from ?? 0) && slot.start < (band?.to ?? 0))).toBe(true);

    const weekendNights = slotRows(
      await timetable(agency, {
        ...base,
        weekdays: '5,6',
        timeFrom: String(broadcastSeconds(23)),
        timeTo: String(broadcastSeconds(29)),
      }),
    );
    expect(new Set(weekendNights.map((slot) => slot.date))).toEqual(new Set(['2031-03-15', '2031-03-16']));
    expect(weekendNights.every((slot) => slot.start >= broadcastSeconds(23))).toBe(true);

    const cheap = slotRows(await timetable(agency, { ...base, maxPrice: '100000', maxPerCost: '50000' }));
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((slot) => slot.price <= 100_000 && slot.perCost !== null && slot.perCost <= 50_000)).toBe(true);

    // Sold from 70 to 7 days before air (normal) or 6 to 1 (last-minute): in that week's own days,
    // only last-minute slots are still being sold.
    const soldDuringTheWeek = slotRows(await timetable(agency, { ...base, salesFrom: MONDAY, salesTo: '2031-03-16' }));
    expect(soldDuringTheWeek.length).toBeGreaterThan(0);
    expect(soldDuringTheWeek.every((slot) => slot.kind === 2)).toBe(true);
  });

  it('shows a trial company the granting station only, and nothing of the other areas', async () => {
    const trial = await loggedInClient(testApp, 'trial@demo.tvcm.jp', DEMO_PASSWORD);
    const kanto = await timetable(trial, { area: 'kanto', date: WEDNESDAY });
    expect(kanto.stations.map((station) => station.code)).toEqual(['kanto-ANN']);
    expect(new Set(slotRows(kanto).map((slot) => slot.stationId))).toEqual(new Set([kanto.stations[0]?.id]));
    // Asking for other stations by id changes nothing.
    const { areas } = areasResponseSchema.parse((await agency.request('GET', '/api/areas')).body);
    const others = (areas[0]?.stations ?? []).filter((station) => station.code !== 'kanto-ANN').map((station) => station.id);
    const other = await timetable(trial, { area: 'kanto', date: WEDNESDAY, stations: others.join(',') });
    expect(other.stations).toEqual([]);
    expect(other.slots.id).toEqual([]);
    const kansai = await timetable(trial, { area: 'kansai', date: WEDNESDAY });
    expect(kansai.stations).toEqual([]);
  });

  it('refuses a rating type the target or area does not have, an unknown area, and a company without the timetable licence', async () => {
    const unsupported = await agency.request(
      'GET',
      `/api/program-guide?area=kanto&date=${WEDNESDAY}&target=f1&ratingType=household4w`,
    );
    expect(unsupported.status).toBe(400);
    // P+C7 is traded in 関東 only.
    const pc7Kanto = await agency.request(
      'GET',
      `/api/program-guide?area=kanto&date=${WEDNESDAY}&target=individual&ratingType=pc7`,
    );
    expect(pc7Kanto.status).toBe(200);
    const pc7Kansai = await agency.request(
      'GET',
      `/api/program-guide?area=kansai&date=${WEDNESDAY}&target=individual&ratingType=pc7`,
    );
    expect(pc7Kansai.status).toBe(400);
    const unknown = await agency.request('GET', `/api/program-guide?area=okinawa&date=${WEDNESDAY}`);
    expect(unknown.status).toBe(404);
    const unlicensed = await loggedInClient(testApp, 'nolicence@demo.tvcm.jp', DEMO_PASSWORD);
    const refused = await unlicensed.request('GET', `/api/program-guide?area=kanto&date=${WEDNESDAY}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.licenceMissing }] });
  });
});

describe('GET /api/slots', () => {
  it('pages the search sorted by CPM, cheapest first, over every area the caller may see', async () => {
    const response = await agency.request('GET', `/api/slots?dateFrom=${MONDAY}&dateTo=2031-03-16&pageSize=50`);
    const list = slotListResponseSchema.parse(response.body);
    expect(list.total).toBeGreaterThan(6 * 7 * 90);
    expect(list.items).toHaveLength(50);
    expect(list.ratingsAreEstimates).toBe(true);
    const cpms = list.items.map((item) => item.cpm ?? Number.POSITIVE_INFINITY);
    expect(cpms).toEqual([...cpms].sort((a, b) => a - b));
    expect(new Set(list.items.map((item) => item.areaName)).size).toBeGreaterThanOrEqual(1);

    const second = slotListResponseSchema.parse(
      (await agency.request('GET', `/api/slots?dateFrom=${MONDAY}&dateTo=2031-03-16&pageSize=50&page=2`)).body,
    );
    expect(second.items[0]?.cpm ?? 0).toBeGreaterThanOrEqual(cpms[cpms.length - 1] ?? 0);
    expect(second.items.map((item) => item.id)).not.toContain(list.items[0]?.id);
  });

  it('sorts by price, highest first, within one area and kind', async () => {
    const response = await agency.request(
      'GET',
      `/api/slots?area=kansai&kind=1&dateFrom=${MONDAY}&dateTo=${MONDAY}&sort=price&order=desc`,
    );
    const list = slotListResponseSchema.parse(response.body);
    expect(list.items.every((item) => item.station.areaCode === 'kansai' && item.kind === 1)).toBe(true);
    const prices = list.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});

describe('slot state', () => {
  const slot = {
    units_on_sale: 2,
    units_held: 0,
    units_sold: 0,
    sales_start: '2026-11-01',
    sales_end: '2026-11-30',
    status: 'ON_SALE',
  };
  it('is on sale, few left, sold out, outside the sales period or withdrawn', () => {
    expect(slotStateOf(slot, '2026-11-22')).toEqual({ state: 'onSale', remaining: 2 });
    expect(slotStateOf({ ...slot, units_held: 1 }, '2026-11-22')).toEqual({ state: 'fewLeft', remaining: 1 });
    expect(slotStateOf({ ...slot, units_held: 1, units_sold: 1 }, '2026-11-22')).toEqual({ state: 'soldOut', remaining: 0 });
    expect(slotStateOf(slot, '2026-12-01')).toEqual({ state: 'outsideSalesPeriod', remaining: 2 });
    expect(slotStateOf({ ...slot, status: 'WITHDRAWN' }, '2026-11-22').state).toBe('withdrawn');
  });
});

describe('timetable columns', () => {
  const columnsOf = (slots: [number, string, number, number][]) => ({
    id: slots.map(([id]) => id),
    station_id: slots.map(([, , station]) => station),
    programme_id: slots.map(() => null),
    broadcast_date: slots.map(([, date]) => date),
    start_second: slots.map(([, , , start]) => start),
    length_seconds: slots.map(() => 15),
    position: slots.map(() => 'SB'),
    kind: slots.map(() => 1),
    price: slots.map(([id]) => id * 1000),
    remaining: slots.map(() => 1),
    sales_start: slots.map(() => '2026-11-01'),
    sales_end: slots.map(() => '2026-11-30'),
    rating: slots.map(() => null),
  });

  it('are kept as the database aggregated them when already in date, station and time order', () => {
    const columns = columnsOf([
      [1, '2026-11-23', 1, 0],
      [2, '2026-11-23', 1, 60],
      [3, '2026-11-23', 2, 0],
      [4, '2026-11-24', 1, 0],
    ]);
    expect(inTimetableOrder(columns)).toBe(columns);
  });

  it('are put in date, station and time order, every field alike, if the database ever aggregated otherwise', () => {
    const sorted = inTimetableOrder(
      columnsOf([
        [4, '2026-11-24', 1, 0],
        [3, '2026-11-23', 2, 0],
        [2, '2026-11-23', 1, 60],
        [1, '2026-11-23', 1, 0],
      ]),
    );
    expect(sorted.id).toEqual([1, 2, 3, 4]);
    expect(sorted.price).toEqual([1000, 2000, 3000, 4000]);
    expect(sorted.start_second).toEqual([0, 60, 0, 0]);
  });
});
