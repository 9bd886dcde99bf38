// The program guide's answer cache under load (docs/decisions/016-inventory-answer-cache.md): the
// same mix of 20 users working flat out against the built API, with PROGRAM_GUIDE_CACHE=off and
// then on, on SQLite and (when TEST_DATABASE_URL is set) PostgreSQL, on 100,000 slots. Each user
// asks area-week timetables (5 areas × 3 weeks, brotli accepted) and, as browsers do, sends back
// the ETag it was given for a question it has asked before (a third pass never does, to show the
// kept answers' share apart from the 304s); meanwhile the station desk edits a
// 関東 slot's price every 500 ms through the API, so 関東 answers go stale and are built again.
// Prints answers/s and p95 for each mode, the ratio, and the p95 of the 304s, among the 20 users
// and for one user alone repeating a question 200 times. Bounded: at most
// BENCH_REQUESTS_PER_USER calls a user and BENCH_SECONDS a mode. Everything listens on 127.0.0.1.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { loginAs, startBenchApi } from './servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SLOTS = 100_000;
const USERS = 20;
const REQUESTS_PER_USER = Number(process.env.BENCH_REQUESTS_PER_USER ?? 400);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const AREAS = ['kanto', 'kansai', 'chukyo', 'hokkaido', 'fukuoka'];
const WEEKS = 3;
const EDIT_EVERY_MS = 500;
const SINGLE_REPEATS = 200;
/**
 * The modes, in the order they run: the cache off (every answer built), on with callers that send
 * back their ETags (browsers), and on with callers that never do (kept answers sent whole).
 */
const MODES = [
  ['off', 'off', true],
  ['on', 'on', true],
  ['on, no If-None-Match', 'on', false],
];

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Reads the data set: its first Mondays, and a 関東 NNN slot (the demo station's) for the desk to edit. */
async function dataOf(target) {
  const mondays = 'select distinct broadcast_date as date from slots where weekday = 1 order by 1 limit 3';
  const slot =
    "select s.id from slots s join stations st on st.id = s.station_id where st.code = 'kanto-NNN' order by s.id limit 1";
  if (target.kind === 'sqlite') {
    const db = new Database(path.join(target.dataDir, 'app.db'), { readonly: true });
    const answer = {
      mondays: db
        .prepare(mondays)
        .all()
        .map((row) => row.date),
      slotId: db.prepare(slot).get().id,
    };
    db.close();
    return answer;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  const answer = {
    mondays: (await client.query(mondays)).rows.map((row) => row.date),
    slotId: (await client.query(slot)).rows[0].id,
  };
  await client.end();
  return answer;
}

async function slotCount(target) {
  const count = 'select count(*) as n from slots';
  try {
    if (target.kind === 'sqlite') {
      const file = path.join(target.dataDir, 'app.db');
      if (!existsSync(file)) return 0;
      const db = new Database(file, { readonly: true });
      try {
        return db.prepare(count).get().n;
      } finally {
        db.close();
      }
    }
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      return Number((await client.query(count)).rows[0].n);
    } finally {
      await client.end();
    }
  } catch {
    return 0;
  }
}

async function prepare(target) {
  if ((await slotCount(target)) >= SLOTS) return;
  const env = target.kind === 'sqlite' ? { DATA_DIR: target.dataDir, DATABASE_URL: '' } : { DATABASE_URL: target.url };
  run('npx', ['tsx', 'apps/api/src/seed/seed-scale.ts', '--slots', String(SLOTS)], env);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: USERS + 2 });

