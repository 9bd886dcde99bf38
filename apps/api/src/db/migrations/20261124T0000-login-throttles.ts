import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Failed logins counted per account and address, per address and per account
 * (docs/decisions/005-login-throttling.md); a success deletes the account's counters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'varchar(320)', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull().check(sql`failures > 0`))
    .addColumn('window_ends_at', types.timestamp, (column) => column.notNull())
    .addColumn('blocked_until', types.timestamp)
    .execute();
  await db.schema.createIndex('login_throttles_window_ends_at_idx').on('login_throttles').column('window_ends_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_throttles').execute();
}
