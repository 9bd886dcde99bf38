import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  type QueryCompiler,
  type QueryExecutorProvider,
  type QueryResult,
  SqliteDialect,
  type TransactionSettings,
} from 'kysely';
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
  /** SQLite: told each time a statement finds the write lock held elsewhere and waits to try again. */
  onLockWait?: () => void;
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
  // better-sqlite3 is synchronous: a busy timeout would hold the whole process (every other
  // request, the health checks) while another connection, a backup or `sqlite3` in a shell, holds
  // the write lock. SQLITE_BUSY comes back at once instead, and the statement is tried again
  // asynchronously (BusyRetryDriver), so other requests are served meanwhile.
  sqlite.pragma('busy_timeout = 0');
  return new Kysely<Database>({ dialect: new BusyRetrySqliteDialect({ database: sqlite }, options.onLockWait) });
}

/** How long a statement waits in all for the SQLite write lock before the call answers 503. */
const SQLITE_LOCK_WAIT_MS = 5_000;
const SQLITE_RETRY_FIRST_DELAY_MS = 2;
const SQLITE_RETRY_MAX_DELAY_MS = 100;

function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // Not SQLITE_BUSY_SNAPSHOT: a transaction whose snapshot another writer has overtaken cannot
  // write by trying the statement again; it fails at once, as before.
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_RECOVERY';
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs a statement again, with back-off, while SQLite answers that its lock is held elsewhere. */
class BusyRetryConnection implements DatabaseConnection {
  constructor(
    private readonly inner: DatabaseConnection,
    private readonly onLockWait: (() => void) | undefined,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = performance.now() + SQLITE_LOCK_WAIT_MS;
    for (let wait = SQLITE_RETRY_FIRST_DELAY_MS; ; wait = Math.min(wait * 2, SQLITE_RETRY_MAX_DELAY_MS)) {
      try {
        return await this.inner.executeQuery<R>(compiledQuery);
      } catch (error) {
        // Past the deadline the error stands: the call answers 503 (database-unavailable.ts).
        if (!isSqliteBusy(error) || performance.now() + wait > deadline) throw error;
        this.onLockWait?.();
        await delay(wait);
      }
    }
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

/** Kysely's SQLite driver, its statements (transaction ones included) run through BusyRetryConnection. */
class BusyRetryDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly onLockWait: (() => void) | undefined,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new BusyRetryConnection(await this.inner.acquireConnection(), this.onLockWait);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    await this.inner.savepoint?.(connection, name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    await this.inner.rollbackToSavepoint?.(connection, name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    await this.inner.releaseSavepoint?.(connection, name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

class BusyRetrySqliteDialect extends SqliteDialect {
  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly onLockWait: (() => void) | undefined,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new BusyRetryDriver(super.createDriver(), this.onLockWait);
  }
}

export function isPostgres(db: Pick<QueryExecutorProvider, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
