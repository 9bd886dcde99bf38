import { parseArgs } from 'node:util';
import { addDays, businessDateOf, mondayOf, STREAMING_AUDIENCE_TARGETS, STREAMING_GENRES } from '@tvcm/contracts';
import { type Insertable, sql } from 'kysely';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { DigitalProductsTable } from '../db/schema';
import { DEMO_STATIONS } from './inventory/demo-stations';
import { seedDemoInventory } from './inventory/seed-inventory';
import { seedDemoData } from './seed-demo-data';

/** The scale seed's own product codes start with this, apart from the demo's (`CU01`). */
const CODE_PREFIX = 'SX';
/** Two-week delivery windows over a year from the Monday of this week. */
const WINDOWS = 26;
const WINDOW_DAYS = 14;
/** Rows a statement: a product binds 20 values, under SQLite's and PostgreSQL's limits. */
const ROWS_PER_INSERT = 1_000;

/** A small fixed pseudo-random number from the numbers given: the same count gives the same rows. */
function mix(...values: number[]): number {
  let hash = 2_166_136_261;
  for (const value of values) hash = Math.imul(hash ^ value, 16_777_619) >>> 0;
  return hash;
}

/**
 * `npm run seed:scale-digital -- --products 100000`: fills the configured database (DATA_DIR's
 * SQLite file or DATABASE_URL) with the demo companies and that many streaming products spread
 * over the demo stations, genres and two-week delivery windows over a year, at various CPMs and
 * sizes, some partly or wholly sold, most with two targeting rows. Deterministic; a database that
 * already holds that many of them is left as it is, one holding another count is made again.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
  const target = Number(values.products);
  if (!Number.isInteger(target) || target <= 0) throw new Error('--products must be a positive whole number');
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    // The areas and stations only: no slot is needed.
    await seedDemoInventory(db, { today: businessDateOf(Date.now()), weeks: 1, maxSlots: 0 });
    const existing = Number(
      (
        await db
          .selectFrom('digital_products')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('code', 'like', `${CODE_PREFIX}%`)
          .executeTakeFirstOrThrow()
      ).n,
    );
    if (existing === target) {
      process.stdout.write(`${config.database.kind}: ${existing} streaming products already there\n`);
      return;
    }
    const started = performance.now();
    const stations = await db.selectFrom('stations').select(['id', 'code', 'area_code']).orderBy('id').execute();
    const demoCodes = new Set(DEMO_STATIONS.map((station) => station.code));
    const demoStations = stations.filter((station) => demoCodes.has(station.code));
    if (demoStations.length === 0) throw new Error('no demo stations to sell streaming products');
    const from = mondayOf(businessDateOf(Date.now()));
    const now = new Date().toISOString();
    // Each station sells this many series, each in every window: the count asked for, over all.
    const seriesPerStation = Math.ceil(target / (demoStations.length * WINDOWS));

    await db.transaction().execute(async (trx) => {
      const old = trx.selectFrom('digital_products').select('id').where('code', 'like', `${CODE_PREFIX}%`);
      await trx.deleteFrom('digital_product_targets').where('product_id', 'in', old).execute();
      await trx.deleteFrom('digital_products').where('code', 'like', `${CODE_PREFIX}%`).execute();

      let batch: { row: Insertable<DigitalProductsTable>; roll: number }[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const inserted = await trx
          .insertInto('digital_products')
          .values(batch.map((entry) => entry.row))
          .returning('id')
          .execute();
        const targets = inserted.flatMap(({ id }, index) => {
          const { roll, row } = batch[index] as (typeof batch)[number];
          // Most products offer a sex and age band and their area; a few only one, a few none.
          const audience = STREAMING_AUDIENCE_TARGETS[roll % STREAMING_AUDIENCE_TARGETS.length] as string;
          const offered = roll % 10 === 0 ? [] : roll % 10 === 1 ? [audience] : [audience, `area:${row.area_code}`];
          return offered.map((name) => ({ product_id: id, target: name, surcharge_percent: 10 + (roll % 4) * 5 }));
        });
        if (targets.length > 0) await trx.insertInto('digital_product_targets').values(targets).execute();
        batch = [];
      };

      let made = 0;
      for (let series = 0; series < seriesPerStation && made < target; series += 1) {
        for (let window = 0; window < WINDOWS && made < target; window += 1) {
          const deliveryStart = addDays(from, window * WINDOW_DAYS);
          const deliveryEnd = addDays(deliveryStart, WINDOW_DAYS - 1);
          for (const [stationIndex, station] of demoStations.entries()) {
            if (made >= target) break;
            const roll = mix(stationIndex, series, window);
            const units = 500 + (roll % 20) * 250;
            // One window in seven is sold out; the others partly sold and now and then partly held.
            const sold = roll % 7 === 0 ? units : Math.floor((units * (roll % 6)) / 10);
            const held = roll % 3 === 0 && sold < units ? Math.min(50, units - sold) : 0;
            batch.push({
              roll: roll >>> 8,
              row: {
                kind: 'STREAMING',
                station_id: station.id,
                area_code: station.area_code,
                code: `${CODE_PREFIX}${String(series + 1).padStart(4, '0')}`,
                title: `配信シリーズ ${series + 1}`,
                genre: STREAMING_GENRES[(stationIndex + series) % STREAMING_GENRES.length],
                episode_from: null,
                episode_to: null,
                delivery_start: deliveryStart,
                delivery_end: deliveryEnd,
                ad_lengths: roll % 2 === 0 ? '15,30' : '6,15',
                unit_price: 600 + (roll % 30) * 50,
                estimated_impressions: null,
                minimum_units: roll % 4 === 0 ? 100 : 50,
                units_on_sale: units,
                units_held: held,
                units_sold: sold,
                sales_start: addDays(from, -28),
                sales_end: addDays(deliveryEnd, -1),
                status: 'ON_SALE',
                created_at: now,
                updated_at: now,
              },
            });
            made += 1;
            if (batch.length >= ROWS_PER_INSERT) await flush();
          }
        }
      }
      await flush();
    });
    // Fresh statistics after a bulk load, so the planner knows the tables' new sizes at once; on
    // PostgreSQL a vacuum too, as autovacuum would soon make, so that index-only scans need no
    // visit to the table to learn a row is visible.
    await sql.raw(config.database.kind === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`${config.database.kind}: ${target} streaming products in ${seconds} s\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
