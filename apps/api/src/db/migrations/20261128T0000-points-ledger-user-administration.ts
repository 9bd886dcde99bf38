import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';
import { columnTypes } from './column-types';

/**
 * The point ledger as a customer reads it, and a company administering its own users.
 *
 * Invariants kept by the database itself:
 * - a company's balance (`point_balances`) never goes below zero, and every ledger entry records
 *   the balance after it, never below zero either: an entry that would overdraw fails its statement;
 * - the ledger is append-only: an entry can be neither changed nor deleted (only a company's own
 *   removal takes its ledger with it);
 * - a user is invited, active or deactivated, and a mail token is either a reset or an invitation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  const postgres = isPostgres(db);

  await db.schema
    .alterTable('point_transactions')
    .addColumn('kind', 'varchar(12)', (column) =>
      column.notNull().defaultTo('ADJUSTMENT').check(sql`kind in ('GRANT', 'PURCHASE', 'USE', 'EXPIRY', 'ADJUSTMENT', 'REFUND')`),
    )
    .execute();
  await db.schema
    .alterTable('point_transactions')
    .addColumn('balance_after', 'integer', (column) => column.notNull().defaultTo(0).check(sql`balance_after >= 0`))
    .execute();
  await db.schema
    .alterTable('point_transactions')
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('point_transactions').addColumn('expires_on', 'varchar(10)').execute();
  await sql`
    update point_transactions set balance_after = (
      select sum(earlier.amount) from point_transactions earlier
      where earlier.company_id = point_transactions.company_id and earlier.id <= point_transactions.id
    )`.execute(db);
  await db.schema
    .createIndex('point_transactions_history_idx')
    .on('point_transactions')
    .columns(['company_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('point_balances')
    .addColumn('company_id', 'integer', (column) => column.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('balance', 'integer', (column) => column.notNull().check(sql`balance >= 0`))
    .execute();
  await sql`
    insert into point_balances (company_id, balance)
    select company_id, sum(amount) from point_transactions group by company_id`.execute(db);

  // Append-only: changing or deleting an entry is refused, except the cascade of its company's removal.
  if (postgres) {
    await sql`
      create function point_transactions_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' and not exists (select 1 from companies where id = old.company_id) then
          return old;
        end if;
        raise exception 'point_transactions is append-only';
      end $$`.execute(db);
    await sql`
      create trigger point_transactions_append_only before update or delete on point_transactions
      for each row execute function point_transactions_append_only()`.execute(db);
  } else {
    await sql`
      create trigger point_transactions_no_update before update on point_transactions
      begin select raise(abort, 'point_transactions is append-only'); end`.execute(db);
    await sql`
      create trigger point_transactions_no_delete before delete on point_transactions
      when exists (select 1 from companies where id = old.company_id)
      begin select raise(abort, 'point_transactions is append-only'); end`.execute(db);
  }

  await db.schema
    .alterTable('users')
    .addColumn('status', 'varchar(12)', (column) =>
      column.notNull().defaultTo('ACTIVE').check(sql`status in ('INVITED', 'ACTIVE', 'DEACTIVATED')`),
    )
    .execute();

  await db.schema
    .alterTable('password_reset_tokens')
    .addColumn('purpose', 'varchar(8)', (column) =>
      column.notNull().defaultTo('RESET').check(sql`purpose in ('RESET', 'INVITE')`),
    )
    .execute();

  await db.schema
    .createTable('user_admin_events')
    .addColumn('id', 'integer', types.identity)
    .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('actor_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('target_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(16)', (column) =>
      column
        .notNull()
        .check(
          sql`action in ('INVITE', 'INVITE_RESENT', 'ROLE', 'LICENCES', 'DEACTIVATE', 'REACTIVATE', 'PASSWORD_RESET', 'PASSWORD_CHANGE')`,
        ),
    )
    /** What changed, as JSON (`{"from": …, "to": …}`), so the history can say it in words. */
    .addColumn('detail', 'text')
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('user_admin_events_company_idx')
    .on('user_admin_events')
    .columns(['company_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_admin_events').ifExists().execute();
  await db.schema.alterTable('password_reset_tokens').dropColumn('purpose').execute();
  await db.schema.alterTable('users').dropColumn('status').execute();
  if (isPostgres(db)) {
    await sql`drop trigger if exists point_transactions_append_only on point_transactions`.execute(db);
    await sql`drop function if exists point_transactions_append_only()`.execute(db);
  } else {
    await sql`drop trigger if exists point_transactions_no_update`.execute(db);
    await sql`drop trigger if exists point_transactions_no_delete`.execute(db);
  }
  await db.schema.dropTable('point_balances').ifExists().execute();
  await db.schema.dropIndex('point_transactions_history_idx').ifExists().execute();
  for (const column of ['expires_on', 'user_id', 'balance_after', 'kind']) {
    await db.schema.alterTable('point_transactions').dropColumn(column).execute();
  }
}
