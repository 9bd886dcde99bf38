import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * 申込一覧 and 購入受付一覧 filter, sort and page in SQL. A booking keeps its air period (the first
 * and last broadcast day of its items), which the bookings module cannot read from the slots it
 * does not own; it is written at application and filled here for the bookings already made. The
 * status history also records a reception taken or handed to a colleague (kind ASSIGNMENT).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('air_from', 'varchar(10)').execute();
  await db.schema.alterTable('bookings').addColumn('air_to', 'varchar(10)').execute();
  await sql`
    update bookings set
      air_from = (select min(slots.broadcast_date) from booking_items join slots on slots.id = booking_items.slot_id
                  where booking_items.booking_id = bookings.id),
      air_to = (select max(slots.broadcast_date) from booking_items join slots on slots.id = booking_items.slot_id
                where booking_items.booking_id = bookings.id)
  `.execute(db);

  // The lists' usual filters, each after the company and service every list query starts with.
  for (const side of ['buyer', 'seller'] as const) {
    await db.schema
      .createIndex(`bookings_${side}_status_idx`)
      .on('bookings')
      .columns([`${side}_company_id`, 'service', 'status', 'application_date'])
      .execute();
    await db.schema
      .createIndex(`bookings_${side}_station_idx`)
      .on('bookings')
      .columns([`${side}_company_id`, 'service', 'station_id', 'application_date'])
      .execute();
  }
  await db.schema
    .createIndex('bookings_seller_assignee_idx')
    .on('bookings')
    .columns(['seller_company_id', 'service', 'assignee_user_id'])
    .execute();

  await db.schema
    .alterTable('booking_status_history')
    .addColumn('kind', 'varchar(12)', (column) =>
      column.notNull().defaultTo('STATUS').check(sql`kind in ('STATUS', 'ASSIGNMENT')`),
    )
    .execute();
  await db.schema
    .alterTable('booking_status_history')
    .addColumn('assignee_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_status_history').dropColumn('assignee_user_id').execute();
  await db.schema.alterTable('booking_status_history').dropColumn('kind').execute();
  for (const index of [
    'bookings_buyer_status_idx',
    'bookings_buyer_station_idx',
    'bookings_seller_status_idx',
    'bookings_seller_station_idx',
    'bookings_seller_assignee_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('bookings').dropColumn('air_to').execute();
  await db.schema.alterTable('bookings').dropColumn('air_from').execute();
}
