import { type Kysely, sql } from 'kysely';

/**
 * The import history keeps the stations' streaming and 1-day imports beside their TV slot imports:
 * each entry says which product kind its file held (`SLOT`, `STREAMING`, `ONEDAY`), and each page
 * lists its own kind's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('slot_imports')
    .addColumn('product_kind', 'varchar(10)', (column) =>
      column.notNull().defaultTo('SLOT').check(sql`product_kind in ('SLOT', 'STREAMING', 'ONEDAY')`),
    )
    .execute();
  await db.schema
    .createIndex('slot_imports_company_kind_idx')
    .on('slot_imports')
    .columns(['company_id', 'product_kind', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('slot_imports_company_kind_idx').ifExists().execute();
  await sql`delete from slot_imports where product_kind <> 'SLOT'`.execute(db);
  await db.schema.alterTable('slot_imports').dropColumn('product_kind').execute();
}
