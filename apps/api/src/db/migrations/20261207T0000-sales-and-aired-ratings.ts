import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types';

// As they were when this ran: a migration does not follow later changes of the contracts.
const TARGETS = ['household', 'individual', 'core', 'c', 't', 'm1', 'f1', 'm2', 'f2', 'm3', 'f3'] as const;
const SALES_BUDGET_MAX = 2_000_000_000;

/**
 * 販売管理 and 全枠分析: a station's monthly sales budget, and the actual ratings of the CM breaks
 * it aired, uploaded after broadcast. A break mirrors a slot's rating columns (the same basis points
 * per target and rating type), so estimate and actual compare column for column; it names the slot
 * it matched (same station, date, start and SB/PT) when there was one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('station_budgets')
    .addColumn('station_id', 'integer', (column) => column.notNull().references('stations.id'))
    .addColumn('month', 'varchar(7)', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull().check(sql.raw(`amount >= 0 and amount <= ${SALES_BUDGET_MAX}`)))
    .addColumn('updated_by_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('updated_at', types.timestamp, (column) => column.notNull())
    .addPrimaryKeyConstraint('station_budgets_pk', ['station_id', 'month'])
    .execute();

  await db.schema
    .createTable('aired_rating_imports')
    .addColumn('id', 'integer', types.identity)
    .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id'))
    .addColumn('file_name', 'varchar(255)', (column) => column.notNull())
    .addColumn('sha256', 'varchar(64)', (column) => column.notNull())
    .addColumn('encoding', 'varchar(8)', (column) => column.notNull())
    .addColumn('row_count', 'integer', (column) => column.notNull().check(sql`row_count >= 0`))
    .addColumn('matched_count', 'integer', (column) => column.notNull().check(sql`matched_count >= 0`))
    .addColumn('date_from', 'varchar(10)', (column) => column.notNull())
    .addColumn('date_to', 'varchar(10)', (column) => column.notNull())
    /** The stations' names at the time, joined by the API: history shows what the file covered. */
    .addColumn('station_names', 'text', (column) => column.notNull())
    .addColumn('created_by_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addCheckConstraint('aired_rating_imports_period_check', sql`date_from <= date_to`)
    .execute();
  await db.schema
    .createIndex('aired_rating_imports_company_idx')
    .on('aired_rating_imports')
    .columns(['company_id', 'created_at'])
    .execute();

  let breaks = db.schema
    .createTable('aired_breaks')
    .addColumn('id', 'integer', types.identity)
    .addColumn('import_id', 'integer', (column) => column.notNull().references('aired_rating_imports.id'))
    .addColumn('station_id', 'integer', (column) => column.notNull().references('stations.id'))
    .addColumn('area_code', 'varchar(16)', (column) => column.notNull().references('areas.code'))
    .addColumn('broadcast_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('weekday', 'integer', (column) => column.notNull().check(sql`weekday between 0 and 6`))
    .addColumn('start_second', 'integer', (column) => column.notNull().check(sql`start_second >= 0 and start_second < 86400`))
    .addColumn('position', 'varchar(2)', (column) => column.notNull().check(sql`position in ('SB', 'PT')`))
    .addColumn('length_seconds', 'integer', (column) => column.notNull().check(sql`length_seconds > 0`))
    .addColumn('programme_title', 'varchar(100)')
    .addColumn('slot_id', 'integer', (column) => column.references('slots.id'))
    .addUniqueConstraint('aired_breaks_break_unique', ['station_id', 'broadcast_date', 'start_second', 'position']);
  for (const target of TARGETS) {
    breaks = breaks
      .addColumn(`rating_realtime_${target}`, 'integer', (column) => column.check(sql.raw(`rating_realtime_${target} >= 0`)))
      .addColumn(`rating_pc7_${target}`, 'integer', (column) => column.check(sql.raw(`rating_pc7_${target} >= 0`)));
  }
  await breaks
    .addColumn('rating_household4w_household', 'integer', (column) => column.check(sql`rating_household4w_household >= 0`))
    .execute();
  // The area's heat map and a station's period read by date; a buyer's analysis by the slots it bought.
  await db.schema.createIndex('aired_breaks_area_date_idx').on('aired_breaks').columns(['area_code', 'broadcast_date']).execute();
  await db.schema.createIndex('aired_breaks_slot_idx').on('aired_breaks').column('slot_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('aired_breaks').ifExists().execute();
  await db.schema.dropTable('aired_rating_imports').ifExists().execute();
  await db.schema.dropTable('station_budgets').ifExists().execute();
}
