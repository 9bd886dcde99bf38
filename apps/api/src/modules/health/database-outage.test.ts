import { API_ERROR_CODES, apiErrorBodySchema } from '@tvcm/contracts';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase } from '../../db/database';
import { startTestApp, type TestApp, testConfig } from '../../test/test-app';
import { TestClient } from '../../test/test-client';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function started(): Promise<TestApp> {
  const testApp = await startTestApp();
  cleanups.push(testApp.close);
  return testApp;
}

describe('health endpoints', () => {
  it('answer 200 while the database is reachable, without caching', async () => {
    const { baseUrl } = await started();
    for (const path of ['/api/health', '/api/ready']) {
      const response = await new TestClient(baseUrl).request('GET', path);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok' });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('a database that cannot be reached', () => {
  it('keeps the process answering: liveness 200, readiness and data calls 503 in the error shape', async () => {
    // Nothing listens on port 1: every connection attempt is refused, as while a server restarts.
    const target = { kind: 'postgres' as const, url: 'postgres://postgres@127.0.0.1:1/test' };
    const db = createDatabase(target, { onConnectionError: () => {} });
    const app = await buildApp(testConfig({ database: target }), db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    cleanups.push(async () => {
      await app.close();
      await db.destroy();
    });
    const address = app.server.address();
    const browser = new TestClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);

    expect((await browser.request('GET', '/api/health')).status).toBe(200);
    for (const [method, path, body] of [
      ['GET', '/api/ready', undefined],
      ['POST', '/api/sessions', { account: 'someone@example.jp', password: 'x'.repeat(12) }],
    ] as const) {
      const response = await browser.request(method, path, { body });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(apiErrorBodySchema.parse(response.body).errors).toEqual([
        { code: API_ERROR_CODES.serviceUnavailable, statusCode: 503 },
      ]);
    }
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('PostgreSQL ending every connection (restart, failover)', () => {
  it('leaves the process up, and it answers 200 again by itself', async () => {
    const testApp = await started();
    const browser = new TestClient(testApp.baseUrl);
    // Several calls at once, so the pool holds several idle connections for the server to end.
    const warm = await Promise.all(Array.from({ length: 5 }, () => browser.request('GET', '/api/ready')));
    expect(warm.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);

    const target = testApp.config.database;
    if (target.kind !== 'postgres') throw new Error('PostgreSQL target expected');
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()',
        [`tvcm-market ${target.schema}`],
      );
      expect(rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }

    // A call that meets a connection just ended may get 503; the pool then reconnects by itself.
    await expect
      .poll(async () => (await browser.request('GET', '/api/ready')).status, { timeout: 10_000, interval: 100 })
      .toBe(200);
    expect((await browser.request('GET', '/api/health')).status).toBe(200);
  });
});
