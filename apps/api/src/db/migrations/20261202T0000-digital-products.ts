import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';
import { columnTypes } from './column-types';

/**
 * Streaming (配信サービス) and 1-day (デジタル1day) products, DOMAIN.md "Streaming and 1-day
 * products", as product kinds beside the TV slot (decision 012). One table holds both: they share
 * the station, area, sales period, unit price and the three unit counters under the same check as
 * slots. A streaming unit is 1,000 impressions priced at the CPM; a 1-day product is one day of one
 * surface, a single unit (one buyer per day and surface).
 *
 * A cart line and a booking item name a slot or a digital product, never both, and say which kind
 * (`product_kind`: the inventory's `slot`, `streaming`, `oneday`): `slot_id` becomes optional beside
 * `digital_product_id`, each under its composite key with the area (a cart holds one area). A booking item of a streaming product may be accepted for fewer units than asked
 * (`applied_units` keeps what was asked), and records the impressions delivered after its window.
 */
/** A line's kind (the inventory's product kinds) says which of its two product columns is set. */
const KIND_CHECK = sql`check (product_kind in ('slot', 'streaming', 'oneday'))`;
const PRODUCT_CHECK = sql`(product_kind = 'slot') = (slot_id is not null) and (slot_id is null) <> (digital_product_id is null)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('digital_products')
    .addColumn('id', 'integer', types.identity)
    .addColumn('kind', 'varchar(10)', (column) => column.notNull().check(sql`kind in ('STREAMING', 'ONEDAY')`))
    .addColumn('station_id', 'integer', (column) => column.notNull().references('stations.id'))
    .addColumn('area_code', 'varchar(16)', (column) => column.notNull().references('areas.code'))
    // The station's own code: a programme, series or package; for a 1-day product, the surface.
    .addColumn('code', 'varchar(20)', (column) => column.notNull())
    .addColumn('title', 'varchar(100)', (column) => column.notNull())
    .addColumn('genre', 'varchar(20)')
    .addColumn('episode_from', 'varchar(10)')
    .addColumn('episode_to', 'varchar(10)')
    .addColumn('delivery_start', 'varchar(10)', (column) => column.notNull())
    .addColumn('delivery_end', 'varchar(10)', (column) => column.notNull())
    // The ad lengths offered, in seconds, comma-separated ascending (`15,30`).
    .addColumn('ad_lengths', 'varchar(40)', (column) => column.notNull())
    // Streaming: the CPM in yen (one unit is 1,000 impressions). 1-day: the price of the day.
    .addColumn('unit_price', 'integer', (column) => column.notNull().check(sql`unit_price >= 0`))
    .addColumn('estimated_impressions', 'integer', (column) => column.check(sql`estimated_impressions > 0`))
    .addColumn('minimum_units', 'integer', (column) => column.notNull().defaultTo(1).check(sql`minimum_units >= 1`))
    .addColumn('units_on_sale', 'integer', (column) => column.notNull().check(sql`units_on_sale >= 0`))
    .addColumn('units_held', 'integer', (column) => column.notNull().defaultTo(0).check(sql`units_held >= 0`))
    .addColumn('units_sold', 'integer', (column) => column.notNull().defaultTo(0).check(sql`units_sold >= 0`))
    .addColumn('sales_start', 'varchar(10)', (column) => column.notNull())
    .addColumn('sales_end', 'varchar(10)', (column) => column.notNull())
    .addColumn('status', 'varchar(12)', (column) => column.notNull().check(sql`status in ('ON_SALE', 'WITHDRAWN')`))
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addColumn('updated_at', types.timestamp, (column) => column.notNull())
    .addCheckConstraint('digital_products_units_check', sql`units_held + units_sold <= units_on_sale`)
    .addCheckConstraint('digital_products_sales_period_check', sql`sales_start <= sales_end`)
    .addCheckConstraint('digital_products_delivery_check', sql`delivery_start <= delivery_end`)
    // A 1-day product is one day, one unit, with its estimated impressions (its effective CPM).
    .addCheckConstraint(
      'digital_products_oneday_check',
      sql`kind <> 'ONEDAY' or (delivery_start = delivery_end and units_on_sale <= 1 and estimated_impressions is not null)`,
    )
    .addUniqueConstraint('digital_products_code_unique', ['station_id', 'kind', 'code', 'delivery_start'])
    .execute();
  // The buyers' searches: one kind of one area over a delivery window, cheapest first.
  await db.schema
    .createIndex('digital_products_search_idx')
    .on('digital_products')
    .columns(['kind', 'area_code', 'delivery_start', 'unit_price'])
    .execute();
  await db.schema
    .createIndex('digital_products_station_idx')
    .on('digital_products')
    .columns(['station_id', 'kind', 'delivery_start'])
    .execute();
  await db.schema
    .createIndex('digital_products_id_area_idx')
    .on('digital_products')
    .columns(['id', 'area_code'])
    .unique()
    .execute();

  // Targeting a streaming product offers: a sex and age band (a target code) or an area (`area:kanto`), each at a surcharge on the CPM.
  await db.schema
    .createTable('digital_product_targets')
    .addColumn('product_id', 'integer', (column) => column.notNull().references('digital_products.id').onDelete('cascade'))
    .addColumn('target', 'varchar(24)', (column) => column.notNull())
    .addColumn('surcharge_percent', 'integer', (column) => column.notNull().check(sql`surcharge_percent between 0 and 300`))
    .addPrimaryKeyConstraint('digital_product_targets_pk', ['product_id', 'target'])
    .execute();
  await db.schema.createIndex('digital_product_targets_target_idx').on('digital_product_targets').columns(['target']).execute();

  if (isPostgres(db)) await linesOfEitherKindOnPostgres(db);
  else await linesOfEitherKindOnSqlite(db);
  await db.schema.createIndex('booking_items_digital_product_idx').on('booking_items').column('digital_product_id').execute();
}

/** PostgreSQL alters the two tables in place. */
async function linesOfEitherKindOnPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cart_items alter column slot_id drop not null`.execute(db);
  await sql`alter table cart_items add column product_kind varchar(10) not null default 'slot' ${KIND_CHECK}`.execute(db);
  await sql`alter table cart_items add column digital_product_id integer`.execute(db);
  await sql`alter table cart_items add column target varchar(24)`.execute(db);
  await sql`alter table cart_items add constraint cart_items_digital_area_fk
    foreign key (digital_product_id, area_code) references digital_products (id, area_code)`.execute(db);
  await sql`alter table cart_items add constraint cart_items_product_check check (${PRODUCT_CHECK})`.execute(db);
  await sql`alter table cart_items add constraint cart_items_cart_digital_unique unique (cart_id, digital_product_id)`.execute(
    db,
  );

  await sql`alter table booking_items alter column slot_id drop not null`.execute(db);
  await sql`alter table booking_items add column product_kind varchar(10) not null default 'slot' ${KIND_CHECK}`.execute(db);
  await sql`alter table booking_items add column digital_product_id integer references digital_products (id)`.execute(db);
  await sql`alter table booking_items add column target varchar(24)`.execute(db);
  await sql`alter table booking_items add column applied_units integer check (applied_units > 0)`.execute(db);
  await sql`alter table booking_items add column delivered_impressions integer check (delivered_impressions >= 0)`.execute(db);
  await sql`alter table booking_items add column delivery_note varchar(200)`.execute(db);
  await sql`alter table booking_items add constraint booking_items_product_check check (${PRODUCT_CHECK})`.execute(db);
  await sql`alter table booking_items add constraint booking_items_booking_digital_unique unique (booking_id, digital_product_id)`.execute(
    db,
  );
}

