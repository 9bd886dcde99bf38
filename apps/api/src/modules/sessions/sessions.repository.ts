import type { AppDatabase } from '../../db/database';
import type { SessionRow } from '../../db/schema';

export function createSessionsRepository(db: AppDatabase) {
  return {
    findCredentialsByAccount(account: string) {
      return db.selectFrom('users').select(['id', 'password_hash']).where('account', '=', account).executeTakeFirst();
    },

    findActiveByTokenHash(tokenHash: string, nowIso: string) {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', nowIso)
        .where('absolute_expires_at', '>', nowIso)
        .executeTakeFirst();
    },

    /** Starts a session and records the login in one transaction; an old session of the same browser ends with it. */
    async startSession(
      session: SessionRow,
      login: { ipAddress: string | null; userAgent: string | null },
      replacedTokenHash?: string,
    ) {
      await db.transaction().execute(async (trx) => {
        if (replacedTokenHash) await trx.deleteFrom('sessions').where('token_hash', '=', replacedTokenHash).execute();
        await trx.insertInto('sessions').values(session).execute();
        await trx
          .insertInto('login_histories')
          .values({
            user_id: session.user_id,
            session_id: session.id,
            ip_address: login.ipAddress,
            user_agent: login.userAgent,
            logged_in_at: session.created_at,
          })
          .execute();
      });
    },

    async touch(id: string, lastSeenAt: string, expiresAt: string) {
      await db.updateTable('sessions').set({ last_seen_at: lastSeenAt, expires_at: expiresAt }).where('id', '=', id).execute();
    },

    async deleteByTokenHash(tokenHash: string) {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    async deleteExpired(nowIso: string) {
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', nowIso), eb('absolute_expires_at', '<=', nowIso)]))
        .execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
