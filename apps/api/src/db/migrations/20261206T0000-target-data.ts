import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';
import { columnTypes } from './column-types';
import { rebuildSqliteTable } from './rebuild-sqlite-table';

const KINDS_BEFORE = `kind in ('GRANT', 'PURCHASE', 'USE', 'EXPIRY', 'ADJUSTMENT', 'REFUND')`;
const KINDS_AFTER = `kind in ('GRANT', 'PURCHASE', 'USE', 'EXPIRY', 'ADJUSTMENT', 'REFUND', 'RESERVE', 'RELEASE')`;

/**
 * Target data (ターゲットデータ): a data company's segments, the areas each covers with its
 * population there, versions of the values (rating per station × broadcast date × hour, with the
 * panel count behind each), and the buyers' purchases, which license a segment for areas and months
 * once the data company approves. Points move on the ledger: a purchase reserves them (RESERVE),
 * an approval releases the reservation and uses them (RELEASE, USE), a return releases it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);

  if (isPostgres(db)) {
    await sql`alter table point_transactions drop constraint if exists point_transactions_kind_check`.execute(db);
    await sql`alter table point_transactions add constraint point_transactions_kind_check check (${sql.raw(KINDS_AFTER)})`.execute(
      db,
    );
  } else {
    await rebuildSqliteTable(db, 'point_transactions', KINDS_BEFORE, KINDS_AFTER);
  }

  await db.schema
    .createTable('data_segments')
    .addColumn('id', 'integer', types.identity)
    .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'varchar(60)', (column) => column.notNull())
    .addColumn('definition', 'text', (column) => column.notNull())
    .addColumn('method', 'varchar(10)', (column) => column.notNull().check(sql`method in ('PANEL', 'PURCHASE', 'SMART_TV')`))
    .addColumn('sample_size', 'integer', (column) => column.notNull().check(sql`sample_size > 0`))
    .addColumn('coverage_from', 'varchar(7)', (column) => column.notNull())
    .addColumn('coverage_to', 'varchar(7)', (column) => column.notNull())
    .addColumn('price_points', 'integer', (column) => column.notNull().check(sql`price_points >= 0`))
    .addColumn('preview_cells', 'integer', (column) => column.notNull().check(sql`preview_cells >= 0`))
    .addColumn('min_panel_count', 'integer', (column) => column.notNull().defaultTo(30).check(sql`min_panel_count >= 1`))
    .addColumn('status', 'varchar(10)', (column) =>
      column.notNull().defaultTo('DRAFT').check(sql`status in ('DRAFT', 'PUBLISHED', 'PAUSED', 'WITHDRAWN')`),
    )
    .addColumn('current_version', 'integer')
    .addColumn('created_by_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addColumn('updated_at', types.timestamp, (column) => column.notNull())
    .addCheckConstraint('data_segments_coverage_check', sql`coverage_from <= coverage_to`)
    .execute();
  await db.schema.createIndex('data_segments_company_idx').on('data_segments').columns(['company_id', 'updated_at']).execute();
  await db.schema.createIndex('data_segments_status_idx').on('data_segments').columns(['status']).execute();

  await db.schema
    .createTable('data_segment_areas')
    .addColumn('segment_id', 'integer', (column) => column.notNull().references('data_segments.id').onDelete('cascade'))
    .addColumn('area_code', 'varchar(16)', (column) => column.notNull().references('areas.code'))
    .addColumn('universe', 'integer', (column) => column.notNull().check(sql`universe > 0`))
    .addPrimaryKeyConstraint('data_segment_areas_pk', ['segment_id', 'area_code'])
    .execute();

  await db.schema
    .createTable('data_segment_versions')
    .addColumn('segment_id', 'integer', (column) => column.notNull().references('data_segments.id').onDelete('cascade'))
    .addColumn('version', 'integer', (column) => column.notNull().check(sql`version > 0`))
    .addColumn('file_name', 'varchar(255)', (column) => column.notNull())
    .addColumn('cells', 'integer', (column) => column.notNull())
    .addColumn('suppressed_cells', 'integer', (column) => column.notNull())
    .addColumn('uploaded_by_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', types.timestamp, (column) => column.notNull())
    .addPrimaryKeyConstraint('data_segment_versions_pk', ['segment_id', 'version'])
    .execute();

  // One row per cell; the key leads with what every reader filters on (segment, version, station, date).
  await db.schema
    .createTable('data_segment_values')
    .addColumn('segment_id', 'integer', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('station_id', 'integer', (column) => column.notNull().references('stations.id'))
    .addColumn('broadcast_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('hour', 'integer', (column) => column.notNull().check(sql`hour between 5 and 28`))
    .addColumn('rating', 'integer', (column) => column.notNull().check(sql`rating between 0 and 10000`))
    .addColumn('panel_count', 'integer', (column) => column.notNull().check(sql`panel_count >= 0`))
    .addPrimaryKeyConstraint('data_segment_values_pk', ['segment_id', 'version', 'station_id', 'broadcast_date', 'hour'])
    .addForeignKeyConstraint(
      'data_segment_values_version_fk',
      ['segment_id', 'version'],
      'data_segment_versions',
      ['segment_id', 'version'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('data_purchases')
    .addColumn('id', 'integer', types.identity)
    .addColumn('segment_id', 'integer', (column) => column.notNull().references('data_segments.id').onDelete('cascade'))
    .addColumn('buyer_company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('applicant_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('month_from', 'varchar(7)', (column) => column.notNull())
    .addColumn('month_to', 'varchar(7)', (column) => column.notNull())
    .addColumn('starts_on', 'varchar(10)', (column) => column.notNull())
    .addColumn('ends_on', 'varchar(10)', (column) => column.notNull())
    .addColumn('points', 'integer', (column) => column.notNull().check(sql`points >= 0`))
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('status', 'varchar(10)', (column) =>
      column.notNull().defaultTo('EXAMINING').check(sql`status in ('EXAMINING', 'APPROVED', 'RETURNED')`),
    )
    .addColumn('return_reason', 'text')
    .addColumn('applied_at', types.timestamp, (column) => column.notNull())
    .addColumn('examined_at', types.timestamp)
    .addColumn('examined_by_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addCheckConstraint('data_purchases_period_check', sql`month_from <= month_to and starts_on <= ends_on`)
    .addCheckConstraint(
      'data_purchases_examined_check',
      sql`(status = 'EXAMINING') = (examined_at is null) and (status = 'RETURNED') = (return_reason is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('data_purchases_buyer_idx')
    .on('data_purchases')
    .columns(['buyer_company_id', 'status', 'ends_on'])
    .execute();
  await db.schema.createIndex('data_purchases_segment_idx').on('data_purchases').columns(['segment_id', 'status']).execute();

  await db.schema
    .createTable('data_purchase_areas')
    .addColumn('purchase_id', 'integer', (column) => column.notNull().references('data_purchases.id').onDelete('cascade'))
    .addColumn('area_code', 'varchar(16)', (column) => column.notNull().references('areas.code'))
    .addPrimaryKeyConstraint('data_purchase_areas_pk', ['purchase_id', 'area_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_purchase_areas').ifExists().execute();
  await db.schema.dropTable('data_purchases').ifExists().execute();
  await db.schema.dropTable('data_segment_values').ifExists().execute();
  await db.schema.dropTable('data_segment_versions').ifExists().execute();
  await db.schema.dropTable('data_segment_areas').ifExists().execute();
  await db.schema.dropTable('data_segments').ifExists().execute();
}
