import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The inventory's version per area (docs/decisions/016-inventory-answer-cache.md): every write
 * to an area's slots or programmes (holds, releases, sales, a station's edits and withdrawals,
 * imports) adds one to its row in the same transaction, so a program-guide answer built at a
 * version stays right until the version moves, in every API process sharing the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inventory_versions')
    .addColumn('area_code', 'varchar(16)', (column) => column.primaryKey().references('areas.code'))
    .addColumn('version', 'bigint', (column) => column.notNull())
    .execute();
  await sql`insert into inventory_versions (area_code, version) select code, 1 from areas`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inventory_versions').execute();
}
