// Latency of a plan's optimisation over HTTP against the built API on the demo's inventory: the
// demo agency plans 関東 over the whole of next month (an area-month, about 13,000 candidate slots
// on sale in the demo's shape) for the most target GRP within ¥30,000,000, at most 2 spots per day
// and band, 40 % of the amount per station and 1 spot per programme — and the acceptance's two
// weeks of コの字. p50 and p95 of a bounded number of runs, on SQLite and (when TEST_DATABASE_URL is
// set) PostgreSQL, beside the figures of each answer (candidates, modelled, gap). Data sets are the
// demo's, made once and kept (bench/.cache for SQLite, database tvcm_bench_plans on PostgreSQL).
// Everything listens on 127.0.0.1.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loginAs, startBenchApi } from './servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARM_UP = 2;

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
const isoDate = (date) => date.toISOString().slice(0, 10);

/** Next month (the area-month) and its first two weeks (the acceptance's plan), in Japan's calendar. */
function periods() {
  const now = new Date(Date.now() + 9 * 3600_000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0));
  const fortnight = new Date(first.getTime() + 13 * 86_400_000);
  return { month: [isoDate(first), isoDate(last)], fortnight: [isoDate(first), isoDate(fortnight)] };
}

function conditions([dateFrom, dateTo], pattern) {
  return {
    area: 'kanto',
    dateFrom,
    dateTo,
    target: 'individual',
    ratingType: 'pc7',
    budget: 30_000_000,
    goal: 'maxGrp',
    goalValue: null,
    pattern,
    length: 15,
    position: null,
    kind: null,
    caps: { perDayBand: 2, stationSharePercent: 40, perProgramme: 1 },
  };
}

async function optimise(base, headers, body) {
  const started = performance.now();
  const response = await fetch(`${base}/api/plannings/optimisations`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`optimisation answered ${response.status}: ${JSON.stringify(answer)}`);
  return { ms: performance.now() - started, answer };
}

async function measure(target) {
  // A first start seeds the demo's inventory (minutes on PostgreSQL); later ones find it.
  const { base, stop } = await startBenchApi(target, { DEMO_DATA: 'true' }, { startSeconds: 900 });
  try {
    const headers = await loginAs(base, 'agency-admin@demo.tvcm.jp');
    const { month, fortnight } = periods();
    const results = {};
    for (const [name, body] of [
      ['area-month 全日', { conditions: conditions(month, 'allDay') }],
      ['two weeks コの字', { conditions: conditions(fortnight, 'uShape') }],
    ]) {
      for (let index = 0; index < WARM_UP; index += 1) await optimise(base, headers, body);
      const times = [];
      let last;
      for (let index = 0; index < RUNS; index += 1) {
        const { ms, answer } = await optimise(base, headers, body);
        times.push(ms);
        last = answer;
      }
      times.sort((a, b) => a - b);
      results[name] = {
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        optimality: last.optimality,
        figures: last.figures,
      };
    }
    return results;
  } finally {
    stop();
  }
}

// Builds the API only when its sources changed since the last build.
run('npm', ['run', 'build']);

const targets = [];
const dataDir = path.join(root, 'bench', '.cache', 'sqlite-plans');
mkdirSync(dataDir, { recursive: true });
targets.push({ kind: 'sqlite', dataDir });
if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'tvcm_bench_plans'");
  if (exists.rowCount === 0) await admin.query('create database tvcm_bench_plans');
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/tvcm_bench_plans';
  targets.push({ kind: 'postgres', url: url.toString() });
}

const lines = [
  '| database | plan | p50 | p95 | candidates | modelled | gap | amount | target GRP |',
  '|---|---|---|---|---|---|---|---|---|',
];
for (const target of targets) {
  const results = await measure(target);
  for (const [name, figures] of Object.entries(results)) {
    lines.push(
      `| ${target.kind} | ${name} | ${figures.p50.toFixed(0)} ms | ${figures.p95.toFixed(0)} ms | ${figures.optimality.candidates} | ${
        figures.optimality.modelled
      } | ${figures.optimality.gapPercent.toFixed(1)} % | ¥${figures.figures.amount.toLocaleString('en')} | ${(
        figures.figures.targetGrp / 100
      ).toFixed(1)} |`,
    );
  }
}
process.stdout.write(`\n${lines.join('\n')}\n`);
