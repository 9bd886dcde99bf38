// Latency of 販売管理's summary over HTTP against the built API at 1,000,000 slots: a year of the demo
// broadcaster's first station (from today, inside the scale seed's weeks) grouped by month, weekday ×
// band, programme and buyer, and by contract date, p50 and p95 of a bounded number of requests, on
// SQLite and (when TEST_DATABASE_URL is set) PostgreSQL. The benchmark books a share of the
// station's slots for the year once (contracted, held, declined and cancelled items from the demo
// agency), so the sums read real booking items. Data sets are made once with `seed:scale` and kept
// (bench/.cache/sqlite-1000000, as bench:program-guide's, and database tvcm_bench_sales_summary on
// PostgreSQL). Everything listens on 127.0.0.1.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { loginAs, startBenchApi } from './servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SLOTS = 1_000_000;
const RUNS = Math.min(200, Number(process.env.BENCH_RUNS ?? 20));
const WARM_UP = 3;
const TARGET_P95_MS = 300;
const BROADCASTER = '0000S00001';
const AGENCY = '0000A00001';
const MARKER = '性能測定用';
/** One slot in this many gets an item; twenty items make a booking. */
const BOOKED_EVERY = 5;
const ITEMS_PER_BOOKING = 20;
const DECLINE_REASONS = ['SOLD', 'COMPETITOR', 'SCREENING', 'MATERIAL', 'OTHER'];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
const isoDate = (date) => date.toISOString().slice(0, 10);
const addDays = (date, days) => isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

/** A year from today in Japan's calendar, 365 days. */
function aYear() {
  const today = isoDate(new Date(Date.now() + 9 * 3600_000));
  return [today, addDays(today, 364)];
}

