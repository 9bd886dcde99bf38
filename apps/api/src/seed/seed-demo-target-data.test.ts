import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../db/count-rows';
import { startTestApp, type TestApp } from '../test/test-app';
import { DEMO_SEGMENTS } from './demo-target-data';
import { seedDemoInventory } from './inventory/seed-inventory';
import { seedDemoData } from './seed-demo-data';
import { seedDemoTargetData } from './seed-demo-target-data';

const TODAY = '2026-12-09';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
  await seedDemoData(testApp.db);
  await seedDemoInventory(testApp.db, { today: TODAY, weeks: 2 });
  await seedDemoTargetData(testApp.db, { today: TODAY, weeks: 2 });
});
afterAll(() => testApp.close());

const agencyBalance = async () =>
  (
    await testApp.db
      .selectFrom('point_balances')
      .innerJoin('companies', 'companies.id', 'point_balances.company_id')
      .where('companies.code', '=', '0000A00001')
      .select('balance')
      .executeTakeFirstOrThrow()
  ).balance;

describe('seedDemoTargetData', () => {
  it('publishes the data company’s three segments with values over the inventory’s weeks, late-night cells of small panels under the minimum', async () => {
    const segments = await testApp.db
      .selectFrom('data_segments')
      .select(['id', 'name', 'status', 'current_version', 'coverage_from', 'coverage_to'])
      .orderBy('id')
      .execute();
    expect(segments.map((segment) => [segment.name, segment.status, segment.current_version])).toEqual(
      DEMO_SEGMENTS.map((segment) => [segment.name, 'PUBLISHED', 1]),
    );
    expect(segments[0]).toMatchObject({ coverage_from: '2026-12', coverage_to: '2027-02' });
    // Two weeks from Monday 7 December, 24 hours a day, on every station of the segment's areas.
    const cells = await testApp.db
      .selectFrom('data_segment_values')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.min('broadcast_date').as('first'),
        eb.fn.max('broadcast_date').as('last'),
      ])
      .where('segment_id', '=', segments[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(Number(cells.count)).toBe(3 * 5 * 14 * 24);
    expect([cells.first, cells.last]).toEqual(['2026-12-07', '2026-12-20']);
    const versions = await testApp.db
      .selectFrom('data_segment_versions')
      .select(['cells', 'suppressed_cells'])
      .orderBy('segment_id')
      .execute();
    expect(versions[0]?.suppressed_cells).toBeGreaterThan(0);
    expect(versions[0]?.suppressed_cells).toBeLessThan(versions[0]?.cells ?? 0);
    expect(versions[2]?.suppressed_cells).toBe(0);
  });

  it('gives the demo agency a licence in use and an application being examined, their points on its ledger', async () => {
    const purchases = await testApp.db
      .selectFrom('data_purchases')
      .select(['status', 'month_from', 'month_to', 'points', 'ends_on'])
      .orderBy('id')
      .execute();
    expect(purchases).toEqual([
      { status: 'APPROVED', month_from: '2026-12', month_to: '2027-01', points: 12_000, ends_on: '2027-01-31' },
      { status: 'EXAMINING', month_from: '2027-01', month_to: '2027-01', points: 12_000, ends_on: '2027-01-31' },
    ]);
    const ledger = await testApp.db
      .selectFrom('point_transactions')
      .select(['kind', 'amount'])
      .where('kind', 'in', ['RESERVE', 'RELEASE'])
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { kind: 'RESERVE', amount: -12_000 },
      { kind: 'RELEASE', amount: 12_000 },
      { kind: 'RESERVE', amount: -12_000 },
    ]);
    expect(await agencyBalance()).toBe(76_000 - 24_000);
  });

  it('adds nothing on a later start', async () => {
    const before = await Promise.all([countRows(testApp.db, 'data_segment_values'), countRows(testApp.db, 'point_transactions')]);
    await seedDemoTargetData(testApp.db, { today: TODAY, weeks: 2 });
    expect(
      await Promise.all([countRows(testApp.db, 'data_segment_values'), countRows(testApp.db, 'point_transactions')]),
    ).toEqual(before);
  });
});
