// Latency of target search's heat map over HTTP against the built API at 1,000,000 slots: the demo
// agency's 関東 over the whole of next month (an area-month), for a demographic (F1, P+C7) and for a
// licensed segment whose values the benchmark writes for that area-month (every 関東 station ×
// day × hour, with a licence for the demo agency), p50 and p95 of a bounded number of requests,
// on SQLite and (when TEST_DATABASE_URL is set) PostgreSQL. The ranked slot list of each is timed
// beside it. Data sets are made once with `seed:scale` and kept (bench/.cache/sqlite-1000000, as
// bench:program-guide's, and database tvcm_bench_target_search on PostgreSQL). Everything listens
// on 127.0.0.1.
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
const AREA = 'kanto';
const SEGMENT_NAME = '性能測定用セグメント';
const TARGET_P95_MS = 300;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
const isoDate = (date) => date.toISOString().slice(0, 10);

/** Next month in Japan's calendar: inside the scale seed's two years from this week. */
function nextMonth() {
  const now = new Date(Date.now() + 9 * 3600_000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0));
  return [isoDate(first), isoDate(last)];
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

/** A small deterministic spread of ratings (basis points), so cells differ as real ones do. */
const ratingOf = (stationId, day, hour) => 20 + ((stationId * 7919 + day * 104_729 + hour * 1_299_709) % 480);

/**
 * The demo data company's segment with values for every 関東 station × day of the month × hour
 * (5–28), a universe in 関東, and the demo agency's approved licence for the month: written once.
 */
