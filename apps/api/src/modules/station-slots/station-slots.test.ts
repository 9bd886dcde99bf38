import {
  API_ERRORS,
  type ApiErrorName,
  apiErrorBodySchema,
  BROADCASTER_LICENCES,
  FUNCTION_LICENCES,
  ownStationsSchema,
  STATION_SLOT_PAGE_SIZE,
  stationSlotSchema,
  stationSlotsResponseSchema,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createCompany, createSlot, createStation, createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';

const clock = createTestClock();
let testApp: TestApp;
let desk: TestClient;
let otherDesk: TestClient;
let unlicensed: TestClient;
let companyId: number;
let station: { id: number; code: string; name: string };
let secondStation: { id: number; code: string; name: string };
let otherStation: { id: number };

async function stationOf(owner: number) {
  const { id } = await createStation(testApp.db, { companyId: owner });
  return testApp.db.selectFrom('stations').select(['id', 'code', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
}

async function deskOf(owner: number, licences = [FUNCTION_LICENCES.import]) {
  const user = await createUser(testApp.db, { companyId: owner, licences });
  return loggedInClient(testApp, user.account);
}

beforeAll(async () => {
  testApp = await startTestApp({}, { clock: clock.now });
  const company = await createCompany(testApp.db, { businessType: 'BROAD_CASTER', licences: [...BROADCASTER_LICENCES] });
  companyId = company.id;
  desk = await deskOf(companyId);
  unlicensed = await deskOf(companyId, []);
  station = await stationOf(companyId);
  secondStation = await stationOf(companyId);
  const other = await createCompany(testApp.db, { businessType: 'BROAD_CASTER', licences: [...BROADCASTER_LICENCES] });
  otherStation = await stationOf(other.id);
  otherDesk = await deskOf(other.id);
});
afterAll(() => testApp.close());

function expectError(response: TestResponse, name: ApiErrorName, params?: Record<string, string>) {
  expect(response.status).toBe(API_ERRORS[name].status);
  const [error] = apiErrorBodySchema.parse(response.body).errors;
  expect(error?.code).toBe(API_ERRORS[name].code);
  if (params) expect(error?.params).toEqual(params);
}

const slot = (values: Omit<Parameters<typeof createSlot>[1], 'areaCode'>) =>
  createSlot(testApp.db, { ...values, areaCode: 'testarea' });

async function list(query: Record<string, string>, client = desk) {
  const response = await client.request('GET', `/api/station-slots?${new URLSearchParams(query)}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return stationSlotsResponseSchema.parse(response.body);
}

async function patch(slotId: number, body: Record<string, unknown>, client = desk) {
  return client.request('PATCH', `/api/station-slots/${slotId}`, { body });
}

describe('own stations and slots', () => {
  it('lists the company’s own stations', async () => {
    const response = await desk.request('GET', '/api/station-slots/stations');
    expect(ownStationsSchema.parse(response.body).stations).toEqual([
      { id: station.id, code: station.code, name: station.name, areaCode: 'testarea' },
      { id: secondStation.id, code: secondStation.code, name: secondStation.name, areaCode: 'testarea' },
    ]);
  });

  it('lists the company’s slots in timetable order, a page at a time, with programme, units and applications', async () => {
    const date = '2031-03-03';
    const late = await slot({ stationId: station.id, date, startSecond: 70_000 });
    const early = await slot({ stationId: secondStation.id, date, startSecond: 3_600 });
    const first = await slot({ stationId: station.id, date, startSecond: 3_600, unitsHeld: 1 });
    const nextDay = await slot({ stationId: station.id, date: '2031-03-04', startSecond: 0 });
    await slot({ stationId: otherStation.id, date, startSecond: 3_600 });
    const programme = await testApp.db
      .insertInto('programmes')
      .values({
        station_id: station.id,
        area_code: 'testarea',
        broadcast_date: date,
        start_second: 0,
        end_second: 7_200,
        title: '朝の情報ワイド',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await testApp.db.updateTable('slots').set({ programme_id: programme.id }).where('id', '=', first.id).execute();
    const buyer = await createCompany(testApp.db);
    const booking = await createBooking(testApp.db, { buyerCompanyId: buyer.id, sellerCompanyId: companyId, status: 'APPLIED' });
    await testApp.db
      .insertInto('booking_items')
      .values({ booking_id: booking.id, slot_id: first.id, units: 1, unit_price: 500_000, status: 'APPLIED' })
      .execute();

    const result = await list({ dateFrom: date, dateTo: '2031-03-04' });
    expect(result).toMatchObject({ total: 4, page: 1, pageSize: STATION_SLOT_PAGE_SIZE });
    expect(result.slots.map((row) => row.id)).toEqual([first.id, late.id, early.id, nextDay.id]);
    expect(result.slots[0]).toEqual({
      id: first.id,
      station: { id: station.id, code: station.code, name: station.name },
      broadcastDate: date,
      startSecond: 3_600,
      programmeTitle: '朝の情報ワイド',
      position: 'PT',
      lengthSeconds: 15,
      kind: 1,
      price: 500_000,
      unitsOnSale: 2,
      unitsHeld: 1,
      unitsSold: 0,
      salesStart: '2000-01-01',
      salesEnd: '2099-12-31',
      status: 'ON_SALE',
      hasApplications: true,
      updatedAt: expect.any(String),
    });
    expect(result.slots[1]?.hasApplications).toBe(false);

    expect(
      (await list({ dateFrom: date, dateTo: date, stationId: String(secondStation.id) })).slots.map((row) => row.id),
    ).toEqual([early.id]);
    expect((await list({ dateFrom: date, dateTo: date, programme: '情報' })).slots.map((row) => row.id)).toEqual([first.id]);
    // LIKE's wildcards are taken as typed.
    expect((await list({ dateFrom: date, dateTo: date, programme: '%' })).total).toBe(0);
    // Another company's station filters to nothing.
    expect((await list({ dateFrom: date, dateTo: date, stationId: String(otherStation.id) })).total).toBe(0);
  });

  it('filters by status: on sale with units left, sold out, withdrawn', async () => {
    const date = '2031-03-10';
    const onSale = await slot({ stationId: station.id, date, startSecond: 100 });
    const soldOut = await slot({ stationId: station.id, date, startSecond: 200, unitsHeld: 1, unitsSold: 1 });
    const withdrawn = await slot({ stationId: station.id, date, startSecond: 300, status: 'WITHDRAWN' });
    const ids = async (status: string) => (await list({ dateFrom: date, dateTo: date, status })).slots.map((row) => row.id);
    expect(await ids('ON_SALE')).toEqual([onSale.id]);
    expect(await ids('SOLD_OUT')).toEqual([soldOut.id]);
    expect(await ids('WITHDRAWN')).toEqual([withdrawn.id]);
  });

  it('pages through STATION_SLOT_PAGE_SIZE slots at a time', async () => {
    const date = '2031-04-07';
    for (let index = 0; index < STATION_SLOT_PAGE_SIZE + 3; index += 1) {
      await slot({ stationId: secondStation.id, date, startSecond: 1_000 + index });
    }
    const first = await list({ dateFrom: date, dateTo: date });
    const second = await list({ dateFrom: date, dateTo: date, page: '2' });
    expect(first.total).toBe(STATION_SLOT_PAGE_SIZE + 3);
    expect(first.slots).toHaveLength(STATION_SLOT_PAGE_SIZE);
    expect(second.slots.map((row) => row.startSecond)).toEqual([1_100, 1_101, 1_102]);
    expect((await list({ dateFrom: date, dateTo: date, page: '3' })).slots).toEqual([]);
  });

  it('refuses a range of dates the wrong way round or over 92 days, and an unknown filter (VAL00001)', async () => {
    const refused: Record<string, string>[] = [
      { dateFrom: '2031-03-10', dateTo: '2031-03-09' },
      { dateFrom: '2031-01-01', dateTo: '2031-04-03' },
      { dateFrom: '2031-1-1', dateTo: '2031-01-02' },
      { dateFrom: '2031-01-01', dateTo: '2031-01-02', status: 'SOLD' },
      { dateFrom: '2031-01-01', dateTo: '2031-01-02', unknown: '1' },
    ];
    for (const query of refused) {
      expectError(await desk.request('GET', `/api/station-slots?${new URLSearchParams(query)}`), 'badRequest');
    }
    expect((await list({ dateFrom: '2031-01-01', dateTo: '2031-04-02' })).page).toBe(1);
  });
});

describe('editing a slot', () => {
  it('changes price, units and status, and answers the slot as it now is', async () => {
    const created = await slot({ stationId: station.id, date: '2031-05-05', unitsHeld: 1, unitsSold: 1 });
    clock.advance(60_000);
    const response = await patch(created.id, { price: 420_000, unitsOnSale: 3 });
    expect(response.status).toBe(200);
    expect(stationSlotSchema.parse(response.body)).toMatchObject({
      id: created.id,
      price: 420_000,
      unitsOnSale: 3,
      status: 'ON_SALE',
      updatedAt: new Date(clock.now()).toISOString(),
    });
    // Units down to exactly held + sold are allowed.
    expect(stationSlotSchema.parse((await patch(created.id, { unitsOnSale: 2 })).body).unitsOnSale).toBe(2);
  });

  it('refuses units below held + sold and withdrawing a slot with held units (SLT00001 with the reason), and changes nothing', async () => {
    const held = await slot({ stationId: station.id, date: '2031-05-06', unitsHeld: 1, unitsSold: 1, price: 300_000 });
    expectError(await patch(held.id, { unitsOnSale: 1, price: 1 }), 'slotChangeRefused', { reason: 'belowHeldOrSold' });
    expectError(await patch(held.id, { status: 'WITHDRAWN' }), 'slotChangeRefused', { reason: 'hasApplications' });
    const [row] = (await list({ dateFrom: '2031-05-06', dateTo: '2031-05-06' })).slots;
    expect(row).toMatchObject({ unitsOnSale: 2, price: 300_000, status: 'ON_SALE' });

    // Sold units alone do not stop a withdrawal (the contract stands), and a withdrawn slot goes back on sale.
    const sold = await slot({ stationId: station.id, date: '2031-05-07', unitsSold: 2 });
    expect(stationSlotSchema.parse((await patch(sold.id, { status: 'WITHDRAWN' })).body).status).toBe('WITHDRAWN');
    expect(stationSlotSchema.parse((await patch(sold.id, { status: 'ON_SALE' })).body).status).toBe('ON_SALE');
  });

  it('keeps the rule in the database too: held and sold never pass units on sale', async () => {
    const created = await slot({ stationId: station.id, date: '2031-05-08', unitsHeld: 1 });
    await expect(
      testApp.db.updateTable('slots').set({ units_on_sale: 0 }).where('id', '=', created.id).execute(),
    ).rejects.toThrow();
  });

  it('answers SLT04001 for another company’s slot or a missing one, and VAL00001 for an empty or unknown change', async () => {
    const theirs = await slot({ stationId: otherStation.id, date: '2031-05-09' });
    expectError(await patch(theirs.id, { price: 1 }), 'slotNotFound');
    expectError(await patch(2_000_000_000, { price: 1 }), 'slotNotFound');
    expect((await patch(theirs.id, { price: 1 }, otherDesk)).status).toBe(200);
    const mine = await slot({ stationId: station.id, date: '2031-05-09' });
    for (const body of [{}, { price: -1 }, { unitsOnSale: 100 }, { status: 'SOLD_OUT' }, { kind: 2 }]) {
      expectError(await patch(mine.id, body), 'badRequest');
    }
  });

  it('keeps the list and the edits to users given the import licence (LIC03001 otherwise)', async () => {
    const mine = await slot({ stationId: station.id, date: '2031-05-10' });
    expectError(await unlicensed.request('GET', '/api/station-slots/stations'), 'licenceMissing');
    expectError(await unlicensed.request('GET', '/api/station-slots?dateFrom=2031-05-10&dateTo=2031-05-10'), 'licenceMissing');
    expectError(await patch(mine.id, { price: 1 }, unlicensed), 'licenceMissing');
  });
});
