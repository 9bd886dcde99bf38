import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_ERROR_CODES, apiErrorBodySchema } from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import type { DatabaseTarget } from '../../config';
import { type AppDatabase, createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { testConfig } from '../../test/test-app';
import { createTestDatabaseTarget } from '../../test/test-database';

const execFileAsync = promisify(execFile);

const WRITERS = 8;
const ROUNDS = 3;
/** Acknowledged writes each round waits for before it ends the connections, so they are all in use. */
const WRITES_BEFORE_EACH_ROUND = 40;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const writeBodySchema = z.object({ key: z.string() });

/**
 * The app over a fresh schema, with one extra route that writes a row and reads a count in one
 * transaction, as the trade's calls do: its 201 is the acknowledgement the test holds it to.
 */
async function startWritableApp(given?: DatabaseTarget): Promise<{
  app: FastifyInstance;
  db: AppDatabase;
  baseUrl: string;
  url: string;
  applicationName: string;
}> {
  const { target, drop } = given ? { target: given, drop: async () => {} } : await createTestDatabaseTarget();
  if (target.kind !== 'postgres') throw new Error('PostgreSQL target expected');
  const db = createDatabase(target, { onConnectionError: () => {} });
  await migrateToLatest(db, target.schema);
  const app = await buildApp(testConfig({ database: target }), db);
  app.post('/api/test-writes', { config: { access: 'public', xsrfExempt: true } }, async (request, reply) => {
    const { key } = writeBodySchema.parse(request.body);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('client_events')
        .values({
          channel: 'test',
          type: key,
          user_id: null,
          payload: '{}',
          ip_address: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      await trx
        .selectFrom('client_events')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
    });
    return reply.status(201).send({ key });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  cleanups.push(async () => {
    await app.close();
    await db.destroy();
    await drop();
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const applicationName = target.schema ? `tvcm-market ${target.schema}` : 'tvcm-market';
  return { app, db, baseUrl: `http://127.0.0.1:${port}`, url: target.url, applicationName };
}

interface Outcome {
  writer: number;
  status: number;
  /** The call started after the connections were ended, and before this writer's next success. */
  afterTerminate: boolean;
}

/**
 * Eight writers, each calling one after another until stopped; every answer is either a 201 (the
 * key is acknowledged) or the database-unavailable answer, nothing else.
 */
function startWriters(baseUrl: string) {
  const acknowledged: string[] = [];
  const outcomes: Outcome[] = [];
  const unexpected: string[] = [];
  const waiting = new Set<() => void>();
  let stopped = false;
  /** How many times the connections were ended, and per writer, the last of those it has since succeeded after. */
  let terminates = 0;
  const recoveredFrom = Array.from({ length: WRITERS }, () => 0);
  const notify = () => {
    for (const check of [...waiting]) check();
  };

  async function write(writer: number): Promise<void> {
    for (let call = 0; !stopped; call++) {
      const key = `w${writer}-${call}`;
      // Only a call that started after the terminate shows the service is back.
      const startedAfter = terminates;
      const afterTerminate = recoveredFrom[writer] !== startedAfter;
      const response = await fetch(`${baseUrl}/api/test-writes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key }),
      });
      const body: unknown = await response.json();
      outcomes.push({ writer, status: response.status, afterTerminate });
      if (response.status === 201) {
        acknowledged.push(key);
        recoveredFrom[writer] = startedAfter;
      } else if (
        response.status !== 503 ||
        response.headers.get('retry-after') === null ||
        apiErrorBodySchema.parse(body).errors[0]?.code !== API_ERROR_CODES.serviceUnavailable
      ) {
        unexpected.push(`${response.status} ${JSON.stringify(body)}`);
      }
      notify();
    }
  }

  const running = Promise.all(Array.from({ length: WRITERS }, (_, writer) => write(writer)));

  function until(condition: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (condition() || unexpected.length > 0) {
          waiting.delete(check);
          resolve();
        }
      };
      waiting.add(check);
      check();
    });
  }

  return {
    acknowledged,
    outcomes,
    unexpected,
    until,
    markTerminated: () => {
      terminates++;
    },
    everyWriterRecovered: () => recoveredFrom.every((from) => from === terminates),
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Runs the writers through ROUNDS outages that `goAway` causes (it resolves once the database is
 * back), then checks that every writer was served again, each after at most two failed calls per
 * round (its call in flight, and at most one more on a connection whose end the pool had not yet
 * heard of), and that every acknowledged write is stored. Prints how long after each outage every
 * writer was served again.
 */
async function writeThroughOutages(
  name: string,
  app: { db: AppDatabase; baseUrl: string },
  goAway: () => Promise<void>,
): Promise<void> {
  const writers = startWriters(app.baseUrl);
  const recoveries: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const target = writers.acknowledged.length + WRITES_BEFORE_EACH_ROUND;
      await writers.until(() => writers.acknowledged.length >= target);
      expect(writers.unexpected).toEqual([]);

      await goAway();
      writers.markTerminated();
      const backAt = performance.now();

      await writers.until(writers.everyWriterRecovered);
      recoveries.push(Math.round(performance.now() - backAt));
      expect(writers.unexpected).toEqual([]);
      expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
    }
  } finally {
    await writers.stop();
  }
  expect(writers.unexpected).toEqual([]);
  for (let writer = 0; writer < WRITERS; writer++) {
    const failedAfter = writers.outcomes.filter(
      (outcome) => outcome.writer === writer && outcome.afterTerminate && outcome.status === 503,
    ).length;
    expect(failedAfter).toBeLessThanOrEqual(2 * ROUNDS);
  }
  expect(writers.outcomes.some((outcome) => outcome.status === 503)).toBe(true);

  const stored = new Set(
    (await app.db.selectFrom('client_events').select('type').where('channel', '=', 'test').execute()).map((row) => row.type),
  );
  expect(writers.acknowledged.filter((key) => !stored.has(key))).toEqual([]);
  process.stdout.write(
    `${name} under ${WRITERS} writers: ${writers.acknowledged.length} writes acknowledged, ` +
      `${writers.outcomes.filter((outcome) => outcome.status === 503).length} answered 503, ` +
      `every writer served again ${recoveries.join(' / ')} ms after the database was back\n`,
  );
}

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('PostgreSQL going away under eight writers', () => {
  it('ending the connections in use: the process lives, no acknowledged write is lost, the next call is served', async () => {
    const app = await startWritableApp();
    await writeThroughOutages('terminate', app, async () => {
      const busy = await withAdmin(app.url, async (admin) => {
        // Ends every connection of the app at a moment when some are busy with the writers' calls
        // (one statement: the snapshot it reads is the one it acts on), not only idle in the pool.
        for (let attempt = 0; attempt < 1_000; attempt++) {
          const { rows } = await admin.query<{ state: string | null }>(
            `select state, pg_terminate_backend(pid) from pg_stat_activity
              where application_name = $1
                and exists (select 1 from pg_stat_activity where application_name = $1 and state <> 'idle')`,
            [app.applicationName],
          );
          if (rows.length > 0) return rows.filter((row) => row.state !== 'idle').length;
        }
        return 0;
      });
      expect(busy).toBeGreaterThan(0);
    });
  });

  it('a restart of a PostgreSQL of its own: the process lives, no acknowledged write is lost, the next call is served', async (context) => {
    const reason = whyNoOwnCluster();
    if (reason) {
      context.skip(reason);
      return;
    }
    const cluster = await startOwnCluster();
    cleanups.push(cluster.stop);
    const app = await startWritableApp({ kind: 'postgres', url: cluster.url });
    // pg_ctl -w returns once the server accepts connections again.
    await writeThroughOutages('pg_ctl restart -m fast', app, () => cluster.restart());
  });
});

/** The PostgreSQL server programs, newest version first; PG_BIN names another directory. */
function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((entry) => /^\d+$/.test(entry))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => path.join(root, version, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
}

/** PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` user. */
const runsAsRoot = process.getuid?.() === 0;

function whyNoOwnCluster(): string | undefined {
  if (!postgresBinDir()) return 'no PostgreSQL server programs (initdb, pg_ctl) here; PG_BIN may name their directory';
  if (runsAsRoot && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) {
    return 'running as root without runuser, and PostgreSQL refuses to run as root';
  }
  return undefined;
}

function postgresCommand(program: string, args: string[]): Promise<unknown> {
  const bin = postgresBinDir() ?? '';
  const [file, fileArgs] = runsAsRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
    : [path.join(bin, program), args];
  // A command that hangs fails the test rather than holding it up.
  return execFileAsync(file, fileArgs, { timeout: 20_000 });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** A PostgreSQL cluster in a temporary directory on a free loopback port, trusting local connections. */
async function startOwnCluster(): Promise<{ url: string; restart: () => Promise<void>; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tvcm-pg-'));
  if (runsAsRoot) {
    const uid = Number((await execFileAsync('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await execFileAsync('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  await postgresCommand('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`;
  // The server writes to a log file: with its output on pg_ctl's, the command would not end.
  const log = path.join(dir, 'log');
  await postgresCommand('pg_ctl', ['-D', data, '-o', serverOptions, '-l', log, '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await postgresCommand('pg_ctl', ['-D', data, '-l', log, '-m', 'fast', '-w', 'restart']);
    },
    stop: async () => {
      await postgresCommand('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
