import type { AppDatabase } from '../../db/database';
import type { SessionRow } from '../../db/schema';

export function createSessionsRepository(db: AppDatabase) {
  return {
    findCredentialsByAccount(account: string) {
      return db.selectFrom('users').select(['id', 'password_hash', 'status']).where('account', '=', account).executeTakeFirst();
    },

    /**
     * The session with its user's company and terms flag, in one indexed lookup: every authenticated
     * call needs them. Only an active user's session counts: deactivation deletes the sessions, and
     * this also turns away one a login racing the deactivation may have created after that.
     */
    findActiveByTokenHash(tokenHash: string, nowIso: string) {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.user_id', 'sessions.last_seen_at', 'users.company_id', 'users.is_terms_of_service'])
        .where('sessions.token_hash', '=', tokenHash)
        .where('users.status', '=', 'ACTIVE')
        .where('sessions.expires_at', '>', nowIso)
        .where('sessions.absolute_expires_at', '>', nowIso)
        .executeTakeFirst();
    },

    async insertSession(session: SessionRow) {
      await db.insertInto('sessions').values(session).execute();
    },

    async recordLogin(session: SessionRow, login: { ipAddress: string | null; userAgent: string | null }) {
      await db
        .insertInto('login_histories')
        .values({
          user_id: session.user_id,
          session_id: session.id,
          ip_address: login.ipAddress,
          user_agent: login.userAgent,
          logged_in_at: session.created_at,
        })
        .execute();
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
