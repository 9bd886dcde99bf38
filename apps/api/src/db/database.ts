import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, type QueryExecutorProvider, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import type { Database } from './schema';

export type AppDatabase = Kysely<Database>;

const PRIVATE_FILE_MODE = 0o600;
const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;

/** PostgreSQL hands back timestamps as ISO strings and counts as numbers, matching SQLite. */
const postgresTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ_OID) {
      const parseDate = pg.types.getTypeParser(oid, 'text');
      return (value: string) => (parseDate(value) as Date).toISOString();
    }
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

/** A connection attempt that hangs (a failed-over host that drops packets) fails after this long. */
const CONNECT_TIMEOUT_MS = 5_000;

export interface DatabaseOptions {
  /**
   * Told when the server ends a connection (a restart, a failover, an administrator), idle in the
   * pool or checked out by a call. The pool drops that connection and opens a new one on the next
   * query, and the call that held it fails with the database-unavailable answer (503), so this is
   * for the log only.
   */
  onConnectionError?: (error: Error) => void;
}

/** The database holds personal data and password hashes: readable by this user only, like the session secret. */
function createPrivateFile(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}

export function createDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): AppDatabase {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Names this app's connections in pg_stat_activity (one schema's when several share a database).
      application_name: target.schema ? `tvcm-market ${target.schema}` : 'tvcm-market',
      types: postgresTypes,
      ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    });
    // pg emits 'error' on the client whose connection the server ends, checked out by a call (a
    // transaction between two statements, a query under way) or idle in the pool, and the pool
    // passes an idle one's on as its own 'error'. An 'error' event without a listener ends the whole
    // process, so every client gets one as it connects (pg's documented pattern), and the pool one
    // too. The query under way fails on its own (the 503 answer); on release the pool sees the
    // client is no longer queryable and discards it. Each loss is told once, by the client's listener.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onConnectionError?.(error));
    });
    pool.on('error', () => {});
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.file !== ':memory:') createPrivateFile(target.file);
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export function isPostgres(db: Pick<QueryExecutorProvider, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
