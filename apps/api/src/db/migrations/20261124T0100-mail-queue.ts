import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types';

/**
 * The mail outbox becomes a queue: a status, attempts, the time of the next attempt and a lease
 * held by the process sending it, and the body kept sealed (encrypted) only until it is sent
 * (docs/decisions/006-mail-queue.md). Trial entries point at their confirmation mail, so an entry
 * whose mail could not be delivered does not block its address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('PENDING'))
    .execute();
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', types.timestamp).execute();
  await db.schema.alterTable('mail_outbox').addColumn('lease_until', types.timestamp).execute();
  await db.schema.alterTable('mail_outbox').addColumn('sealed_body', 'text').execute();
  // Bodies kept in clear are not carried over: what was sent is done, what was not can no longer be.
  await sql`update mail_outbox set status = case when sent_at is not null then 'SENT' else 'FAILED' end`.execute(db);
  await db.schema.alterTable('mail_outbox').dropColumn('text_body').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('html_body').execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .alterTable('trial_registrations')
    .addColumn('confirmation_mail_id', 'integer', (column) => column.references('mail_outbox.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('trial_registrations').dropColumn('confirmation_mail_id').execute();
  await db.schema.dropIndex('mail_outbox_due_idx').execute();
  for (const column of ['status', 'attempts', 'next_attempt_at', 'lease_until', 'sealed_body']) {
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
  }
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('text_body', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('html_body', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
}
