import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../config';

/**
 * Where data tests run: SQLite in memory by default; PostgreSQL when the `api-postgres` test
 * project sets TEST_DB_ENGINE, each test file in a schema of its own that is dropped afterwards.
 */
export async function createTestDatabaseTarget(): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  if (process.env.TEST_DB_ENGINE !== 'postgres') {
    return { target: { kind: 'sqlite', file: ':memory:' }, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL must be set to run the PostgreSQL tests');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withClient(url, (client) => client.query(`create schema ${schema}`));
  return {
    target: { kind: 'postgres', url, schema },
    drop: () => withClient(url, (client) => client.query(`drop schema ${schema} cascade`)).then(() => undefined),
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
