import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
/** Migrations and two weeks of demo timetable, on a busy machine. */
const API_START_TIMEOUT_MS = 30_000;

/** An API process of a test's own, on its own port and database, which the test may stop or break. */
export interface ApiProcess {
  baseURL: string;
  dataDir: string;
  /** Stops the process the way an operator would (SIGTERM) and waits until it has exited. */
  stop: () => Promise<void>;
  /**
   * Opens the process's SQLite database from the test, beside the API: only to break it (hold its
   * write lock), which no flow of the app can do. What a test sets up or checks goes through the app.
   */
  openDatabase: () => Database.Database;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Until the API serves its login page; fails at once if the process exits first. */
async function waitUntilServing(baseURL: string, exited: Promise<number | null>, stderr: () => string): Promise<void> {
  const serving = expect
    .poll(
      async () => {
        try {
          return (await fetch(`${baseURL}/login`)).ok;
        } catch {
          return false; // Not listening yet.
        }
      },
      { message: `the API at ${baseURL} serves its login page`, timeout: API_START_TIMEOUT_MS },
    )
    .toBe(true);
  const exitedFirst = exited.then((code) => {
    throw new Error(`the API exited with ${code}: ${stderr()}`);
  });
  await Promise.race([serving, exitedFirst]);
}

/**
 * Starts the built API (`npm run build` first) with the demo data on a fresh SQLite database, as
 * `npm start` would, with `env` on top: a failure a test provokes stays inside its own process.
 * Given the `dataDir` of a process it stopped, a test starts the API again on the same data (with
 * `CLOCK_OFFSET_DAYS`, days later).
 */
export async function startApiProcess(env: Record<string, string> = {}, options: { dataDir?: string } = {}): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tvcm-e2e-own-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_ACCOUNT_ADDRESS: '1000',
      LOGIN_LIMIT_PER_ADDRESS: '1000',
      // A test's own process needs the demo accounts and trade, not eleven weeks of timetable. Two
      // weeks: the demo's carts take slots on sale today, which start a week ahead (this week
      // alone holds only the last-minute ones, too few on some weekdays for the agency's cart).
      DEMO_INVENTORY_WEEKS: '2',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitUntilServing(baseURL, exited, () => stderr);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseURL,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    openDatabase: () => new Database(path.join(dataDir, 'app.db')),
  };
}
