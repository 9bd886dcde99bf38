import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/** OAuth clients of the public pages, their short-lived access tokens, and events reported by browsers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);

  await db.schema
    .createTable('oauth_clients')
    .addColumn('client_id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('secret_hash', 'varchar(255)', (column) => column.notNull())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('oauth_access_tokens')
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('client_id', 'varchar(64)', (column) => column.notNull().references('oauth_clients.client_id').onDelete('cascade'))
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addColumn('expires_at', types.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('oauth_access_tokens_expires_at_idx').on('oauth_access_tokens').column('expires_at').execute();

  await db.schema
    .createTable('client_events')
    .addColumn('id', 'integer', types.identity)
    .addColumn('channel', 'varchar(16)', (column) => column.notNull())
    .addColumn('type', 'varchar(64)', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('client_events_created_at_idx').on('client_events').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['client_events', 'oauth_access_tokens', 'oauth_clients']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
