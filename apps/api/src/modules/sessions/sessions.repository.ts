import type { AppDatabase } from '../../db/database';
import type { SessionRow } from '../../db/schema';

export function createSessionsRepository(db: AppDatabase) {
  return {
    findCredentialsByAccount(account: string) {
      return db.selectFrom('users').select(['id', 'password_hash']).where('account', '=', account).executeTakeFirst();
    },

    /** The session with its user's company, in one indexed lookup: most authenticated calls need both. */
    findActiveByTokenHash(tokenHash: string, nowIso: string) {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.user_id', 'sessions.last_seen_at', 'users.company_id'])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', nowIso)
        .where('sessions.absolute_expires_at', '>', nowIso)
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