/** A call as a browser makes it; answers the status, the time and the ETag. */
function call(method, url, headers, body) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(url, { method, agent, headers: { 'accept-encoding': 'br, gzip', ...headers } }, (response) => {
      response.on('data', () => {});
      response.on('end', () =>
        resolve({ status: response.statusCode, ms: performance.now() - started, etag: response.headers.etag }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
};

async function measure(target, data, mode, revalidate) {
  const { base, stop } = await startBenchApi(target, {
    PROGRAM_GUIDE_CACHE: mode,
    // 21 logins from one address, twice per database.
    LOGIN_LIMIT_PER_ADDRESS: '1000',
  });
  try {
    const users = [];
    for (let index = 0; index < USERS; index += 1) users.push(await loginAs(base, 'agency-admin@demo.tvcm.jp'));
    const desk = await loginAs(base, 'station-admin@demo.tvcm.jp');
    const questions = AREAS.flatMap((area) =>
      data.mondays.slice(0, WEEKS).map((date) => `${base}/api/program-guide?area=${area}&view=week&date=${date}`),
    );
    // One warm-up pass, as a user who has the page open would have made.
    for (const url of questions) await call('GET', url, { cookie: users[0].cookie });

    const all = [];
    const notModified = [];
    const deadline = performance.now() + SECONDS * 1000;
    let editing = true;
    let edits = 0;
    const editor = (async () => {
      while (editing && performance.now() < deadline) {
        const body = JSON.stringify({ price: 500_000 + (edits % 2) * 10_000 });
        const answer = await call(
          'PATCH',
          `${base}/api/station-slots/${data.slotId}`,
          { cookie: desk.cookie, 'x-xsrf-token': desk['x-xsrf-token'], 'content-type': 'application/json' },
          body,
        );
        if (answer.status !== 200) throw new Error(`the desk's edit answered ${answer.status}`);
        edits += 1;
        await new Promise((resolve) => setTimeout(resolve, EDIT_EVERY_MS));
      }
    })();
    const started = performance.now();
    await Promise.all(
      users.map(async (user, index) => {
        const etags = new Map();
        for (let n = 0; n < REQUESTS_PER_USER && performance.now() < deadline; n += 1) {
          const url = questions[(index * 7 + n * 3) % questions.length];
          const etag = revalidate ? etags.get(url) : undefined;
          const answer = await call('GET', url, { cookie: user.cookie, ...(etag ? { 'if-none-match': etag } : {}) });
          if (answer.status !== 200 && answer.status !== 304) throw new Error(`program guide answered ${answer.status}`);
          if (answer.etag) etags.set(url, answer.etag);
          all.push(answer.ms);
          if (answer.status === 304) notModified.push(answer.ms);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    editing = false;
    await editor;
    // Then one user alone, repeating a question it has the tag of: the 304's own cost.
    const alone = [];
    if (mode === 'on') {
      const url = questions[0];
      const { etag } = await call('GET', url, { cookie: users[0].cookie });
      for (let n = 0; n < SINGLE_REPEATS; n += 1) {
        const answer = await call('GET', url, { cookie: users[0].cookie, 'if-none-match': etag });
        if (answer.status !== 304) throw new Error(`a repeated question answered ${answer.status}`);
        alone.push(answer.ms);
      }
    }
    return { perSecond: all.length / seconds, p95: percentile(all, 0.95), answers: all.length, notModified, edits, alone };
  } finally {
    stop();
  }
}

run('npm', ['run', 'build', '-w', 'apps/api']);

const targets = [];
{
  const dataDir = path.join(root, 'bench', '.cache', `sqlite-${SLOTS}`);
  mkdirSync(dataDir, { recursive: true });
  targets.push({ kind: 'sqlite', dataDir });
}
if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `tvcm_bench_${SLOTS}`;
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  targets.push({ kind: 'postgres', url: url.toString() });
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');
const lines = [`| database | cache | answers/s | p95 | answers (304s) | desk edits |`, '|---|---|---|---|---|---|'];
const summary = [];
for (const target of targets) {
  await prepare(target);
  const data = await dataOf(target);
  const figures = {};
  for (const [name, mode, revalidate] of MODES) {
    figures[name] = await measure(target, data, mode, revalidate);
    const f = figures[name];
    lines.push(
      `| ${target.kind} | ${name} | ${f.perSecond.toFixed(0)} | ${ms(f.p95)} | ${f.answers} (${f.notModified.length}) | ${f.edits} |`,
    );
  }
  const ratio = (name) => (figures[name].perSecond / figures.off.perSecond).toFixed(1);
  summary.push(
    `${target.kind}: ${ratio('on')}× the answers/s with the cache (${ratio('on, no If-None-Match')}× from kept answers alone); p95 of a 304 ${ms(percentile(figures.on.notModified, 0.95))} among 20 users, ${ms(percentile(figures.on.alone, 0.95))} alone (p50 ${ms(percentile(figures.on.alone, 0.5))})`,
  );
}
process.stdout.write(
  `\n${USERS} users, ${SLOTS.toLocaleString('en')} slots, area-week questions\n${lines.join('\n')}\n${summary.join('\n')}\n`,
);
agent.destroy();
