import { FUNCTION_LICENCES } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { seedDemoData } from '../seed-demo-data';
import { seedDemoDigitalProducts } from './demo-digital-products';
import { DEMO_STATIONS } from './demo-stations';
import { seedDemoInventory } from './seed-inventory';

const TODAY = '2026-11-25';
const MONDAY = '2026-11-23';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
  await seedDemoData(testApp.db);
  // The stations only: no slots are needed here.
  await seedDemoInventory(testApp.db, { today: TODAY, weeks: 1, stations: [] });
});
afterAll(() => testApp.close());

describe('demo streaming and 1-day products', () => {
  it('offer four series in two-week windows and two surfaces a day per station over eight weeks, the same on every start', async () => {
    const added = await seedDemoDigitalProducts(testApp.db, { today: TODAY });
    // Per station: 4 series × 4 windows, 2 surfaces × 56 days.
    expect(added).toBe(DEMO_STATIONS.length * (4 * 4 + 2 * 56));
    const rows = await testApp.db.selectFrom('digital_products').selectAll().orderBy('id').execute();
    const streaming = rows.filter((row) => row.kind === 'STREAMING');
    expect(new Set(streaming.map((row) => row.delivery_start))).toEqual(
      new Set([MONDAY, '2026-12-07', '2026-12-21', '2027-01-04']),
    );
    expect(new Set(streaming.map((row) => row.genre)).size).toBeGreaterThanOrEqual(6);
    const oneDay = rows.filter((row) => row.kind === 'ONEDAY');
    expect(oneDay.every((row) => row.delivery_start === row.delivery_end && row.units_on_sale === 1)).toBe(true);
    expect(oneDay.some((row) => row.units_sold === 1)).toBe(true);
    // Every streaming product can be targeted at its own area at least.
    const targets = await testApp.db.selectFrom('digital_product_targets').selectAll().execute();
    const areaTargeted = new Set(targets.filter((row) => row.target.startsWith('area:')).map((row) => row.product_id));
    expect(streaming.every((row) => areaTargeted.has(row.id))).toBe(true);

    // A later start adds nothing and changes nothing.
    await testApp.db.updateTable('digital_products').set({ units_sold: 0 }).execute();
    expect(await seedDemoDigitalProducts(testApp.db, { today: TODAY })).toBe(0);
    const after = await testApp.db.selectFrom('digital_products').select('units_sold').execute();
    expect(after.every((row) => row.units_sold === 0)).toBe(true);
  });

  it('let the demo agency and advertiser buy them', async () => {
    const licences = await testApp.db
      .selectFrom('company_function_licenses')
      .innerJoin('companies', 'companies.id', 'company_function_licenses.company_id')
      .select(['companies.code', 'company_function_licenses.code as licence'])
      .where('companies.code', 'in', ['0000A00001', '0000B00001'])
      .execute();
    for (const company of ['0000A00001', '0000B00001']) {
      const held = licences.filter((row) => row.code === company).map((row) => row.licence);
      expect(held).toEqual(
        expect.arrayContaining([
          FUNCTION_LICENCES.slotsStreaming,
          FUNCTION_LICENCES.slotsOneDay,
          FUNCTION_LICENCES.cartStreaming,
          FUNCTION_LICENCES.bookingStreaming,
        ]),
      );
    }
  });

  it('give a demo buyer seeded before them its streaming licences on the next start', async () => {
    const advertiser = await testApp.db
      .selectFrom('companies')
      .select('id')
      .where('code', '=', '0000B00001')
      .executeTakeFirstOrThrow();
    await testApp.db
      .deleteFrom('company_function_licenses')
      .where('company_id', '=', advertiser.id)
      .where('code', '=', FUNCTION_LICENCES.slotsOneDay)
      .execute();
    await seedDemoData(testApp.db);
    const held = await testApp.db
      .selectFrom('company_function_licenses')
      .select('code')
      .where('company_id', '=', advertiser.id)
      .execute();
    expect(held.map((row) => row.code)).toContain(FUNCTION_LICENCES.slotsOneDay);
  });
});
