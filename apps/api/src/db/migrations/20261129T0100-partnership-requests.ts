import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types';

/**
 * A partnership takes both sides (docs/decisions/013-partnership-requests.md): one company asks,
 * and the request waits here until the other accepts (it becomes a `company_partners` row),
 * declines or the asker withdraws it. At most one request per pair, whoever made it. Partnerships
 * made before this stay as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('partnership_requests')
    .addColumn('agency_company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('advertiser_company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('requested_by_company_id', 'integer', (column) => column.notNull())
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addPrimaryKeyConstraint('partnership_requests_pk', ['agency_company_id', 'advertiser_company_id'])
    .addCheckConstraint('partnership_requests_distinct_check', sql`agency_company_id <> advertiser_company_id`)
    .addCheckConstraint(
      'partnership_requests_requester_check',
      sql`requested_by_company_id in (agency_company_id, advertiser_company_id)`,
    )
    .execute();
  await db.schema
    .createIndex('partnership_requests_advertiser_idx')
    .on('partnership_requests')
    .column('advertiser_company_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partnership_requests').execute();
}
