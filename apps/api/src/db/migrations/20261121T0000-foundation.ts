import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);

  await db.schema
    .createTable('companies')
    .addColumn('id', 'integer', types.identity)
    .addColumn('code', 'varchar(32)', (column) => column.notNull().unique())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('business_type', 'varchar(32)', (column) => column.notNull())
    .addColumn('is_point_service_available', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('company_function_licenses')
    .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('code', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('company_function_licenses_pk', ['company_id', 'code'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', types.identity)
    .addColumn('account', 'varchar(254)', (column) => column.notNull().unique())
    .addColumn('display_name', 'varchar(100)', (column) => column.notNull())
    .addColumn('role_id', 'integer', (column) => column.notNull())
    .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id'))
    .addColumn('password_hash', 'varchar(255)', (column) => column.notNull())
    .addColumn('is_terms_of_service', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addColumn('updated_at', types.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('users_company_id_idx').on('users').column('company_id').execute();

  await db.schema
    .createTable('user_function_licenses')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('user_function_licenses_pk', ['user_id', 'code'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addColumn('last_seen_at', types.timestamp, (column) => column.notNull())
    .addColumn('expires_at', types.timestamp, (column) => column.notNull())
    .addColumn('absolute_expires_at', types.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('login_histories')
    .addColumn('id', 'integer', types.identity)
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('logged_in_at', types.timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('login_histories_user_id_logged_in_at_idx')
    .on('login_histories')
    .columns(['user_id', 'logged_in_at'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(320)', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('reset_at', types.timestamp, (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limits',
    'login_histories',
    'sessions',
    'user_function_licenses',
    'users',
    'company_function_licenses',
    'companies',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
