import { addDays } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../db/count-rows';
import { startTestApp, type TestApp } from '../../test/test-app';
import { seedDemoData } from '../seed-demo-data';
import { DEMO_STATIONS } from './demo-stations';
import { seedDemoInventory } from './seed-inventory';

const TODAY = '2026-11-25';
const MONDAY = '2026-11-23';
const KANTO = DEMO_STATIONS.filter((station) => station.areaCode === 'kanto');

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
  await seedDemoData(testApp.db);
});
afterAll(() => testApp.close());

const count = (table: 'slots' | 'programmes' | 'stations' | 'areas') => countRows(testApp.db, table);

describe('demo inventory', () => {
  it('fills a week from Monday for the stations asked, then adds only the days that are missing', async () => {
    const first = await seedDemoInventory(testApp.db, { today: TODAY, weeks: 1, stations: KANTO });
    expect(first.stationDays).toBe(5 * 7);
    expect(first.slots).toBeGreaterThan(5 * 7 * 90);
    expect(await count('areas')).toBe(5);
    expect(await count('stations')).toBe(25);

    const dates = await testApp.db
      .selectFrom('programmes')
      .select('broadcast_date')
      .distinct()
      .orderBy('broadcast_date')
      .execute();
    expect(dates.map((row) => row.broadcast_date)).toEqual(Array.from({ length: 7 }, (_, day) => addDays(MONDAY, day)));

    const slotsBefore = await count('slots');
    // A user's change to a slot survives a later start.
    await testApp.db.updateTable('slots').set({ price: 1 }).where('broadcast_date', '=', MONDAY).execute();
    const again = await seedDemoInventory(testApp.db, { today: TODAY, weeks: 2, stations: KANTO });
    expect(again.stationDays).toBe(5 * 7);
    expect(await count('slots')).toBe(slotsBefore + again.slots);
    const changed = await testApp.db.selectFrom('slots').select('price').where('broadcast_date', '=', MONDAY).execute();
    expect(new Set(changed.map((row) => row.price))).toEqual(new Set([1]));
  });

  it('is plausible: 29-hour days, prices and ratings in DOMAIN.md ranges, partly sold, never oversold', async () => {
    const slots = await testApp.db
      .selectFrom('slots')
      .selectAll()
      .where('area_code', '=', 'kanto')
      .where('broadcast_date', '=', addDays(MONDAY, 1))
      .execute();
    expect(Math.min(...slots.map((slot) => slot.start_second))).toBeGreaterThanOrEqual(0);
    expect(Math.max(...slots.map((slot) => slot.start_second))).toBeLessThan(24 * 3600);
    const golden = slots.filter(
      (slot) => slot.start_second >= 14 * 3600 && slot.start_second < 17 * 3600 && slot.length_seconds === 15,
    );
    for (const slot of golden) {
      expect(slot.price).toBeGreaterThanOrEqual(600_000);
      expect(slot.price).toBeLessThanOrEqual(1_000_000);
      expect(slot.rating_realtime_household).toBeGreaterThanOrEqual(500);
      expect(slot.rating_realtime_household).toBeLessThanOrEqual(1400);
    }
    expect(slots.some((slot) => slot.units_sold > 0)).toBe(true);
    expect(slots.some((slot) => slot.units_sold + slot.units_held < slot.units_on_sale)).toBe(true);
    expect(slots.every((slot) => slot.units_sold + slot.units_held <= slot.units_on_sale)).toBe(true);
    expect(new Set(slots.map((slot) => slot.kind))).toEqual(new Set([1, 2]));
  });

  it('lets the demo trial company see the 関東 ANN station, not the demo broadcaster, and records the grant', async () => {
    const grants = await testApp.db
      .selectFrom('trial_permissions')
      .innerJoin('companies as trial', 'trial.id', 'trial_permissions.trial_company_id')
      .innerJoin('stations', 'stations.company_id', 'trial_permissions.station_company_id')
      .select(['trial.code', 'stations.code as station', 'trial_permissions.scope', 'trial_permissions.revoked_at'])
      .execute();
    expect(grants).toEqual([{ code: '00000T0001', station: 'kanto-ANN', scope: 'VIEW', revoked_at: null }]);
    const events = await testApp.db.selectFrom('trial_permission_events').select(['action', 'scope', 'user_id']).execute();
    expect(events).toEqual([{ action: 'GRANT', scope: 'VIEW', user_id: null }]);
  });

  it('refuses units held and sold beyond the units on sale (a database constraint)', async () => {
    const slot = await testApp.db.selectFrom('slots').select(['id', 'units_on_sale']).limit(1).executeTakeFirstOrThrow();
    await expect(
      testApp.db
        .updateTable('slots')
        .set({ units_held: slot.units_on_sale + 1, units_sold: 0 })
        .where('id', '=', slot.id)
        .execute(),
    ).rejects.toThrow();
  });

  it('fills weeks already past from `from`, for the stations asked, shaped as of today', async () => {
    const from = addDays(MONDAY, -14);
    const [own] = KANTO;
    const past = await seedDemoInventory(testApp.db, { today: TODAY, from, weeks: 2, stations: own ? [own] : [] });
    expect(past.stationDays).toBe(14);
    const days = await testApp.db
      .selectFrom('slots')
      .innerJoin('stations', 'stations.id', 'slots.station_id')
      .select(['stations.code', 'slots.broadcast_date', 'slots.units_sold'])
      .where('slots.broadcast_date', '<', MONDAY)
      .execute();
    expect(new Set(days.map((row) => row.code))).toEqual(new Set([own?.code]));
    expect(days.map((row) => row.broadcast_date).sort()[0]).toBe(from);
    // Aired days are sold as the days nearest today are.
    expect(days.filter((row) => row.units_sold > 0).length).toBeGreaterThan(days.length / 2);
  });
});
