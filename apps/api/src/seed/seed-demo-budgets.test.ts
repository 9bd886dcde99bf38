import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { DEMO_BROADCASTER_CODE } from './inventory/demo-stations';
import { seedDemoInventory } from './inventory/seed-inventory';
import { seedDemoBudgets } from './seed-demo-budgets';
import { seedDemoData } from './seed-demo-data';

const TODAY = '2026-12-09';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
  await seedDemoData(testApp.db);
  await seedDemoInventory(testApp.db, { today: TODAY, weeks: 2 });
});
afterAll(() => testApp.close());

const budgets = () =>
  testApp.db
    .selectFrom('station_budgets')
    .innerJoin('stations', 'stations.id', 'station_budgets.station_id')
    .innerJoin('companies', 'companies.id', 'stations.company_id')
    .select(['companies.code', 'station_budgets.station_id', 'station_budgets.month', 'station_budgets.amount'])
    .orderBy('station_budgets.station_id')
    .orderBy('station_budgets.month')
    .execute();

describe('seedDemoBudgets', () => {
  it('budgets the demo broadcaster’s stations from three months back to two ahead, sized from their inventory, once', async () => {
    await seedDemoBudgets(testApp.db, { today: TODAY });
    const seeded = await budgets();
    expect(new Set(seeded.map((row) => row.code))).toEqual(new Set([DEMO_BROADCASTER_CODE]));
    expect([...new Set(seeded.map((row) => row.month))]).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(seeded.every((row) => row.amount >= 100_000 && row.amount % 100_000 === 0)).toBe(true);

    const [first] = seeded;
    if (!first) throw new Error('no budget was seeded');
    await testApp.db
      .updateTable('station_budgets')
      .set({ amount: 1 })
      .where('station_id', '=', first.station_id)
      .where('month', '=', first.month)
      .execute();
    await seedDemoBudgets(testApp.db, { today: TODAY });
    const again = await budgets();
    expect(again).toHaveLength(seeded.length);
    expect(again[0]?.amount).toBe(1);
  });
});
