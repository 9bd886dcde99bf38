import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/** An API process of a test's own, on its own port and database, which the test may stop or break. */
export interface ApiProcess {
  baseURL: string;
  dataDir: string;
  /** Stops the process the way an operator would (SIGTERM) and waits until it has exited. */
  stop: () => Promise<void>;
  /** Opens the process's SQLite database from the test, beside the API. */
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

async function waitUntilServing(baseURL: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}: ${stderr()}`);
    try {
      if ((await fetch(`${baseURL}/login`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not start within 30 s: ${stderr()}`);
}

/**
 * Starts the built API (`npm run build` first) with the demo data on a fresh SQLite database, as
 * `npm start` would, with `env` on top: a failure a test provokes stays inside its own process.
 */
export async function startApiProcess(env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tvcm-e2e-own-'));
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
      LOGIN_LIMIT_PER_ACCOUNT: '1000',
      LOGIN_LIMIT_PER_ADDRESS: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilServing(baseURL, child, () => stderr);
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
