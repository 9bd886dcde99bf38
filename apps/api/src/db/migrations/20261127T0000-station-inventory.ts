import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types';

/**
 * What stations keep themselves: their slots imported from a file, the history of those imports,
 * each station's sales terms and contact for the TV station page, and the audit trail of the
 * grants a station company gives trial companies.
 *
 * Invariants kept by the database itself:
 * - a station has one slot at one second of one broadcast day: the key an import matches rows by;
 * - a station company has at most one grant in force (not revoked) per trial company.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);

  await db.schema
    .createIndex('slots_station_date_second_unique')
    .on('slots')
    .columns(['station_id', 'broadcast_date', 'start_second'])
    .unique()
    .execute();

  await db.schema
    .createTable('slot_imports')
    .addColumn('id', 'integer', types.identity)
    .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('file_name', 'varchar(255)', (column) => column.notNull())
    .addColumn('file_sha256', 'varchar(64)', (column) => column.notNull())
    .addColumn('encoding', 'varchar(16)', (column) => column.notNull())
    .addColumn('row_count', 'integer', (column) => column.notNull().check(sql`row_count >= 0`))
    .addColumn('created_count', 'integer', (column) => column.notNull().check(sql`created_count >= 0`))
    .addColumn('changed_count', 'integer', (column) => column.notNull().check(sql`changed_count >= 0`))
    .addColumn('unchanged_count', 'integer', (column) => column.notNull().check(sql`unchanged_count >= 0`))
    .addColumn('skipped_count', 'integer', (column) => column.notNull().check(sql`skipped_count >= 0`))
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('slot_imports_company_idx').on('slot_imports').columns(['company_id', 'created_at']).execute();

  await db.schema
    .createTable('station_profiles')
    .addColumn('station_id', 'integer', (column) => column.primaryKey().references('stations.id').onDelete('cascade'))
    .addColumn('coverage', 'varchar(200)', (column) => column.notNull().defaultTo(''))
    .addColumn('sales_unit', 'varchar(500)', (column) => column.notNull().defaultTo(''))
    .addColumn('tables_published', 'varchar(500)', (column) => column.notNull().defaultTo(''))
    .addColumn('sales_window', 'varchar(500)', (column) => column.notNull().defaultTo(''))
    .addColumn('application_deadline', 'varchar(500)', (column) => column.notNull().defaultTo(''))
    .addColumn('contract_notice', 'varchar(500)', (column) => column.notNull().defaultTo(''))
    .addColumn('cancellation', 'varchar(500)', (column) => column.notNull().defaultTo(''))
    .addColumn('screening', 'varchar(500)', (column) => column.notNull().defaultTo(''))
    .addColumn('contact_department', 'varchar(100)', (column) => column.notNull().defaultTo(''))
    .addColumn('contact_phone', 'varchar(20)', (column) => column.notNull().defaultTo(''))
    .addColumn('contact_email', 'varchar(254)', (column) => column.notNull().defaultTo(''))
    .addColumn('notices', 'varchar(2000)', (column) => column.notNull().defaultTo(''))
    .addColumn('updated_at', types.timestamp, (column) => column.notNull())
    .addColumn('updated_by_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createIndex('trial_permissions_one_in_force')
    .on('trial_permissions')
    .columns(['station_company_id', 'trial_company_id'])
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('trial_permission_events')
    .addColumn('id', 'integer', types.identity)
    .addColumn('station_company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('trial_company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('action', 'varchar(8)', (column) => column.notNull().check(sql`action in ('GRANT', 'CHANGE', 'REVOKE')`))
    .addColumn('scope', 'varchar(8)', (column) => column.check(sql`scope in ('VIEW', 'APPLY')`))
    .addColumn('valid_from', 'varchar(10)')
    .addColumn('valid_until', 'varchar(10)')
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('trial_permission_events_pair_idx')
    .on('trial_permission_events')
    .columns(['station_company_id', 'trial_company_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trial_permission_events').ifExists().execute();
  await db.schema.dropIndex('trial_permissions_one_in_force').ifExists().execute();
  await db.schema.dropTable('station_profiles').ifExists().execute();
  await db.schema.dropTable('slot_imports').ifExists().execute();
  await db.schema.dropIndex('slots_station_date_second_unique').ifExists().execute();
}
