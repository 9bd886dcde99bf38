import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type AppDatabase, createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { TEST_PASSWORD } from './factories';
import { TestClient } from './test-client';
import { createTestDatabaseTarget } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: AppDatabase;
  config: Config;
  baseUrl: string;
  close: () => Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tvcm-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-1234',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  return { ...config, ...overrides };
}

/** A migrated database and the real app listening on loopback, as a browser would reach it. */
export async function startTestApp(overrides: Partial<Config> = {}, options: AppOptions = {}): Promise<TestApp> {
  const { target, drop } = await createTestDatabaseTarget();
  const config = testConfig({ ...overrides, database: target });
  const db = createDatabase(target);
  await migrateToLatest(db, target.kind === 'postgres' ? target.schema : undefined);
  const app = await buildApp(config, db, options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    db,
    config,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await db.destroy();
      await drop();
    },
  };
}

/** A browser already logged in as `account`; fails the test if the login does not succeed. */
export async function loggedInClient(testApp: TestApp, account: string, password = TEST_PASSWORD): Promise<TestClient> {
  const browser = new TestClient(testApp.baseUrl);
  const response = await browser.login(account, password);
  if (response.status !== 201) throw new Error(`login as ${account} failed with ${response.status}`);
  return browser;
}
