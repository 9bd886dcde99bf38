import {
  areasResponseSchema,
  type ProgramGuideResponse,
  programGuideResponseSchema,
  type SlotState,
  slotListResponseSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { DEMO_STATIONS } from '../../seed/inventory/demo-stations';
import { startDemoTestApp } from '../../test/demo-test-app';
import { downloadSpreadsheet, rowsOf } from '../../test/download-spreadsheet';
import { loggedInClient, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';
import { isOnSale } from '../inventory';

// The demo sells normal slots from 70 to 7 days before air and last-minute ones from 6 to 1: on the
// seed's Wednesday, with one week of inventory, its own day is past selling and the days after
// it are on sale as last-minute slots.
const SEED_TODAY = '2031-03-12';
const MONDAY = '2031-03-10';
const SUNDAY = '2031-03-16';

let testApp: TestApp;
let agency: TestClient;

beforeAll(async () => {
  testApp = await startDemoTestApp(
    {
      today: SEED_TODAY,
      weeks: 1,
      stations: DEMO_STATIONS.filter((station) => station.areaCode === 'kanto' || station.code === 'kansai-NNN'),
    },
    // 10:00 in Tokyo on the seed's day.
    { clock: createTestClock(Date.parse(`${SEED_TODAY}T01:00:00.000Z`)).now },
  );
  agency = await loggedInClient(testApp, 'agency-admin@demo.tvcm.jp', DEMO_PASSWORD);
});
afterAll(() => testApp.close());

async function timetable(client: TestClient, query: Record<string, string>): Promise<ProgramGuideResponse> {
  const response = await client.request('GET', `/api/program-guide?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return programGuideResponseSchema.parse(response.body);
}

/** The first date from today with a slot in one of these states, in an answer. */
function firstDateOnSale(answer: ProgramGuideResponse): string | undefined {
  return answer.slots.date
    .filter((date, index) => date >= SEED_TODAY && isOnSale(answer.slots.state[index] as SlotState))
    .sort()[0];
}

describe('販売中のみ and the first day on sale', () => {
  it('shows only the slots a buyer can put in a cart today when asked', async () => {
    const week = { area: 'kanto', view: 'week', date: MONDAY, stations: '1' };
    const all = await timetable(agency, week);
    const onSale = await timetable(agency, { ...week, onSaleOnly: 'true' });
    const expected = all.slots.id.filter((_, index) => isOnSale(all.slots.state[index] as SlotState));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.slots.id.length);
    expect(onSale.slots.id).toEqual(expected);
  });

  it('gives each area the first broadcast day from today with a slot on sale', async () => {
    const { areas } = areasResponseSchema.parse((await agency.request('GET', '/api/areas')).body);
    const firstOnSale = firstDateOnSale(await timetable(agency, { area: 'kanto', view: 'week', date: MONDAY }));
    expect(firstOnSale).toBeDefined();
    expect(firstOnSale).not.toBe(SEED_TODAY);
    expect(areas.find((area) => area.code === 'kanto')?.firstOnSaleDate).toBe(firstOnSale);
    // No station of this area has inventory in this test.
    expect(areas.find((area) => area.code === 'hokkaido')?.firstOnSaleDate).toBeNull();
  });

  it('gives a trial company the first day on sale of its granting stations only', async () => {
    const trial = await loggedInClient(testApp, 'trial@demo.tvcm.jp', DEMO_PASSWORD);
    const { areas } = areasResponseSchema.parse((await trial.request('GET', '/api/areas')).body);
    const week = await timetable(trial, { area: 'kanto', view: 'week', date: MONDAY });
    expect(areas[0]?.firstOnSaleDate).toBe(firstDateOnSale(week) ?? null);
  });

  it('lists the slots on sale first, each group in the order asked, and only those when asked', async () => {
    const span = `dateFrom=${MONDAY}&dateTo=${SUNDAY}&area=kanto&pageSize=200`;
    const list = slotListResponseSchema.parse((await agency.request('GET', `/api/slots?${span}`)).body);
    const onSale = list.items.filter((item) => isOnSale(item.state));
    expect(onSale.length).toBeGreaterThan(0);
    expect(onSale.length).toBeLessThan(list.items.length);
    expect(list.items.slice(0, onSale.length)).toEqual(onSale);
    const cpms = onSale.map((item) => item.cpm ?? Number.POSITIVE_INFINITY);
    expect(cpms).toEqual([...cpms].sort((a, b) => a - b));

    const only = slotListResponseSchema.parse((await agency.request('GET', `/api/slots?${span}&onSaleOnly=true`)).body);
    expect(only.items.length).toBeGreaterThan(0);
    expect(only.items.every((item) => isOnSale(item.state))).toBe(true);
    expect(only.total).toBeLessThan(list.total);
  });

  it('saves the list as an .xlsx in the page’s order, with its conditions, figures as numbers and the count', async () => {
    const span = `dateFrom=${MONDAY}&dateTo=${SUNDAY}&area=kanto&onSaleOnly=true&target=individual&ratingType=pc7`;
    const list = slotListResponseSchema.parse((await agency.request('GET', `/api/slots?${span}&pageSize=200`)).body);
    const { response, sheet } = await downloadSpreadsheet(testApp.baseUrl, agency, `/api/slots.xlsx?${span}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('枠一覧_関東_20310312.xlsx'));
    if (!sheet) throw new Error('no sheet');
    const rows = rowsOf(sheet);
    expect(rows[0]).toEqual(['枠一覧　関東']);
    expect(rows.slice(1, 8)).toEqual([
      ['エリア', '関東'],
      ['放送日', '2031/03/10〜2031/03/16'],
      ['条件', '販売中のみ'],
      ['集計条件', '個人全体・P+C7'],
      ['並び順', '販売中を先に、CPMの昇順'],
      ['件数', `${list.total}件`],
      ['作成日', new Date(`${SEED_TODAY}T00:00:00Z`)],
    ]);
    const header = rows[9] ?? [];
    expect(header.slice(0, 4)).toEqual(['エリア', '放送局', '放送日', '放送時間']);
    const body = rows.slice(10, 10 + list.total);
    expect(body).toHaveLength(list.total);
    const first = list.items[0];
    if (!first) throw new Error('no slot on sale');
    const column = (heading: string) => header.indexOf(heading);
    expect(body[0]?.[column('放送局')]).toBe(first.station.name);
    expect(body[0]?.[column('料金')]).toBe(first.price);
    expect(body[0]?.[column('CPM')]).toBe(first.cpm);
    expect(body[0]?.[column('状態')]).toBe(first.state === 'fewLeft' ? '残りわずか' : '販売中');
    expect(rows[10 + list.total]?.[0]).toBe('枠数');

    const golden = await downloadSpreadsheet(testApp.baseUrl, agency, `/api/slots.xlsx?${span}&pattern=golden&kind=2`);
    if (!golden.sheet) throw new Error('no sheet');
    expect(rowsOf(golden.sheet)[3]).toEqual(['条件', '直前枠、時間帯 19:00〜22:00、販売中のみ']);
  });
});
