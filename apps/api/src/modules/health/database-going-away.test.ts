import { API_ERROR_CODES, apiErrorBodySchema } from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import { type AppDatabase, createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { testConfig } from '../../test/test-app';
import { createTestDatabaseTarget } from '../../test/test-database';

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
async function startWritableApp(): Promise<{
  app: FastifyInstance;
  db: AppDatabase;
  baseUrl: string;
  url: string;
  applicationName: string;
}> {
  const { target, drop } = await createTestDatabaseTarget();
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
  return { app, db, baseUrl: `http://127.0.0.1:${port}`, url: target.url, applicationName: `tvcm-market ${target.schema}` };
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

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('PostgreSQL ending connections in use, under eight writers', () => {
  it('leaves the process up, loses no acknowledged write, and serves again on the next call', async () => {
    const { db, baseUrl, url, applicationName } = await startWritableApp();
    const writers = startWriters(baseUrl);
    const recoveries: number[] = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const target = writers.acknowledged.length + WRITES_BEFORE_EACH_ROUND;
        await writers.until(() => writers.acknowledged.length >= target);
        expect(writers.unexpected).toEqual([]);

        const ended = await withAdmin(url, async (admin) => {
          const { rows } = await admin.query<{ pid: number }>(
            "select pid from pg_stat_activity where application_name = $1 and state <> 'idle'",
            [applicationName],
          );
          await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
            applicationName,
          ]);
          return rows.length;
        });
        // Connections were busy with the writers' calls, not only idle in the pool.
        expect(ended).toBeGreaterThan(0);
        writers.markTerminated();
        const endedAt = performance.now();

        await writers.until(writers.everyWriterRecovered);
        recoveries.push(Math.round(performance.now() - endedAt));
        expect(writers.unexpected).toEqual([]);
        expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
      }
    } finally {
      await writers.stop();
    }
    expect(writers.unexpected).toEqual([]);

    // Each writer failed at most twice after a terminate (its call in flight, and at most one more
    // on a connection whose end the pool had not yet heard of) before succeeding again.
    for (let writer = 0; writer < WRITERS; writer++) {
      const failedAfterTerminate = writers.outcomes.filter(
        (outcome) => outcome.writer === writer && outcome.afterTerminate && outcome.status === 503,
      ).length;
      expect(failedAfterTerminate).toBeLessThanOrEqual(2 * ROUNDS);
    }
    expect(writers.outcomes.some((outcome) => outcome.status === 503)).toBe(true);

    const stored = new Set(
      (await db.selectFrom('client_events').select('type').where('channel', '=', 'test').execute()).map((row) => row.type),
    );
    expect(writers.acknowledged.filter((key) => !stored.has(key))).toEqual([]);
    process.stdout.write(
      `terminate under ${WRITERS} writers: ${writers.acknowledged.length} writes acknowledged, ` +
        `${writers.outcomes.filter((outcome) => outcome.status === 503).length} answered 503, ` +
        `every writer served again ${recoveries.join(' / ')} ms after each terminate\n`,
    );
  });
});
