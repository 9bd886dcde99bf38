import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/test-app';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.runIf(process.env.TEST_DB_ENGINE !== 'postgres')('the SQLite write lock held from outside', () => {
  it('leaves other requests served while a write waits for it, and the write succeeds once it is free', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tvcm-lock-')), 'app.db');
    const target = { kind: 'sqlite' as const, file };
    let lockWaits = 0;
    let firstWait: () => void = () => {};
    const waiting = new Promise<void>((resolve) => {
      firstWait = resolve;
    });
    const db = createDatabase(target, {
      onLockWait: () => {
        lockWaits++;
        firstWait();
      },
    });
    await migrateToLatest(db);
    const app = await buildApp(testConfig({ database: target }), db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    cleanups.push(async () => {
      await app.close();
      await db.destroy();
    });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    // Another connection (a backup, `sqlite3` in a shell) takes the write lock and keeps it.
    const outside = new SQLite(file);
    cleanups.push(async () => void outside.close());
    outside.exec('begin immediate');

    let settled = false;
    const write = db
      .insertInto('client_events')
      .values({
        channel: 'test',
        type: 'lock',
        user_id: null,
        payload: '{}',
        ip_address: null,
        created_at: new Date().toISOString(),
      })
      .execute()
      .finally(() => {
        settled = true;
      });
    await waiting;

    // The process is not blocked: health answers while the write waits for the lock.
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(settled).toBe(false);
    expect(lockWaits).toBeGreaterThan(0);

    outside.exec('rollback');
    await write;
    const rows = await db.selectFrom('client_events').select('type').where('channel', '=', 'test').execute();
    expect(rows).toEqual([{ type: 'lock' }]);
  });
});
