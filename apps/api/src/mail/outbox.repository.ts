import type { AppDatabase } from '../db/database';

export interface NewOutboxMail {
  to: string;
  subject: string;
  sealedBody: string;
  nowIso: string;
}

export interface ClaimedMail {
  id: number;
  to_address: string;
  subject: string;
  sealed_body: string | null;
  attempts: number;
}

const ERROR_COLUMN_LENGTH = 1000;

/** The SQL of the mail queue in `mail_outbox`. */
export function createOutboxRepository(db: AppDatabase) {
  return {
    async insert(mail: NewOutboxMail): Promise<number> {
      const { id } = await db
        .insertInto('mail_outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          sealed_body: mail.sealedBody,
          status: 'PENDING',
          attempts: 0,
          next_attempt_at: mail.nowIso,
          lease_until: null,
          created_at: mail.nowIso,
          sent_at: null,
          error: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /**
     * Leases up to `limit` due mails to the caller in one statement, counting the attempt. The
     * conditions are on the updated rows themselves, so when two processes race for a row,
     * PostgreSQL re-checks them on the row the first one changed and the second one skips it;
     * SQLite runs one writer at a time.
     */
    claimDue(nowIso: string, leaseUntilIso: string, limit: number): Promise<ClaimedMail[]> {
      return db
        .updateTable('mail_outbox')
        .set((eb) => ({ lease_until: leaseUntilIso, attempts: eb('attempts', '+', 1) }))
        .where('status', '=', 'PENDING')
        .where('next_attempt_at', '<=', nowIso)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', nowIso)]))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('mail_outbox as due')
            .select('due.id')
            .where('due.status', '=', 'PENDING')
            .where('due.next_attempt_at', '<=', nowIso)
            .where((inner) => inner.or([inner('due.lease_until', 'is', null), inner('due.lease_until', '<=', nowIso)]))
            .orderBy('due.next_attempt_at')
            .limit(limit),
        )
        .returning(['id', 'to_address', 'subject', 'sealed_body', 'attempts'])
        .execute();
    },

    /**
     * Extends the lease of the mails still being sent, if it is still the one the caller holds
     * (`heldUntilIso`): a lease another process took over after it ran out stays theirs. Answers
     * how many leases were extended.
     */
    async renewLeases(ids: readonly number[], heldUntilIso: string, leaseUntilIso: string): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('mail_outbox')
        .set({ lease_until: leaseUntilIso })
        .where('id', 'in', ids)
        .where('status', '=', 'PENDING')
        .where('lease_until', '=', heldUntilIso)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async markSent(id: number, nowIso: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'SENT', sent_at: nowIso, sealed_body: null, lease_until: null, error: null })
        .where('id', '=', id)
        .execute();
    },

    async scheduleRetry(id: number, error: string, nextAttemptIso: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: nextAttemptIso, lease_until: null, error: error.slice(0, ERROR_COLUMN_LENGTH) })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'FAILED', sealed_body: null, lease_until: null, error: error.slice(0, ERROR_COLUMN_LENGTH) })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
