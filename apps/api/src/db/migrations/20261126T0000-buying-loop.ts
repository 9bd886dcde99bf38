import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';
import { columnTypes } from './column-types';

/**
 * The buying loop (DOMAIN.md "From cart to contract"): the advertisers a company buys for, the
 * advertiser companies an agency works with, carts sent between them, bookings (one application
 * to one station, which the station sees as a reception), their items, message threads and
 * status history.
 *
 * A TV booking is a full application: its station, number, advertiser and items. Streaming (CU)
 * bookings and purchase offers keep their earlier shape, so the TV columns are nullable (SQLite
 * cannot add a table check afterwards; the bookings service writes them all). The TV rows of `bookings` and `purchase_offers` written before
 * this migration were placeholders without items; they are removed, and the TV carts "sent" to a
 * company become that company's received carts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);

  await db.schema
    .createTable('advertisers')
    .addColumn('id', 'integer', types.identity)
    .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('code', 'varchar(4)', (column) => column.notNull().check(sql`length(code) = 4`))
    .addColumn('name', 'varchar(100)', (column) => column.notNull())
    .addColumn('industry', 'varchar(24)', (column) => column.notNull())
    .addColumn('linked_company_id', 'integer', (column) => column.references('companies.id').onDelete('set null'))
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addColumn('updated_at', types.timestamp, (column) => column.notNull())
    .addColumn('archived_at', types.timestamp)
    .addUniqueConstraint('advertisers_company_code_unique', ['company_id', 'code'])
    .execute();

  await db.schema
    .createTable('advertiser_brands')
    .addColumn('id', 'integer', types.identity)
    .addColumn('advertiser_id', 'integer', (column) => column.notNull().references('advertisers.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addUniqueConstraint('advertiser_brands_name_unique', ['advertiser_id', 'name'])
    .execute();

  await db.schema
    .createTable('company_partners')
    .addColumn('agency_company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('advertiser_company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addPrimaryKeyConstraint('company_partners_pk', ['agency_company_id', 'advertiser_company_id'])
    .addCheckConstraint('company_partners_distinct_check', sql`agency_company_id <> advertiser_company_id`)
    .execute();
  await db.schema.createIndex('company_partners_advertiser_idx').on('company_partners').column('advertiser_company_id').execute();

  await db.schema
    .alterTable('carts')
    .addColumn('sent_by_company_id', 'integer', (column) => column.references('companies.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('carts').addColumn('sent_at', types.timestamp).execute();
  await db.schema.alterTable('carts').addColumn('applied_at', types.timestamp).execute();
  await sql`
    update carts
    set company_id = recipient_company_id, sent_by_company_id = company_id, recipient_company_id = null, status = 'RECEIVED'
    where service = 'TV' and status = 'SENT' and recipient_company_id is not null
  `.execute(db);
  await sql`update carts set status = 'APPLIED' where status = 'PURCHASED'`.execute(db);

  await sql`delete from bookings where service = 'TV'`.execute(db);
  await sql`delete from purchase_offers where service = 'TV'`.execute(db);
  // PARTLY_CONTRACTED is longer than the placeholder column allowed (SQLite ignores lengths).
  if (isPostgres(db)) await sql`alter table bookings alter column status type varchar(20)`.execute(db);

  await db.schema.alterTable('bookings').addColumn('application_number', 'varchar(20)').execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('station_id', 'integer', (column) => column.references('stations.id'))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('cart_id', 'integer', (column) => column.references('carts.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('applied_by_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('advertiser_id', 'integer', (column) => column.references('advertisers.id'))
    .execute();
  await db.schema.alterTable('bookings').addColumn('product_name', 'varchar(100)').execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('cm_length_seconds', 'integer', (column) => column.check(sql`cm_length_seconds in (15, 30)`))
    .execute();
  await db.schema.alterTable('bookings').addColumn('material_note', 'varchar(1000)').execute();
  await db.schema.alterTable('bookings').addColumn('contact_name', 'varchar(100)').execute();
  await db.schema.alterTable('bookings').addColumn('contact_phone', 'varchar(32)').execute();
  await db.schema.alterTable('bookings').addColumn('contact_email', 'varchar(254)').execute();
  await db.schema.alterTable('bookings').addColumn('terms_agreed_at', types.timestamp).execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('assignee_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .execute();
  // Set when the station answers (a decision, a notice, a message) and cleared when the buyer opens
  // the booking: the buyer's red dot. The station's side is the same for a new application.
  await db.schema
    .alterTable('bookings')
    .addColumn('buyer_attention', 'integer', (column) => column.notNull().defaultTo(0).check(sql`buyer_attention in (0, 1)`))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('station_attention', 'integer', (column) => column.notNull().defaultTo(0).check(sql`station_attention in (0, 1)`))
    .execute();
  // The last message each side has read: unread counts are the other side's messages after it.
  await db.schema
    .alterTable('bookings')
    .addColumn('buyer_read_message_id', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('station_read_message_id', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // The station's review checklist, one 0/1 flag per check (SPEC: screening, material,
  // competitors, remaining units, commercial-time limit).
  for (const check of ['screening', 'material', 'competitors', 'units', 'time_limit']) {
    await db.schema
      .alterTable('bookings')
      .addColumn(`check_${check}`, 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.alterTable('bookings').addColumn('closed_at', types.timestamp).execute();
  await db.schema.createIndex('bookings_application_number_idx').on('bookings').column('application_number').unique().execute();
  await db.schema
    .createIndex('bookings_buyer_list_idx')
    .on('bookings')
    .columns(['buyer_company_id', 'service', 'application_date'])
    .execute();
  await db.schema
    .createIndex('bookings_seller_list_idx')
    .on('bookings')
    .columns(['seller_company_id', 'service', 'application_date'])
    .execute();
  await db.schema
    .createIndex('bookings_buyer_attention_idx')
    .on('bookings')
    .columns(['buyer_company_id', 'service', 'buyer_attention'])
    .execute();
  await db.schema
    .createIndex('bookings_station_attention_idx')
    .on('bookings')
    .columns(['seller_company_id', 'service', 'station_attention'])
    .execute();

  await db.schema
    .createTable('booking_items')
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
    // A declined item always says why; no other item carries a reason.
    .addCheckConstraint('booking_items_decline_check', sql`(status = 'DECLINED') = (decline_reason is not null)`)
    .execute();
  await db.schema.createIndex('booking_items_slot_idx').on('booking_items').column('slot_id').execute();

  await db.schema
    .createTable('booking_messages')
    .addColumn('id', 'integer', types.identity)
    .addColumn('booking_id', 'integer', (column) => column.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('side', 'varchar(8)', (column) => column.notNull().check(sql`side in ('BUYER', 'STATION')`))
    .addColumn('kind', 'varchar(16)', (column) =>
      column.notNull().check(sql`kind in ('MESSAGE', 'APPLICATION', 'CONTRACT_NOTICE', 'DECLINE_NOTICE', 'CANCELLATION')`),
    )
    .addColumn('body', 'varchar(4000)', (column) => column.notNull())
    .addColumn('sender_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('booking_messages_thread_idx').on('booking_messages').columns(['booking_id', 'id']).execute();

  await db.schema
    .createTable('booking_status_history')
    .addColumn('id', 'integer', types.identity)
    .addColumn('booking_id', 'integer', (column) => column.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)', (column) => column.notNull())
    .addColumn('changed_by_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('changed_by_company_id', 'integer', (column) => column.references('companies.id').onDelete('set null'))
    .addColumn('changed_at', types.timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('booking_status_history_booking_idx')
    .on('booking_status_history')
    .columns(['booking_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['booking_status_history', 'booking_messages', 'booking_items', 'company_partners', 'advertiser_brands']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const index of [
    'bookings_application_number_idx',
    'bookings_buyer_list_idx',
    'bookings_seller_list_idx',
    'bookings_buyer_attention_idx',
    'bookings_station_attention_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await sql`delete from bookings where service = 'TV'`.execute(db);
  for (const column of [
    'closed_at',
    'check_time_limit',
    'check_units',
    'check_competitors',
    'check_material',
    'check_screening',
    'station_read_message_id',
    'buyer_read_message_id',
    'station_attention',
    'buyer_attention',
    'assignee_user_id',
    'terms_agreed_at',
    'contact_email',
    'contact_phone',
    'contact_name',
    'material_note',
    'cm_length_seconds',
    'product_name',
    'advertiser_id',
    'applied_by_user_id',
    'cart_id',
    'station_id',
    'application_number',
  ]) {
    await db.schema.alterTable('bookings').dropColumn(column).execute();
  }
  await db.schema.dropTable('advertisers').ifExists().execute();
  for (const column of ['applied_at', 'sent_at', 'sent_by_company_id']) {
    await db.schema.alterTable('carts').dropColumn(column).execute();
  }
}
