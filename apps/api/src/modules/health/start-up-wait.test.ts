import { connect, createServer, type Server, type Socket } from 'node:net';
import { API_ERROR_CODES, apiErrorBodySchema } from '@tvcm/contracts';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { waitForDatabase } from '../../db/wait-for-database';
import { createTestDatabaseTarget } from '../../test/test-database';
import { startStandbyServer } from './standby-server';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function portOf(server: Server): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * A loopback TCP proxy to the database that drops every connection until it is opened, as a
 * database host still starting does.
 */
async function startGate(to: { host: string; port: number }) {
  let open = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = connect(to.port, to.host);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return {
    port: portOf(server),
    open: () => {
      open = true;
    },
  };
}

describe('waiting for the database at start-up', () => {
  it('tries again with back-off only while the database cannot be reached', async () => {
    const waits: number[] = [];
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    let attempts = 0;
    const result = await waitForDatabase(
      async () => {
        attempts++;
        if (attempts < 7) throw unreachable;
        return 'migrated';
      },
      { onRetry: () => {}, sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('migrated');
    expect(waits).toEqual([250, 500, 1_000, 2_000, 5_000, 5_000]);

    // A migration that fails for another reason is not waited on.
    await expect(
      waitForDatabase(
        async () => {
          throw new Error('syntax error at or near "tabel"');
        },
        { onRetry: () => {}, sleep: async () => {} },
      ),
    ).rejects.toThrow('syntax error');
  });

  it('answers health 200 and everything else 503 in the API error shape meanwhile', async () => {
    const standby = await startStandbyServer({ host: '127.0.0.1', port: 0 });
    cleanups.push(standby.close);
    const base = `http://127.0.0.1:${portOf(standby.server)}`;
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    for (const path of ['/api/ready', '/api/sessions']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(apiErrorBodySchema.parse(await response.json()).errors).toEqual([
        { code: API_ERROR_CODES.serviceUnavailable, statusCode: 503 },
      ]);
    }
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('a PostgreSQL that answers only after a while', () => {
  it('is waited for, then migrated', async () => {
    const { target, drop } = await createTestDatabaseTarget();
    cleanups.push(drop);
    if (target.kind !== 'postgres') throw new Error('PostgreSQL target expected');
    const real = new URL(target.url);
    const gate = await startGate({ host: real.hostname, port: Number(real.port || 5432) });
    const throughGate = new URL(target.url);
    throughGate.hostname = '127.0.0.1';
    throughGate.port = String(gate.port);
    const db = createDatabase({ ...target, url: throughGate.toString() }, { onConnectionError: () => {} });
    cleanups.push(() => db.destroy());

    const failures: string[] = [];
    await waitForDatabase(() => migrateToLatest(db, target.schema), {
      onRetry: (error, attempt) => {
        failures.push(error.message);
        // The database comes up after the second failed attempt.
        if (attempt === 2) gate.open();
      },
      sleep: async () => {},
    });
    expect(failures).toHaveLength(2);
    await expect(sql`select count(*) from users`.execute(db)).resolves.toBeDefined();
  });
});
