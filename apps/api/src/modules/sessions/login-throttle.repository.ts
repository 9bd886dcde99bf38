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
  };
}

export type LoginThrottleRepository = ReturnType<typeof createLoginThrottleRepository>;
