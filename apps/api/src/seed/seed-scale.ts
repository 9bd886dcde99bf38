import { parseArgs } from 'node:util';
import { businessDateOf } from '@tvcm/contracts';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { countRows } from '../db/count-rows';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DEMO_STATIONS } from './inventory/demo-stations';
import { seedDemoInventory } from './inventory/seed-inventory';
import { seedDemoData } from './seed-demo-data';

/** Slots one station-day holds in the demo shape: the scale seed sizes its weeks with it. */
const SLOTS_PER_STATION_DAY = 112;

/**
 * `npm run seed:scale -- --slots 1000000`: fills the configured database (DATA_DIR's SQLite file or
 * DATABASE_URL) with the demo companies and at least that many slots in the demo's shape, from
 * this week on for as many weeks as it takes. Deterministic: the same count gives the same rows;
 * days already there are kept.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { slots: { type: 'string', default: '1000000' } } });
  const target = Number(values.slots);
  if (!Number.isInteger(target) || target <= 0) throw new Error('--slots must be a positive whole number');
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    const weeks = Math.ceil(target / (DEMO_STATIONS.length * 7 * SLOTS_PER_STATION_DAY)) + 1;
    const started = performance.now();
    const existing = await countRows(db, 'slots');
    const result = await seedDemoInventory(db, {
      today: businessDateOf(Date.now()),
      weeks,
      maxSlots: Math.max(0, target - existing),
    });
    // Fresh statistics after a bulk load, so the planner knows the tables' new sizes at once.
    await sql`analyze`.execute(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `${config.database.kind}: ${existing + result.slots} slots (${result.slots} added over ${result.stationDays} station-days in ${seconds} s)\n`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
