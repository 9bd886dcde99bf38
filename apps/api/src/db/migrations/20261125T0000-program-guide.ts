import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types';

const TARGETS = ['household', 'individual', 'core', 'c', 't', 'm1', 'f1', 'm2', 'f2', 'm3', 'f3'] as const;

/**
 * The timetable's inventory (DOMAIN.md): areas, networks, stations owned by broadcaster companies,
 * programmes and CM slots on the broadcast day (date + seconds from 05:00), their rating estimates
 * in one wide row (real-time and P+C7 for each target, and the household four-week average), the
 * target universes that turn ratings into CPM, cart items, and the grants that let a trial company
 * see a station company's slots.
 *
 * Invariants kept by the database itself:
 * - units held + sold never exceed the units on sale, and none is negative;
 * - a cart holds slots of one area only: an item names its area, which must be both its slot's
 *   and its cart's (composite foreign keys), so neither side can drift.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);

  await db.schema
    .createTable('areas')
    .addColumn('code', 'varchar(16)', (column) => column.primaryKey())
    .addColumn('name', 'varchar(32)', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('networks')
    .addColumn('code', 'varchar(8)', (column) => column.primaryKey())
    .addColumn('name', 'varchar(32)', (column) => column.notNull())
    .addColumn('colour', 'varchar(7)', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('stations')
    .addColumn('id', 'integer', types.identity)
    .addColumn('code', 'varchar(16)', (column) => column.notNull().unique())
    .addColumn('area_code', 'varchar(16)', (column) => column.notNull().references('areas.code'))
    .addColumn('network_code', 'varchar(8)', (column) => column.notNull().references('networks.code'))
    .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id'))
    .addColumn('name', 'varchar(64)', (column) => column.notNull())
    .addColumn('short_name', 'varchar(16)', (column) => column.notNull())
    .addColumn('remote_key', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('stations_area_idx').on('stations').columns(['area_code', 'remote_key']).execute();
  await db.schema.createIndex('stations_company_idx').on('stations').column('company_id').execute();

  await db.schema
    .createTable('target_universes')
    .addColumn('area_code', 'varchar(16)', (column) => column.notNull().references('areas.code'))
    .addColumn('target', 'varchar(16)', (column) => column.notNull())
    .addColumn('universe', 'integer', (column) => column.notNull().check(sql`universe > 0`))
    .addPrimaryKeyConstraint('target_universes_pk', ['area_code', 'target'])
    .execute();

  await db.schema
    .createTable('programmes')
    .addColumn('id', 'integer', types.identity)
    .addColumn('station_id', 'integer', (column) => column.notNull().references('stations.id'))
    .addColumn('area_code', 'varchar(16)', (column) => column.notNull())
    .addColumn('broadcast_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('start_second', 'integer', (column) => column.notNull())
    .addColumn('end_second', 'integer', (column) => column.notNull())
    .addColumn('title', 'varchar(100)', (column) => column.notNull())
    .addCheckConstraint('programmes_time_check', sql`start_second >= 0 and end_second > start_second and end_second <= 86400`)
    .execute();
  await db.schema
    .createIndex('programmes_area_date_idx')
    .on('programmes')
    .columns(['area_code', 'broadcast_date', 'station_id', 'start_second'])
    .execute();
  await db.schema
    .createIndex('programmes_station_slot_idx')
    .on('programmes')
    .columns(['station_id', 'broadcast_date', 'start_second'])
    .unique()
    .execute();

  let slots = db.schema
    .createTable('slots')
    .addColumn('id', 'integer', types.identity)
    .addColumn('station_id', 'integer', (column) => column.notNull().references('stations.id'))
    .addColumn('area_code', 'varchar(16)', (column) => column.notNull())
    .addColumn('programme_id', 'integer', (column) => column.references('programmes.id'))
    .addColumn('broadcast_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('weekday', 'integer', (column) => column.notNull().check(sql`weekday between 0 and 6`))
    .addColumn('start_second', 'integer', (column) => column.notNull().check(sql`start_second between 0 and 86399`))
    .addColumn('length_seconds', 'integer', (column) => column.notNull().check(sql`length_seconds in (15, 30)`))
    .addColumn('position', 'varchar(2)', (column) => column.notNull().check(sql`position in ('SB', 'PT')`))
    .addColumn('kind', 'integer', (column) => column.notNull().check(sql`kind in (1, 2)`))
    .addColumn('price', 'integer', (column) => column.notNull().check(sql`price >= 0`))
    .addColumn('units_on_sale', 'integer', (column) => column.notNull().check(sql`units_on_sale >= 0`))
    .addColumn('units_held', 'integer', (column) => column.notNull().defaultTo(0).check(sql`units_held >= 0`))
    .addColumn('units_sold', 'integer', (column) => column.notNull().defaultTo(0).check(sql`units_sold >= 0`))
    .addColumn('sales_start', 'varchar(10)', (column) => column.notNull())
    .addColumn('sales_end', 'varchar(10)', (column) => column.notNull())
    .addColumn('status', 'varchar(12)', (column) => column.notNull().check(sql`status in ('ON_SALE', 'WITHDRAWN')`))
    .addColumn('updated_at', types.timestamp, (column) => column.notNull())
    .addCheckConstraint('slots_units_check', sql`units_held + units_sold <= units_on_sale`)
    .addCheckConstraint('slots_sales_period_check', sql`sales_start <= sales_end`);
  for (const target of TARGETS) {
    slots = slots
      .addColumn(`rating_realtime_${target}`, 'integer', (column) => column.check(sql.raw(`rating_realtime_${target} >= 0`)))
      .addColumn(`rating_pc7_${target}`, 'integer', (column) => column.check(sql.raw(`rating_pc7_${target} >= 0`)));
  }
  await slots
    .addColumn('rating_household4w_household', 'integer', (column) => column.check(sql`rating_household4w_household >= 0`))
    .execute();
  // An area's day or week, in timetable order: the one index the program guide reads.
  await db.schema
    .createIndex('slots_area_date_idx')
    .on('slots')
    .columns(['area_code', 'broadcast_date', 'station_id', 'start_second'])
    .execute();
  await db.schema.createIndex('slots_date_idx').on('slots').columns(['broadcast_date', 'kind']).execute();
  // The target of the cart items' composite key (slot and its area).
  await db.schema.createIndex('slots_id_area_idx').on('slots').columns(['id', 'area_code']).unique().execute();

  await db.schema
    .alterTable('carts')
    .addColumn('name', 'varchar(100)', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('carts')
    .addColumn('created_by_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('carts_id_area_idx').on('carts').columns(['id', 'area']).unique().execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'integer', types.identity)
    .addColumn('cart_id', 'integer', (column) => column.notNull())
    .addColumn('slot_id', 'integer', (column) => column.notNull())
    .addColumn('area_code', 'varchar(16)', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity > 0`))
    .addColumn('added_at', types.timestamp, (column) => column.notNull())
    .addForeignKeyConstraint('cart_items_cart_area_fk', ['cart_id', 'area_code'], 'carts', ['id', 'area'], (constraint) =>
      constraint.onDelete('cascade'),
    )
    .addForeignKeyConstraint('cart_items_slot_area_fk', ['slot_id', 'area_code'], 'slots', ['id', 'area_code'])
    .addUniqueConstraint('cart_items_cart_slot_unique', ['cart_id', 'slot_id'])
    .execute();

  await db.schema
    .createTable('trial_permissions')
    .addColumn('id', 'integer', types.identity)
    .addColumn('station_company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('trial_company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('scope', 'varchar(8)', (column) => column.notNull().check(sql`scope in ('VIEW', 'APPLY')`))
    .addColumn('valid_from', 'varchar(10)', (column) => column.notNull())
    .addColumn('valid_until', 'varchar(10)')
    .addColumn('granted_by_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('granted_at', types.timestamp, (column) => column.notNull())
    .addColumn('revoked_at', types.timestamp)
    .execute();
  await db.schema
    .createIndex('trial_permissions_trial_idx')
    .on('trial_permissions')
    .columns(['trial_company_id', 'station_company_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'trial_permissions',
    'cart_items',
    'slots',
    'programmes',
    'target_universes',
    'stations',
    'networks',
    'areas',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('carts_id_area_idx').ifExists().execute();
  await db.schema.alterTable('carts').dropColumn('created_by_user_id').execute();
  await db.schema.alterTable('carts').dropColumn('name').execute();
}
