import type { Kysely } from 'kysely';

/**
 * An administrator inviting an address that has an account in another company gets the same answer
 * as for a new address, and the company a placeholder user that can never be accepted
 * (docs/decisions/010-points-ledger-and-user-administration.md): its `account` is a value no one
 * can log in with, and `invited_address` the address as the company's user list shows it. One per
 * address in a company, like its real users.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('invited_address', 'varchar(254)').execute();
  await db.schema
    .createIndex('users_company_invited_address_unique')
    .on('users')
    .columns(['company_id', 'invited_address'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_company_invited_address_unique').execute();
  await db.schema.alterTable('users').dropColumn('invited_address').execute();
}
