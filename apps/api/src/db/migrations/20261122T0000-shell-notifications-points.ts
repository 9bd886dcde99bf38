import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * The records behind the shell's badges and point balance. Later features fill carts, bookings
 * and purchase offers through the UI; the indexes let every notification flag be answered from
 * the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);

  await db.schema
    .createTable('point_transactions')
    .addColumn('id', 'integer', types.identity)
    .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('reason', 'varchar(200)', (column) => column.notNull())
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('point_transactions_company_idx')
    .on('point_transactions')
    .columns(['company_id', 'amount'])
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('id', 'integer', types.identity)
    .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('recipient_company_id', 'integer', (column) => column.references('companies.id').onDelete('set null'))
    .addColumn('service', 'varchar(8)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('area', 'varchar(32)')
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addColumn('updated_at', types.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('carts_owner_flags_idx').on('carts').columns(['company_id', 'service', 'status']).execute();
  await db.schema
    .createIndex('carts_recipient_flags_idx')
    .on('carts')
    .columns(['recipient_company_id', 'service', 'status'])
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'integer', types.identity)
    .addColumn('buyer_company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('seller_company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('service', 'varchar(8)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('application_date', types.timestamp, (column) => column.notNull())
    .addColumn('updated_at', types.timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('bookings_buyer_flags_idx')
    .on('bookings')
    .columns(['buyer_company_id', 'service', 'status'])
    .execute();

  await db.schema
    .createTable('purchase_offers')
    .addColumn('id', 'integer', types.identity)
    .addColumn('buyer_company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('seller_company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('service', 'varchar(8)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addColumn('updated_at', types.timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('purchase_offers_seller_flags_idx')
    .on('purchase_offers')
    .columns(['seller_company_id', 'service', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['purchase_offers', 'bookings', 'carts', 'point_transactions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
