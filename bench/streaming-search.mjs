// Latency of the buyers' streaming product search over HTTP against the built API: p50 and p95 of
// a mix of realistic searches (an area by CPM, with a genre, a delivery window, a target, a
// minimum of impressions left, on sale only, one station, later pages), on 1,000 and on 100,000
// streaming products, on SQLite and (when TEST_DATABASE_URL is set) PostgreSQL. Data sets are made
// once with `seed:scale-digital` and kept (bench/.cache for SQLite, databases
// tvcm_bench_digital_<n> on PostgreSQL). Everything listens on 127.0.0.1; each measurement is a
// bounded number of requests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { loginAs, startBenchApi } from './servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SIZES = [1_000, 100_000];
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const AREA = 'kanto';

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** A GET as a browser sends it (compression accepted); answers the time and the status. */
function timedGet(url, cookie) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers: { cookie, 'accept-encoding': 'br, gzip' } }, (response) => {
        response.resume();
        response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode }));
      })
      .on('error', reject);
  });
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

async function query(target, text) {
  if (target.kind === 'sqlite') {
    const file = path.join(target.dataDir, 'app.db');
    if (!existsSync(file)) return [];
    const db = new Database(file, { readonly: true });
    try {
      return db.prepare(text).all();
    } catch {
      return [];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } catch {
    return [];
  } finally {
    await client.end();
  }
}

async function prepare(target, size) {
  const [row] = await query(target, "select count(*) as n from digital_products where code like 'SX%'");
  if (Number(row?.n ?? 0) === size) return;
  const env = target.kind === 'sqlite' ? { DATA_DIR: target.dataDir, DATABASE_URL: '' } : { DATABASE_URL: target.url };
  run('npx', ['tsx', 'apps/api/src/seed/seed-scale-digital.ts', '--products', String(size)], env);
}

/** The searches a buyer makes, in turn: the delivery windows and a station come from the data set. */
async function searches(target) {
  const windows = (
    await query(target, `select distinct delivery_start as d from digital_products where kind = 'STREAMING' order by 1`)
  ).map((row) => row.d);
  const stations = (await query(target, `select id from stations where area_code = '${AREA}' order by id`)).map((row) => row.id);
  const mix = [];
  for (let index = 0; index < 20; index += 1) {
    const window = windows[(index * 5) % windows.length];
    const station = stations[index % stations.length];
    mix.push(
      { area: AREA },
      { area: AREA, genre: ['DRAMA', 'VARIETY', 'ANIME', 'SPORTS'][index % 4] },
      { area: AREA, deliveryFrom: window, deliveryTo: window },
      { area: AREA, target: ['f1', 'm2', 't', `area:${AREA}`][index % 4] },
      { area: AREA, minRemaining: String(500_000 + (index % 4) * 500_000) },
      { stationId: String(station) },
      { area: AREA, onSaleOnly: 'true' },
      { area: AREA, page: String(2 + (index % 4)) },
      { area: AREA, sort: 'delivery_start', genre: 'NEWS', onSaleOnly: 'true' },
      { area: AREA, sort: 'remaining', order: 'desc' },
    );
  }
  return mix.map((params) => new URLSearchParams(params).toString());
}

async function measure(target, size) {
  await prepare(target, size);
  const mix = await searches(target);
  const { base, stop } = await startBenchApi(target);
  try {
    const { cookie } = await loginAs(base, 'agency-admin@demo.tvcm.jp');
    const url = (index) => `${base}/api/streaming-products?${mix[index % mix.length]}`;
    for (let index = 0; index < WARM_UP; index += 1) await timedGet(url(index), cookie);
    const times = [];
    for (let index = 0; index < REQUESTS; index += 1) {
      const answer = await timedGet(url(index), cookie);
      if (answer.status !== 200) throw new Error(`streaming search answered ${answer.status} to ${mix[index % mix.length]}`);
      times.push(answer.ms);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
  } finally {
    stop();
  }
}

// Builds the API only when its sources changed since the last build (a new migration, a query).
run('npm', ['run', 'build']);

const targets = SIZES.map((size) => {
  const dataDir = path.join(root, 'bench', '.cache', `sqlite-digital-${size}`);
  mkdirSync(dataDir, { recursive: true });
  return { size, target: { kind: 'sqlite', dataDir } };
});
if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  for (const size of SIZES) {
    const name = `tvcm_bench_digital_${size}`;
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    targets.push({ size, target: { kind: 'postgres', url: url.toString() } });
  }
  await admin.end();
}

const results = {};
for (const { size, target } of targets) results[`${target.kind}-${size}`] = await measure(target, size);

const ms = (value) => `${value.toFixed(1)} ms`;
const lines = [
  `| database | ${SIZES.map((size) => `${size.toLocaleString('en')} products p50 / p95`).join(' | ')} |`,
  `|---|${SIZES.map(() => '---').join('|')}|`,
];
for (const kind of ['sqlite', 'postgres']) {
  const row = SIZES.map((size) => results[`${kind}-${size}`]);
  if (row.every(Boolean))
    lines.push(`| ${kind} | ${row.map((figures) => `${ms(figures.p50)} / ${ms(figures.p95)}`).join(' | ')} |`);
}
process.stdout.write(`\n${lines.join('\n')}\n`);
for (const kind of ['sqlite', 'postgres']) {
  const large = results[`${kind}-${SIZES[SIZES.length - 1]}`];
  if (large) {
    process.stdout.write(
      `${kind}: p95 at ${SIZES[SIZES.length - 1].toLocaleString('en')} products ${large.p95 <= 50 ? '≤' : '>'} 50 ms\n`,
    );
  }
}
