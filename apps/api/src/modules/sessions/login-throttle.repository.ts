import type { AppDatabase } from '../../db/database';

export function createLoginThrottleRepository(db: AppDatabase) {
  return {
    find(keys: string[]) {
      return db.selectFrom('login_throttles').selectAll().where('key', 'in', keys).execute();
    },

    /** One more failure under `key`, in a new window if the last one has ended; answers the count. */
    async countFailure(key: string, nowIso: string, windowEndsAtIso: string): Promise<number> {
      const row = await db
        .insertInto('login_throttles')
        .values({ key, failures: 1, window_ends_at: windowEndsAtIso, blocked_until: null })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => {
            const windowEnded = eb('login_throttles.window_ends_at', '<=', nowIso);
            return {
              failures: eb
                .case()
                .when(windowEnded)
                .then(1)
                .else(eb('login_throttles.failures', '+', 1))
                .end(),
              window_ends_at: eb
                .case()
                .when(windowEnded)
                .then(eb.ref('excluded.window_ends_at'))
                .else(eb.ref('login_throttles.window_ends_at'))
                .end(),
              blocked_until: eb.case().when(windowEnded).then(null).else(eb.ref('login_throttles.blocked_until')).end(),
            };
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      return Number(row.failures);
    },

    async block(key: string, untilIso: string): Promise<void> {
      await db.updateTable('login_throttles').set({ blocked_until: untilIso }).where('key', '=', key).execute();
    },

    async clear(keys: string[]): Promise<void> {
      await db.deleteFrom('login_throttles').where('key', 'in', keys).execute();
    },

    /** Whether the account has logged in successfully, since `sinceIso`, from any of these clients. */
    async isKnownClient(account: string, clientHashes: string[], sinceIso: string): Promise<boolean> {
      const row = await db
        .selectFrom('login_known_clients')
        .innerJoin('users', 'users.id', 'login_known_clients.user_id')
        .select('login_known_clients.user_id')
        .where('users.account', '=', account)
        .where('login_known_clients.client_hash', 'in', clientHashes)
        .where('login_known_clients.last_success_at', '>', sinceIso)
        .executeTakeFirst();
      return row !== undefined;
    },

    async deleteClientsLastSeenBefore(cutoffIso: string): Promise<void> {
      await db.deleteFrom('login_known_clients').where('last_success_at', '<=', cutoffIso).execute();
    },

    /** Notes a success from these clients, and keeps only the user's `keep` most recent ones. */
    async rememberClients(userId: number, clientHashes: string[], nowIso: string, keep: number): Promise<void> {
      await db
        .insertInto('login_known_clients')
        .values(clientHashes.map((client_hash) => ({ user_id: userId, client_hash, last_success_at: nowIso })))
        .onConflict((conflict) => conflict.columns(['user_id', 'client_hash']).doUpdateSet({ last_success_at: nowIso }))
        .execute();
      const kept = db
        .selectFrom('login_known_clients')
        .select('client_hash')
        .where('user_id', '=', userId)
        .orderBy('last_success_at', 'desc')
        .orderBy('client_hash')
        .limit(keep);
      await db.deleteFrom('login_known_clients').where('user_id', '=', userId).where('client_hash', 'not in', kept).execute();
    },
  };
}

export type LoginThrottleRepository = ReturnType<typeof createLoginThrottleRepository>;
