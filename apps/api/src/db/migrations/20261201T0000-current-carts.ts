import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * The cart each user adds to by default (the program guide's current cart), kept on the server so
 * that it outlives the browser session and follows the user to a new login. One row per user; a
 * cart deleted for good (a company purged) takes its rows with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('current_carts')
    .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('cart_id', 'integer', (column) => column.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('updated_at', types.timestamp, (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('current_carts').execute();
}
