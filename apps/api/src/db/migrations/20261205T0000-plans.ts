import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Plans (プラン): a buyer's conditions, lines and figures at the time of saving, and the carts
 * made from them. A plan's status is not stored: it follows from its carts (none → 作成中, any →
 * カート作成済, one applied for → 申込済). Conditions, figures and the optimiser's proof are kept
 * as JSON text: the plan shows them as they were, and nothing queries inside them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('plans')
    .addColumn('id', 'integer', types.identity)
    .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id'))
    .addColumn('name', 'varchar(100)', (column) => column.notNull())
    .addColumn('advertiser_id', 'integer', (column) => column.references('advertisers.id').onDelete('set null'))
    .addColumn('area_code', 'varchar(16)', (column) => column.notNull().references('areas.code'))
    .addColumn('date_from', 'varchar(10)', (column) => column.notNull())
    .addColumn('date_to', 'varchar(10)', (column) => column.notNull())
    .addColumn('budget', 'integer', (column) => column.notNull().check(sql`budget > 0`))
    .addColumn('goal', 'varchar(10)', (column) => column.notNull().check(sql`goal in ('maxGrp', 'grp', 'reach1', 'reach3')`))
    .addColumn('conditions', 'text', (column) => column.notNull())
    .addColumn('figures', 'text', (column) => column.notNull())
    .addColumn('optimality', 'text')
    .addColumn('created_by_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('updated_by_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addColumn('updated_at', types.timestamp, (column) => column.notNull())
    .addCheckConstraint('plans_period_check', sql`date_from <= date_to`)
    .execute();
  await db.schema.createIndex('plans_company_updated_idx').on('plans').columns(['company_id', 'updated_at']).execute();

  // A line names a slot or a digital product, never both, as a cart line does.
  await db.schema
    .createTable('plan_lines')
    .addColumn('plan_id', 'integer', (column) => column.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('product_kind', 'varchar(10)', (column) =>
      column.notNull().check(sql`product_kind in ('slot', 'streaming', 'oneday')`),
    )
    .addColumn('slot_id', 'integer', (column) => column.references('slots.id'))
    .addColumn('digital_product_id', 'integer', (column) => column.references('digital_products.id'))
    .addColumn('units', 'integer', (column) => column.notNull().check(sql`units > 0`))
    .addColumn('pinned', 'integer', (column) => column.notNull().defaultTo(0).check(sql`pinned in (0, 1)`))
    .addPrimaryKeyConstraint('plan_lines_pk', ['plan_id', 'position'])
    .addCheckConstraint(
      'plan_lines_product_check',
      sql`(product_kind = 'slot') = (slot_id is not null) and (slot_id is null) <> (digital_product_id is null)`,
    )
    .addUniqueConstraint('plan_lines_slot_unique', ['plan_id', 'slot_id'])
    .addUniqueConstraint('plan_lines_digital_unique', ['plan_id', 'digital_product_id'])
    .execute();

  await db.schema
    .createTable('plan_carts')
    .addColumn('plan_id', 'integer', (column) => column.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('cart_id', 'integer', (column) => column.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addPrimaryKeyConstraint('plan_carts_pk', ['plan_id', 'cart_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plan_carts').ifExists().execute();
  await db.schema.dropTable('plan_lines').ifExists().execute();
  await db.schema.dropTable('plans').ifExists().execute();
}
