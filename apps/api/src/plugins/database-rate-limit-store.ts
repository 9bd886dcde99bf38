import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../lib/clock';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A store for @fastify/rate-limit that keeps counters in the database, so every API process
 * behind a load balancer sees the same count. The plugin passes each limiter's window (ms) to
 * `incr`, so one store serves limiters of different windows.
 */
export function databaseRateLimitStore(db: AppDatabase, clock: Clock): FastifyRateLimitStoreCtor {
  async function increment(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
    const now = new Date(clock());
    const nowIso = now.toISOString();
    const resetAt = new Date(now.getTime() + timeWindowMs).toISOString();
    const row = await db
      .insertInto('rate_limits')
      .values({ key, hits: 1, reset_at: resetAt })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => ({
          hits: eb
            .case()
            .when('rate_limits.reset_at', '<=', nowIso)
            .then(1)
            .else(eb('rate_limits.hits', '+', 1))
            .end(),
          reset_at: eb
            .case()
            .when('rate_limits.reset_at', '<=', nowIso)
            .then(eb.ref('excluded.reset_at'))
            .else(eb.ref('rate_limits.reset_at'))
            .end(),
        })),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { current: Number(row.hits), ttl: Math.max(0, Date.parse(row.reset_at) - now.getTime()) };
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindowMs = 60_000): void {
      increment(key, timeWindowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
