import type { AppDatabase } from '../../db/database';

/** Deletes of records kept only for a while; each returns how many rows went. */
export function createRetentionRepository(db: AppDatabase) {
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  return {
    async deleteEndedRateLimitWindows(nowIso: string): Promise<number> {
      return count(await db.deleteFrom('rate_limits').where('reset_at', '<=', nowIso).executeTakeFirst());
    },

    /** Login failure counters whose window has ended and that hold nobody up any more. */
    async deleteEndedLoginThrottles(nowIso: string): Promise<number> {
      return count(
        await db
          .deleteFrom('login_throttles')
          .where('window_ends_at', '<=', nowIso)
          .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<=', nowIso)]))
          .executeTakeFirst(),
      );
    },

    async deleteClientEventsBefore(cutoffIso: string): Promise<number> {
      return count(await db.deleteFrom('client_events').where('created_at', '<', cutoffIso).executeTakeFirst());
    },

    async deleteMailBefore(cutoffIso: string): Promise<number> {
      return count(await db.deleteFrom('mail_outbox').where('created_at', '<', cutoffIso).executeTakeFirst());
    },

    /**
     * Trial entries whose link ended before the cutoff: completed, withdrawn or never confirmed,
     * none of them still blocks its address or can be followed.
     */
    async deleteTrialRegistrationsEndedBefore(cutoffIso: string): Promise<number> {
      return count(await db.deleteFrom('trial_registrations').where('expires_at', '<', cutoffIso).executeTakeFirst());
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