const productKind = (column: ColumnDefinitionBuilder) =>
  column.notNull().defaultTo('slot').check(sql`product_kind in ('slot', 'streaming', 'oneday')`);

/**
 * SQLite cannot drop a NOT NULL: each table is made again under its new definition, its rows
 * copied with their ids, and put in the old one's place. Nothing references either table.
 */
async function linesOfEitherKindOnSqlite(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('cart_items_next')
    .addColumn('id', 'integer', types.identity)
    .addColumn('cart_id', 'integer', (column) => column.notNull())
    .addColumn('product_kind', 'varchar(10)', productKind)
    .addColumn('slot_id', 'integer')
    .addColumn('digital_product_id', 'integer')
    .addColumn('area_code', 'varchar(16)', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity > 0`))
    .addColumn('target', 'varchar(24)')
    .addColumn('added_at', types.timestamp, (column) => column.notNull())
    .addForeignKeyConstraint('cart_items_cart_area_fk', ['cart_id', 'area_code'], 'carts', ['id', 'area'], (constraint) =>
      constraint.onDelete('cascade'),
    )
    .addForeignKeyConstraint('cart_items_slot_area_fk', ['slot_id', 'area_code'], 'slots', ['id', 'area_code'])
    .addForeignKeyConstraint('cart_items_digital_area_fk', ['digital_product_id', 'area_code'], 'digital_products', [
      'id',
      'area_code',
    ])
    .addUniqueConstraint('cart_items_cart_slot_unique', ['cart_id', 'slot_id'])
    .addUniqueConstraint('cart_items_cart_digital_unique', ['cart_id', 'digital_product_id'])
    .addCheckConstraint('cart_items_product_check', PRODUCT_CHECK)
    .execute();
  await sql`insert into cart_items_next (id, cart_id, slot_id, area_code, quantity, added_at)
    select id, cart_id, slot_id, area_code, quantity, added_at from cart_items`.execute(db);
  await db.schema.dropTable('cart_items').execute();
  await db.schema.alterTable('cart_items_next').renameTo('cart_items').execute();

  await db.schema
    .createTable('booking_items_next')
    .addColumn('id', 'integer', types.identity)
    .addColumn('booking_id', 'integer', (column) => column.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('product_kind', 'varchar(10)', productKind)
    .addColumn('slot_id', 'integer', (column) => column.references('slots.id'))
    .addColumn('digital_product_id', 'integer', (column) => column.references('digital_products.id'))
    .addColumn('target', 'varchar(24)')
    .addColumn('units', 'integer', (column) => column.notNull().check(sql`units > 0`))
    .addColumn('applied_units', 'integer', (column) => column.check(sql`applied_units > 0`))
    .addColumn('unit_price', 'integer', (column) => column.notNull().check(sql`unit_price >= 0`))
    .addColumn('status', 'varchar(12)', (column) =>
      column.notNull().check(sql`status in ('APPLIED', 'ACCEPTED', 'DECLINED', 'CONTRACTED', 'CANCELLED')`),
    )
    .addColumn('decline_reason', 'varchar(12)', (column) =>
      column.check(sql`decline_reason in ('SOLD', 'COMPETITOR', 'SCREENING', 'MATERIAL', 'OTHER')`),
    )
    .addColumn('decline_note', 'varchar(200)')
    .addColumn('decided_at', types.timestamp)
    .addColumn('decided_by_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('delivered_impressions', 'integer', (column) => column.check(sql`delivered_impressions >= 0`))
    .addColumn('delivery_note', 'varchar(200)')
    .addUniqueConstraint('booking_items_booking_slot_unique', ['booking_id', 'slot_id'])
    .addUniqueConstraint('booking_items_booking_digital_unique', ['booking_id', 'digital_product_id'])
    .addCheckConstraint('booking_items_decline_check', sql`(status = 'DECLINED') = (decline_reason is not null)`)
    .addCheckConstraint('booking_items_product_check', PRODUCT_CHECK)
    .execute();
  await sql`insert into booking_items_next (id, booking_id, slot_id, units, unit_price, status, decline_reason, decline_note,
      decided_at, decided_by_user_id)
    select id, booking_id, slot_id, units, unit_price, status, decline_reason, decline_note, decided_at, decided_by_user_id
    from booking_items`.execute(db);
  await db.schema.dropTable('booking_items').execute();
  await db.schema.alterTable('booking_items_next').renameTo('booking_items').execute();
  await db.schema.createIndex('booking_items_slot_idx').on('booking_items').column('slot_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('booking_items_digital_product_idx').ifExists().execute();
  // Lines of digital products have no place in the old tables.
  await sql`delete from cart_items where digital_product_id is not null`.execute(db);
  await sql`delete from booking_items where digital_product_id is not null`.execute(db);
  if (isPostgres(db)) {
    for (const table of ['cart_items', 'booking_items']) {
      for (const column of ['digital_product_id', 'target', 'product_kind']) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
      await sql`alter table ${sql.table(table)} alter column slot_id set not null`.execute(db);
    }
    for (const column of ['applied_units', 'delivered_impressions', 'delivery_note']) {
      await db.schema.alterTable('booking_items').dropColumn(column).execute();
    }
  } else {
    await downOnSqlite(db);
  }
  await db.schema.dropTable('digital_product_targets').ifExists().execute();
  await db.schema.dropTable('digital_products').ifExists().execute();
}

async function downOnSqlite(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('cart_items_previous')
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
  await sql`insert into cart_items_previous (id, cart_id, slot_id, area_code, quantity, added_at)
    select id, cart_id, slot_id, area_code, quantity, added_at from cart_items`.execute(db);
  await db.schema.dropTable('cart_items').execute();
  await db.schema.alterTable('cart_items_previous').renameTo('cart_items').execute();

  await db.schema
    .createTable('booking_items_previous')
    .addColumn('id', 'integer', types.identity)
    .addColumn('booking_id', 'integer', (column) => column.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('slot_id', 'integer', (column) => column.notNull().references('slots.id'))
    .addColumn('units', 'integer', (column) => column.notNull().check(sql`units > 0`))
    .addColumn('unit_price', 'integer', (column) => column.notNull().check(sql`unit_price >= 0`))
    .addColumn('status', 'varchar(12)', (column) =>
      column.notNull().check(sql`status in ('APPLIED', 'ACCEPTED', 'DECLINED', 'CONTRACTED', 'CANCELLED')`),
    )
    .addColumn('decline_reason', 'varchar(12)', (column) =>
      column.check(sql`decline_reason in ('SOLD', 'COMPETITOR', 'SCREENING', 'MATERIAL', 'OTHER')`),
    )
    .addColumn('decline_note', 'varchar(200)')
    .addColumn('decided_at', types.timestamp)
    .addColumn('decided_by_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addUniqueConstraint('booking_items_booking_slot_unique', ['booking_id', 'slot_id'])
    .addCheckConstraint('booking_items_decline_check', sql`(status = 'DECLINED') = (decline_reason is not null)`)
    .execute();
  await sql`insert into booking_items_previous (id, booking_id, slot_id, units, unit_price, status, decline_reason,
      decline_note, decided_at, decided_by_user_id)
    select id, booking_id, slot_id, units, unit_price, status, decline_reason, decline_note, decided_at, decided_by_user_id
    from booking_items`.execute(db);
  await db.schema.dropTable('booking_items').execute();
  await db.schema.alterTable('booking_items_previous').renameTo('booking_items').execute();
  await db.schema.createIndex('booking_items_slot_idx').on('booking_items').column('slot_id').execute();
}
