import { UNDER_DELIVERY_PERCENT } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../db/count-rows';
import { startTestApp, type TestApp } from '../test/test-app';
import { seedDemoAdvertisers } from './demo-advertisers';
import { seedDemoInventory } from './inventory/seed-inventory';
import { DEMO_AIRED_BOOKINGS, DEMO_AIRED_FILE_NAME, seedDemoAiredHistory } from './seed-demo-aired-history';
import { seedDemoData } from './seed-demo-data';

// A Wednesday: the history is the eight weeks from Monday 12 October to Sunday 6 December.
const TODAY = '2026-12-09';
const [FROM, TO] = ['2026-10-12', '2026-12-06'];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
  await seedDemoData(testApp.db);
  await seedDemoInventory(testApp.db, { today: TODAY, weeks: 2 });
  await seedDemoAdvertisers(testApp.db);
  await seedDemoAiredHistory(testApp.db, { today: TODAY });
}, 180_000);
afterAll(() => testApp.close());

/** The demo buyer's contracted TV items on the demo station's aired slots, with each slot's estimate and actual. */
const contractedItems = (buyerCode: string) =>
  testApp.db
    .selectFrom('booking_items')
    .innerJoin('bookings', 'bookings.id', 'booking_items.booking_id')
    .innerJoin('companies as buyer', 'buyer.id', 'bookings.buyer_company_id')
    .innerJoin('slots', 'slots.id', 'booking_items.slot_id')
    .innerJoin('stations', 'stations.id', 'slots.station_id')
    .leftJoin('aired_breaks', 'aired_breaks.slot_id', 'slots.id')
    .select([
      'booking_items.units',
      'booking_items.unit_price',
      'booking_items.decided_at',
      'bookings.closed_at',
      'bookings.advertiser_id',
      'slots.broadcast_date',
      'slots.rating_realtime_individual as estimate',
      'aired_breaks.rating_realtime_individual as actual',
      'aired_breaks.id as break_id',
    ])
    .where('buyer.code', '=', buyerCode)
    .where('stations.code', '=', 'kanto-NNN')
    .where('booking_items.status', '=', 'CONTRACTED')
    .where('slots.broadcast_date', '<=', TO)
    .execute();

describe('seedDemoAiredHistory', () => {
  it('gives the demo station contracted revenue over the past weeks, closed on days before they aired', async () => {
    const agency = await contractedItems('0000A00001');
    const advertiser = await contractedItems('0000B00001');
    expect(agency.length).toBeGreaterThan(20);
    expect(advertiser.length).toBeGreaterThan(5);
    const revenue = [...agency, ...advertiser].reduce((sum, item) => sum + item.units * item.unit_price, 0);
    expect(revenue).toBeGreaterThan(0);
    expect(new Set(agency.map((item) => item.broadcast_date.slice(0, 7))).size).toBeGreaterThanOrEqual(2);
    // For both of the agency's clients: food and automotive.
    expect(new Set(agency.map((item) => item.advertiser_id)).size).toBe(2);
    for (const item of agency) {
      expect(item.broadcast_date >= FROM && item.broadcast_date <= TO).toBe(true);
      expect(new Date(item.decided_at ?? 0).toISOString().slice(0, 10) < item.broadcast_date).toBe(true);
      expect(item.closed_at).not.toBeNull();
    }
    const outcomes = await testApp.db
      .selectFrom('booking_items')
      .innerJoin('slots', 'slots.id', 'booking_items.slot_id')
      .select(['booking_items.status', 'booking_items.decline_reason'])
      .where('slots.broadcast_date', '<=', TO)
      .where('booking_items.status', 'in', ['DECLINED', 'CANCELLED'])
      .execute();
    expect(outcomes.some((item) => item.status === 'DECLINED' && item.decline_reason !== null)).toBe(true);
    expect(outcomes.some((item) => item.status === 'CANCELLED')).toBe(true);
    expect(await countRows(testApp.db, 'bookings')).toBe(DEMO_AIRED_BOOKINGS);
  });

  it('measures every break of the agency’s booked slots, a few under 80 % of the estimate', async () => {
    const agency = await contractedItems('0000A00001');
    expect(agency.every((item) => item.break_id !== null && item.actual !== null)).toBe(true);
    const under = agency.filter((item) => (item.actual ?? 0) * 100 < (item.estimate ?? 0) * UNDER_DELIVERY_PERCENT);
    expect(under.length).toBeGreaterThan(0);
    expect(under.length).toBeLessThan(agency.length / 2);
  });

  it('uploads one labelled file per 関東 station: the demo station’s breaks matched, the others’ at their own breaks', async () => {
    const imports = await testApp.db
      .selectFrom('aired_rating_imports')
      .select(['file_name', 'row_count', 'matched_count', 'date_from', 'date_to', 'station_names', 'created_by_user_id'])
      .orderBy('id')
      .execute();
    expect(imports).toHaveLength(5);
    expect(
      imports.every((entry) => entry.file_name === DEMO_AIRED_FILE_NAME && entry.date_from === FROM && entry.date_to === TO),
    ).toBe(true);
    const byStation = await testApp.db
      .selectFrom('aired_breaks')
      .innerJoin('stations', 'stations.id', 'aired_breaks.station_id')
      .select((eb) => [
        'stations.code',
        eb.fn.countAll<number | string>().as('breaks'),
        eb.fn.count<number | string>('aired_breaks.slot_id').as('matched'),
        eb.fn.count<number | string>('aired_breaks.rating_pc7_individual').as('pc7'),
      ])
      .groupBy('stations.code')
      .orderBy('stations.code')
      .execute();
    expect(byStation.map((row) => row.code)).toEqual(['kanto-ANN', 'kanto-FNN', 'kanto-JNN', 'kanto-NNN', 'kanto-TXN']);
    for (const row of byStation) {
      expect(Number(row.breaks)).toBeGreaterThan(56 * 40);
      expect(Number(row.pc7)).toBe(Number(row.breaks));
      expect(Number(row.matched)).toBe(row.code === 'kanto-NNN' ? Number(row.breaks) : 0);
    }
    const own = imports.find((entry) => entry.created_by_user_id !== null);
    expect(own?.matched_count).toBe(own?.row_count);
  });

  it('adds nothing when run again', async () => {
    const tables = ['slots', 'programmes', 'bookings', 'booking_items', 'aired_rating_imports', 'aired_breaks'] as const;
    const before = await Promise.all(tables.map((table) => countRows(testApp.db, table)));
    await seedDemoAiredHistory(testApp.db, { today: TODAY });
    expect(await Promise.all(tables.map((table) => countRows(testApp.db, table)))).toEqual(before);
  });
});
