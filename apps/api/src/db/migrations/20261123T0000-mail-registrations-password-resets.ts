import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types';

/** Trial companies are numbered above every demo or hand-made trial code, and never below this. */
const TRIAL_COMPANY_SEQUENCE_FLOOR = 1000;

/**
 * The mail outbox, tentative trial registrations, password reset tokens and the counter that
 * numbers trial companies (00000T + sequence).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', types.identity)
    .addColumn('to_address', 'varchar(254)', (column) => column.notNull())
    .addColumn('subject', 'varchar(200)', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('html_body', 'text', (column) => column.notNull())
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addColumn('sent_at', types.timestamp)
    .addColumn('error', 'varchar(1000)')
    .execute();

  await db.schema
    .createTable('trial_registrations')
    .addColumn('id', 'integer', types.identity)
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('confirm_token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('withdraw_token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('idempotency_key', 'varchar(64)', (column) => column.unique())
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addColumn('expires_at', types.timestamp, (column) => column.notNull())
    .addColumn('completed_at', types.timestamp)
    .addColumn('withdrawn_at', types.timestamp)
    .execute();
  await db.schema.createIndex('trial_registrations_email_idx').on('trial_registrations').column('email').execute();
  // At most one tentative registration per address, even when two submissions race.
  await db.schema
    .createIndex('trial_registrations_one_pending_per_email')
    .on('trial_registrations')
    .column('email')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('PENDING'))
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addColumn('expires_at', types.timestamp, (column) => column.notNull())
    .addColumn('used_at', types.timestamp)
    .execute();
  await db.schema.createIndex('password_reset_tokens_user_id_idx').on('password_reset_tokens').column('user_id').execute();

  await db.schema
    .createTable('sequences')
    .addColumn('name', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('value', 'integer', (column) => column.notNull())
    .execute();
  const trialCodes = await sql<{ code: string }>`select code from companies where code like '00000T%'`.execute(db);
  const highestExisting = Math.max(0, ...trialCodes.rows.map((row) => Number(/^00000T(\d+)$/.exec(row.code)?.[1] ?? 0)));
  await sql`insert into sequences (name, value) values ('trial_company_code', ${Math.max(TRIAL_COMPANY_SEQUENCE_FLOOR, highestExisting)})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sequences', 'password_reset_tokens', 'trial_registrations', 'mail_outbox']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
