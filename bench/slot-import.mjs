// Time of a 50,000-row slot import over HTTP, on SQLite and (when TEST_DATABASE_URL is set)
// PostgreSQL: the demo station company's file in Shift_JIS (CP932), previewed, committed, previewed
// and committed again (every row unchanged, nothing written). Each run starts the API from source on
// a fresh database with one demo week, listening on 127.0.0.1; every request has a time limit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import pg from 'pg';
import { freePort, loginAs, waitFor } from './servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
/** The demo broadcaster's station (station-admin@demo.tvcm.jp's company). */
const STATION = 'kanto-NNN';
const REQUEST_TIMEOUT_MS = 120_000;
/** The bound for previewing and committing such a file. */
const TARGET_MS = 10_000;

const HEADING = '放送局コード,放送日,番組開始,番組終了,番組名,CM時刻,枠種別,秒数,販売区分,販売枠数,単価,販売開始日,販売終了日';
const TITLES = [
  '朝いちばんニュース',
  'ワイドスクランブル',
  '旅とごはん',
  'クイズ！ひらめき王',
  '連続ドラマ「海の見える街」',
  '深夜映画セレクト',
];

const pad = (number) => String(number).padStart(2, '0');
const clock = (seconds) => `${5 + Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}`;
const dayOf = (start, offset) => {
  const date = new Date(Date.parse(`${start}T00:00:00Z`) + offset * 86_400_000);
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`;
};

/**
 * A Kantō station's busy schedule, about 770 CMs a broadcast day as DOMAIN.md counts them: a
 * half-hour programme every half hour from 5:00 to 29:00, an SB a minute before each and fifteen
 * PTs inside; days from four months out, so none is a demo day.
 */
function slotFile(rows) {
  const first = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
  const lines = [HEADING];
  for (let day = 0; lines.length <= rows; day += 1) {
    const date = dayOf(first, day);
    const salesStart = dayOf(first, day - 70);
    const salesEnd = dayOf(first, day - 7);
    for (let start = 0; start < 24 * 3600 && lines.length <= rows; start += 1800) {
      const programme = `${clock(start)},${clock(start + 1800)},${TITLES[(start / 1800) % TITLES.length]}`;
      const price = 100_000 + ((start / 1800) % 16) * 50_000;
      const slot = (second, position) =>
        `${STATION},${date},${programme},${clock(second)},${position},15,通常,2,${price},${salesStart},${salesEnd}`;
      if (start > 0) lines.push(slot(start - 60, 'SB'));
      // PTs from 0:30 into the programme every two minutes, clear of the next programme's SB.
      for (let second = start + 30; second + 15 <= start + 1800 - 60 && lines.length <= rows; second += 120) {
        lines.push(slot(second, 'PT'));
      }
    }
  }
  return iconv.encode(`${lines.slice(0, rows + 1).join('\r\n')}\r\n`, 'CP932');
}

/** One upload of the file; answers the time and the answer's body. */
async function upload(base, headers, route, file) {
  const started = performance.now();
  const response = await fetch(`${base}/api/${route}?fileName=${encodeURIComponent('CM枠_5万行.csv')}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: file,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${route} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, body };
}

async function measure(target, file) {
  const port = await freePort();
  const api = spawn('node', ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_INVENTORY_WEEKS: '1',
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.url ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    const headers = await loginAs(base, 'station-admin@demo.tvcm.jp');
    const preview = await upload(base, headers, 'slot-imports/previews', file);
    const commit = await upload(base, headers, 'slot-imports', file);
    const previewAgain = await upload(base, headers, 'slot-imports/previews', file);
    const commitAgain = await upload(base, headers, 'slot-imports', file);
    if (!preview.body.committable || commit.body.counts.created !== ROWS || commitAgain.body.counts.unchanged !== ROWS) {
      throw new Error(
        `unexpected answers: ${JSON.stringify({ preview: preview.body.counts, commit: commit.body.counts, again: commitAgain.body.counts })}`,
      );
    }
    if (commitAgain.body.entry !== null) throw new Error('the second commit wrote a history entry');
    return { preview: preview.ms, commit: commit.ms, previewAgain: previewAgain.ms, commitAgain: commitAgain.ms };
  } finally {
    api.kill('SIGTERM');
  }
}

const targets = [{ kind: 'sqlite', dataDir: mkdtempSync(path.join(tmpdir(), 'tvcm-bench-import-')) }];
if (process.env.TEST_DATABASE_URL) {
  const name = 'tvcm_bench_import';
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  targets.push({ kind: 'postgres', url: url.toString(), dataDir: mkdtempSync(path.join(tmpdir(), 'tvcm-bench-import-')) });
}

const file = slotFile(ROWS);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const lines = [
  `${ROWS.toLocaleString('en')} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB in CP932`,
  '',
  '| database | preview | commit | preview + commit | again: preview / commit (unchanged) |',
  '|---|---|---|---|---|',
];
let withinTarget = true;
for (const target of targets) {
  try {
    const figures = await measure(target, file);
    const total = figures.preview + figures.commit;
    withinTarget &&= total < TARGET_MS;
    lines.push(
      `| ${target.kind} | ${seconds(figures.preview)} | ${seconds(figures.commit)} | ${seconds(total)} | ${seconds(figures.previewAgain)} / ${seconds(figures.commitAgain)} |`,
    );
  } finally {
    rmSync(target.dataDir, { recursive: true, force: true });
  }
}
process.stdout.write(
  `\n${lines.join('\n')}\n\npreview + commit under ${TARGET_MS / 1000} s on every database: ${withinTarget ? 'yes' : 'NO'}\n`,
);