/** One statement runner over either database, `?` placeholders. */
async function connect(target) {
  if (target.kind === 'sqlite') {
    const db = new Database(path.join(target.dataDir, 'app.db'));
    return {
      all: async (text, params = []) => db.prepare(text).all(...params),
      run: async (text, params = []) => void db.prepare(text).run(...params),
      transaction: async (work) => {
        db.exec('begin');
        try {
          await work();
          db.exec('commit');
        } catch (error) {
          db.exec('rollback');
          throw error;
        }
      },
      analyze: async () => db.exec('analyze'),
      close: async () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  const numbered = (text) => {
    let index = 0;
    return text.replace(/\?/g, () => `$${++index}`);
  };
  return {
    all: async (text, params = []) => (await client.query(numbered(text), params)).rows,
    run: async (text, params = []) => void (await client.query(numbered(text), params)),
    transaction: async (work) => {
      await client.query('begin');
      try {
        await work();
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    analyze: async () => void (await client.query('analyze')),
    close: () => client.end(),
  };
}

async function slotCount(target) {
  if (target.kind === 'sqlite' && !existsSync(path.join(target.dataDir, 'app.db'))) return 0;
  const db = await connect(target);
  try {
    return Number((await db.all('select count(*) as n from slots'))[0].n);
  } catch {
    return 0;
  } finally {
    await db.close();
  }
}

/** The demo broadcaster's first station, with a year of bookings on it from the demo agency: written once. */
async function prepareSales(target, [dateFrom, dateTo]) {
  const db = await connect(target);
  try {
    const company = async (code) => (await db.all('select id from companies where code = ?', [code]))[0]?.id ?? null;
    const seller = await company(BROADCASTER);
    const buyer = await company(AGENCY);
    if (!seller || !buyer) throw new Error('the demo companies are missing: run seed:scale first');
    const [station] = await db.all('select id from stations where company_id = ? order by id limit 1', [seller]);
    const booked = await db.all(
      'select count(*) as n from bookings where seller_company_id = ? and product_name = ? and air_from >= ?',
      [seller, MARKER, dateFrom],
    );
    if (Number(booked[0].n) > 0) return Number(station.id);
    const slots = await db.all(
      `select id, price, broadcast_date from slots where station_id = ? and broadcast_date between ? and ?
       order by broadcast_date, start_second`,
      [station.id, dateFrom, dateTo],
    );
    const chosen = slots.filter((_, index) => index % BOOKED_EVERY === 0);
    const now = new Date().toISOString();
    await db.transaction(async () => {
      for (let start = 0, number = 0; start < chosen.length; start += ITEMS_PER_BOOKING, number += 1) {
        const items = chosen.slice(start, start + ITEMS_PER_BOOKING);
        // Seven in ten contracted, one still applied for, one declined, one cancelled.
        const kind = number % 10 < 7 ? 'CONTRACTED' : ['APPLIED', 'DECLINED', 'CANCELLED'][(number % 10) - 7];
        const first = items[0].broadcast_date;
        const decidedAt = kind === 'APPLIED' ? null : `${addDays(first, -14)}T03:00:00.000Z`;
        const [booking] = await db.all(
          `insert into bookings (buyer_company_id, seller_company_id, service, status, application_date, updated_at,
             station_id, product_name, closed_at, air_from, air_to)
           values (?, ?, 'TV', ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
          [
            buyer,
            seller,
            kind === 'APPLIED' ? 'IN_REVIEW' : kind,
            now,
            now,
            station.id,
            MARKER,
            decidedAt,
            first,
            items.at(-1).broadcast_date,
          ],
        );
        await db.run(
          `insert into booking_items (booking_id, slot_id, units, unit_price, status, decline_reason, decided_at)
           values ${items.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          items.flatMap((slot, index) => [
            booking.id,
            slot.id,
            1 + (index % 2),
            slot.price,
            kind,
            kind === 'DECLINED' ? DECLINE_REASONS[index % DECLINE_REASONS.length] : null,
            decidedAt,
          ]),
        );
      }
    });
    await db.analyze();
    return Number(station.id);
  } finally {
    await db.close();
  }
}

async function timedGet(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie: headers.cookie, 'accept-encoding': 'br, gzip' } });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}

async function measure(target) {
  if ((await slotCount(target)) < SLOTS) {
    const env = target.kind === 'sqlite' ? { DATA_DIR: target.dataDir, DATABASE_URL: '' } : { DATABASE_URL: target.url };
    run('npx', ['tsx', 'apps/api/src/seed/seed-scale.ts', '--slots', String(SLOTS)], env);
  }
  const year = aYear();
  const { base, stop } = await startBenchApi(target);
  try {
    const station = await prepareSales(target, year);
    const headers = await loginAs(base, 'station-admin@demo.tvcm.jp');
    const period = { station: String(station), dateFrom: year[0], dateTo: year[1], target: 'individual' };
    const questions = [
      ['by month', { ...period, grouping: 'month' }],
      ['by weekday × band', { ...period, grouping: 'weekdayBand' }],
      ['by programme', { ...period, grouping: 'programme' }],
      ['by buyer', { ...period, grouping: 'buyer' }],
      ['by month, contract date', { ...period, grouping: 'month', basis: 'contract' }],
    ];
    const results = [];
    for (const [name, query] of questions) {
      const url = `${base}/api/station-sales/summary?${new URLSearchParams(query)}`;
      for (let index = 0; index < WARM_UP; index += 1) await timedGet(url, headers);
      const times = [];
      let last;
      for (let index = 0; index < RUNS; index += 1) {
        const { ms, body } = await timedGet(url, headers);
        times.push(ms);
        last = body;
      }
      times.sort((a, b) => a - b);
      const size = `${last.rows.length} rows, ${last.totals.unitsOnSale ?? '–'} units on sale, ${last.totals.unitsContracted} contracted`;
      results.push({ name, p50: percentile(times, 0.5), p95: percentile(times, 0.95), size });
    }
    return results;
  } finally {
    stop();
  }
}

// Builds the API only when its sources changed since the last build.
run('npm', ['run', 'build']);

const targets = [];
const dataDir = path.join(root, 'bench', '.cache', `sqlite-${SLOTS}`);
mkdirSync(dataDir, { recursive: true });
if (process.env.BENCH_SQLITE !== 'false') targets.push({ kind: 'sqlite', dataDir });
if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'tvcm_bench_sales_summary'");
  if (exists.rowCount === 0) await admin.query('create database tvcm_bench_sales_summary');
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/tvcm_bench_sales_summary';
  targets.push({ kind: 'postgres', url: url.toString() });
}

const lines = ['| database | question | p50 | p95 | answer |', '|---|---|---|---|---|'];
let missed = false;
for (const target of targets) {
  for (const result of await measure(target)) {
    if (result.p95 > TARGET_P95_MS) missed = true;
    lines.push(
      `| ${target.kind} | ${result.name} | ${result.p50.toFixed(1)} ms | ${result.p95.toFixed(1)} ms | ${result.size} |`,
    );
  }
}
process.stdout.write(`\n${lines.join('\n')}\n`);
process.stdout.write(
  `a year of one station, p95 target ${TARGET_P95_MS} ms: ${missed ? 'missed' : 'met'} (${RUNS} requests each)\n`,
);
