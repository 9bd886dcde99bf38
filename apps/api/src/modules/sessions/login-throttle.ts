import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { boundedKey } from '../../plugins/rate-limit-hook';
import type { LoginThrottleRepository } from './login-throttle.repository';

/** Failures on one account from all addresses are counted over this long for the backoff. */
const ACCOUNT_WINDOW_MS = 60 * 60_000;
const FIRST_BACKOFF_MS = 1_000;

/**
 * Failed logins slow down whoever fails, not the account's owner (OWASP ASVS 2.2.1;
 * docs/decisions/005-login-throttling.md):
 * - per account and address: a few failures, then that pair waits for the window to end;
 * - per address: many failures on any accounts (credential stuffing), then that address waits;
 * - per account from all addresses: past a threshold each further failure doubles a short wait,
 *   capped, so guessing from many addresses stays slow while the owner is held up briefly at most.
 * Only failures count, and a success clears its account's counters.
 */
export function createLoginThrottle(repository: LoginThrottleRepository, limits: Config['loginLimits'], now: () => number) {
  const keysOf = (account: string, address: string) => ({
    pair: boundedKey(`pair:${account}|${address}`),
    address: boundedKey(`address:${address}`),
    account: boundedKey(`account:${account}`),
  });
  const backoffMs = (failures: number) =>
    Math.min(FIRST_BACKOFF_MS * 2 ** (failures - limits.accountBackoffAfter), limits.accountBackoffMaxMs);

  return {
    /** Refuses with 429 and the seconds to wait while any counter of this attempt is over its limit. */
    async assertMayTry(account: string, address: string): Promise<void> {
      const keys = keysOf(account, address);
      const nowMs = now();
      let waitUntil = 0;
      for (const row of await repository.find([keys.pair, keys.address, keys.account])) {
        const windowEndsAt = Date.parse(row.window_ends_at);
        if (windowEndsAt <= nowMs) continue;
        if (row.key === keys.pair && row.failures >= limits.perAccountAndAddress) waitUntil = Math.max(waitUntil, windowEndsAt);
        if (row.key === keys.address && row.failures >= limits.perAddress) waitUntil = Math.max(waitUntil, windowEndsAt);
        if (row.key === keys.account && row.blocked_until) waitUntil = Math.max(waitUntil, Date.parse(row.blocked_until));
      }
      if (waitUntil > nowMs) {
        throw new AppError('tooManyRequests', { retryAfterSeconds: Math.ceil((waitUntil - nowMs) / 1000) });
      }
    },

    async recordFailure(account: string, address: string): Promise<void> {
      const keys = keysOf(account, address);
      const nowMs = now();
      const nowIso = new Date(nowMs).toISOString();
      const windowEnd = new Date(nowMs + limits.windowMs).toISOString();
      await repository.countFailure(keys.pair, nowIso, windowEnd);
      await repository.countFailure(keys.address, nowIso, windowEnd);
      const accountFailures = await repository.countFailure(
        keys.account,
        nowIso,
        new Date(nowMs + ACCOUNT_WINDOW_MS).toISOString(),
      );
      if (accountFailures >= limits.accountBackoffAfter) {
        await repository.block(keys.account, new Date(nowMs + backoffMs(accountFailures)).toISOString());
      }
    },

    async recordSuccess(account: string, address: string): Promise<void> {
      const keys = keysOf(account, address);
      await repository.clear([keys.pair, keys.account]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
