// Latency of the timetable over HTTP against the built API: an area × day and an area × week
// request, p50 and p95, on 10,000 and on 1,000,000 slots, on SQLite and (when TEST_DATABASE_URL is
// set) PostgreSQL, and the compressed size of an area-week answer. Data sets are made once with
// `seed:scale` and kept (bench/.cache for SQLite, databases tvcm_bench_<n> on PostgreSQL).
// Everything listens on 127.0.0.1; each measurement is a bounded number of requests.
// It measures what building an answer costs (query, rows, JSON, compression), so the API runs with
// PROGRAM_GUIDE_CACHE=off: with the answer cache on, the requests that repeat a question (at 10,000
// slots there is one week, so every one does) would be answered from memory without being built.
// bench/program-guide-cache.mjs measures the cache.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { loginAs, startBenchApi } from './servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SIZES = [10_000, 1_000_000];
// With 200 requests the p95 is the 10th slowest, not (with 60) the 3rd: one pause of a busy
// machine no longer decides it.
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 10;
const AREA = 'kanto';

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** A GET as a browser sends it (compression accepted); answers the time and the bytes on the wire. */
function timedGet(url, cookie) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers: { cookie, 'accept-encoding': 'br, gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ ms: performance.now() - started, bytes, status: response.statusCode }));
      })
      .on('error', reject);
  });
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

/** The data set's dates, for requests spread over all of it. */
async function datesOf(target) {
  if (target.kind === 'sqlite') {
    const db = new Database(path.join(target.dataDir, 'app.db'), { readonly: true });
    const rows = db.prepare('select distinct broadcast_date as date from programmes order by 1').all();
    db.close();
    return rows.map((row) => row.date);
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  const { rows } = await client.query('select distinct broadcast_date as date from programmes order by 1');
  await client.end();
  return rows.map((row) => row.date);
}

async function slotCount(target) {
  if (target.kind === 'sqlite') {
    const file = path.join(target.dataDir, 'app.db');
    if (!existsSync(file)) return 0;
    const db = new Database(file, { readonly: true });
    try {
      return db.prepare('select count(*) as n from slots').get().n;
    } catch {
      return 0;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    return Number((await client.query('select count(*) as n from slots')).rows[0].n);
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

async function prepare(target, size) {
  if ((await slotCount(target)) >= size) return;
  const env = target.kind === 'sqlite' ? { DATA_DIR: target.dataDir, DATABASE_URL: '' } : { DATABASE_URL: target.url };
  run('npx', ['tsx', 'apps/api/src/seed/seed-scale.ts', '--slots', String(size)], env);
}

async function measure(target, size) {
  await prepare(target, size);
  const dates = await datesOf(target);
  const { base, stop } = await startBenchApi(target, { PROGRAM_GUIDE_CACHE: 'off' });
  try {
    const { cookie } = await loginAs(base, 'agency-admin@demo.tvcm.jp');
    const figures = {};
    for (const view of ['day', 'week']) {
      const url = (index) => `${base}/api/program-guide?area=${AREA}&view=${view}&date=${dates[(index * 7) % dates.length]}`;
      for (let index = 0; index < WARM_UP; index += 1) await timedGet(url(index), cookie);
      const times = [];
      let bytes = 0;
      for (let index = 0; index < REQUESTS; index += 1) {
        const answer = await timedGet(url(index), cookie);
        if (answer.status !== 200) throw new Error(`program guide answered ${answer.status}`);
        times.push(answer.ms);
        bytes = Math.max(bytes, answer.bytes);
      }
      times.sort((a, b) => a - b);
      figures[view] = { p50: percentile(times, 0.5), p95: percentile(times, 0.95), bytes };
    }
    return figures;
  } finally {
    stop();
  }
}

if (!existsSync(path.join(root, 'apps/api/dist/main.js'))) run('npm', ['run', 'build', '-w', 'apps/api']);

const targets = SIZES.map((size) => {
  const dataDir = path.join(root, 'bench', '.cache', `sqlite-${size}`);
  mkdirSync(dataDir, { recursive: true });
  return { size, target: { kind: 'sqlite', dataDir } };
});
if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  for (const size of SIZES) {
    const name = `tvcm_bench_${size}`;
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    targets.push({ size, target: { kind: 'postgres', url: url.toString() } });
  }
  await admin.end();
}

const lines = [
  '| database | slots | area × day p50 / p95 | area × week p50 / p95 | area-week answer (br) |',
  '|---|---|---|---|---|',
];
const results = {};
for (const { size, target } of targets) {
  const figures = await measure(target, size);
  results[`${target.kind}-${size}`] = figures;
  const ms = (value) => `${value.toFixed(1)} ms`;
  lines.push(
    `| ${target.kind} | ${size.toLocaleString('en')} | ${ms(figures.day.p50)} / ${ms(figures.day.p95)} | ${ms(figures.week.p50)} / ${ms(figures.week.p95)} | ${(figures.week.bytes / 1024).toFixed(1)} KB |`,
  );
}
process.stdout.write(`\n${lines.join('\n')}\n`);
for (const kind of ['sqlite', 'postgres']) {
  const small = results[`${kind}-${SIZES[0]}`];
  const large = results[`${kind}-${SIZES[1]}`];
  if (small && large) {
    process.stdout.write(`${kind}: area × week p95 at 1M ÷ p95 at 10k = ${(large.week.p95 / small.week.p95).toFixed(2)}\n`);
  }
}