async function prepareSegment(target, [dateFrom, dateTo]) {
  const db = await connect(target);
  try {
    const company = async (account) =>
      (await db.all('select company_id as id from users where account = ?', [account]))[0]?.id ?? null;
    const provider = await company('data-admin@demo.tvcm.jp');
    const buyer = await company('agency-admin@demo.tvcm.jp');
    if (!provider || !buyer) throw new Error('the demo companies are missing: run seed:scale first');
    const existing = await db.all('select id from data_segments where name = ? and company_id = ?', [SEGMENT_NAME, provider]);
    let segmentId = existing[0]?.id;
    const covered = segmentId
      ? await db.all('select 1 from data_purchases where segment_id = ? and starts_on <= ? and ends_on >= ?', [
          segmentId,
          dateFrom,
          dateTo,
        ])
      : [];
    if (segmentId && covered.length > 0) return Number(segmentId);
    const now = new Date().toISOString();
    await db.transaction(async () => {
      if (!segmentId) {
        const [row] = await db.all(
          `insert into data_segments (company_id, name, definition, method, sample_size, coverage_from, coverage_to,
             price_points, preview_cells, min_panel_count, status, current_version, created_at, updated_at)
           values (?, ?, '性能測定用', 'PANEL', 2000, ?, ?, 100, 0, 30, 'PUBLISHED', 1, ?, ?) returning id`,
          [provider, SEGMENT_NAME, dateFrom.slice(0, 7), dateTo.slice(0, 7), now, now],
        );
        segmentId = row.id;
        await db.run('insert into data_segment_areas (segment_id, area_code, universe) values (?, ?, ?)', [
          segmentId,
          AREA,
          3_000_000,
        ]);
        await db.run(
          `insert into data_segment_versions (segment_id, version, file_name, cells, suppressed_cells, uploaded_at)
           values (?, 1, 'bench.csv', 0, 0, ?)`,
          [segmentId, now],
        );
      }
      const stations = await db.all('select id from stations where area_code = ?', [AREA]);
      const first = Date.parse(`${dateFrom}T00:00:00Z`);
      const days = Math.round((Date.parse(`${dateTo}T00:00:00Z`) - first) / 86_400_000) + 1;
      const rows = [];
      for (const { id } of stations) {
        for (let day = 0; day < days; day += 1) {
          const date = isoDate(new Date(first + day * 86_400_000));
          // One cell in forty rests on too few panellists, as real segments' thin cells do.
          for (let hour = 5; hour <= 28; hour += 1)
            rows.push([id, date, hour, ratingOf(id, day, hour), (id + day + hour) % 40 === 0 ? 12 : 120]);
        }
      }
      await db.run('delete from data_segment_values where segment_id = ? and broadcast_date between ? and ?', [
        segmentId,
        dateFrom,
        dateTo,
      ]);
      for (let start = 0; start < rows.length; start += 500) {
        const batch = rows.slice(start, start + 500);
        await db.run(
          `insert into data_segment_values (segment_id, version, station_id, broadcast_date, hour, rating, panel_count) values ${batch
            .map(() => '(?, 1, ?, ?, ?, ?, ?)')
            .join(', ')}`,
          batch.flatMap((row) => [segmentId, ...row]),
        );
      }
      const [purchase] = await db.all(
        `insert into data_purchases (segment_id, buyer_company_id, month_from, month_to, starts_on, ends_on, points, purpose,
           status, applied_at, examined_at)
         values (?, ?, ?, ?, ?, ?, 100, '性能測定', 'APPROVED', ?, ?) returning id`,
        [segmentId, buyer, dateFrom.slice(0, 7), dateTo.slice(0, 7), dateFrom, dateTo, now, now],
      );
      await db.run('insert into data_purchase_areas (purchase_id, area_code) values (?, ?)', [purchase.id, AREA]);
    });
    return Number(segmentId);
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
  const month = nextMonth();
  // The API migrates on start: the segment's tables exist once it has started on this database.
  const { base, stop } = await startBenchApi(target);
  try {
    const segment = await prepareSegment(target, month);
    const headers = await loginAs(base, 'agency-admin@demo.tvcm.jp');
    const period = { area: AREA, dateFrom: month[0], dateTo: month[1] };
    const questions = [
      ['heat map, F1 P+C7', 'heatmap', { ...period, target: 'f1', ratingType: 'pc7' }],
      ['heat map, segment', 'heatmap', { ...period, segment: String(segment) }],
      ['slot list, F1 P+C7', 'slots', { ...period, target: 'f1', ratingType: 'pc7' }],
      ['slot list, segment', 'slots', { ...period, segment: String(segment) }],
    ];
    const results = [];
    for (const [name, route, query] of questions) {
      const url = `${base}/api/target-search/${route}?${new URLSearchParams(query)}`;
      for (let index = 0; index < WARM_UP; index += 1) await timedGet(url, headers);
      const times = [];
      let last;
      for (let index = 0; index < RUNS; index += 1) {
        const { ms, body } = await timedGet(url, headers);
        times.push(ms);
        last = body;
      }
      times.sort((a, b) => a - b);
      const size =
        route === 'heatmap'
          ? `${last.cells.length} cells, ${last.cells.reduce((sum, cell) => sum + cell.slots, 0)} slots`
          : `${last.total} slots`;
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
targets.push({ kind: 'sqlite', dataDir });
if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'tvcm_bench_target_search'");
  if (exists.rowCount === 0) await admin.query('create database tvcm_bench_target_search');
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/tvcm_bench_target_search';
  targets.push({ kind: 'postgres', url: url.toString() });
}

const lines = ['| database | question | p50 | p95 | answer |', '|---|---|---|---|---|'];
let missed = false;
for (const target of targets) {
  for (const result of await measure(target)) {
    if (result.name.startsWith('heat map') && result.p95 > TARGET_P95_MS) missed = true;
    lines.push(
      `| ${target.kind} | ${result.name} | ${result.p50.toFixed(1)} ms | ${result.p95.toFixed(1)} ms | ${result.size} |`,
    );
  }
}
process.stdout.write(`\n${lines.join('\n')}\n`);
process.stdout.write(`heat map p95 target ${TARGET_P95_MS} ms: ${missed ? 'missed' : 'met'} (${RUNS} requests each)\n`);
