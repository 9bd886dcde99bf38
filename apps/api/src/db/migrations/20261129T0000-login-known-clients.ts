import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * The addresses and browsers each user has logged in from, as hashes with the last success: the
 * account-wide login backoff does not hold them up (docs/decisions/005-login-throttling.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('login_known_clients')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('last_success_at', types.timestamp, (column) => column.notNull())
    .addPrimaryKeyConstraint('login_known_clients_pk', ['user_id', 'client_hash'])
    .execute();
  await db.schema
    .createIndex('login_known_clients_last_success_at_idx')
    .on('login_known_clients')
    .column('last_success_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_known_clients').execute();
}
