import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/secure-token';
import { boundedKey } from '../../plugins/rate-limit-hook';
import type { LoginThrottleRepository } from './login-throttle.repository';

/** Failures on one account from all addresses are counted over this long for the backoff. */
const ACCOUNT_WINDOW_MS = 60 * 60_000;
const FIRST_BACKOFF_MS = 1_000;
/** An address or browser the owner has logged in from stays known this long after its last success. */
export const KNOWN_CLIENT_TTL_MS = 90 * 24 * 3_600_000;
/** The addresses and browsers remembered per user, the most recent ones. */
export const KNOWN_CLIENTS_PER_USER = 20;

/** Where a login comes from: its address, and the browser's device id once one has logged in. */
export interface LoginClient {
  address: string;
  deviceId?: string | undefined;
}

/** Known clients are stored as hashes: of the address, and of the device id (a secret of the browser). */
function clientHashesOf(client: LoginClient): string[] {
  const hashes = [hashToken(`address:${client.address}`)];
  if (client.deviceId) hashes.push(hashToken(`device:${client.deviceId}`));
  return hashes;
}

/**
 * Failed logins slow down whoever fails, not the account's owner (OWASP ASVS 2.2.1;
 * docs/decisions/005-login-throttling.md):
 * - per account and address: a few failures, then that pair waits for the window to end;
 * - per address: many failures on any accounts (credential stuffing), then that address waits;
 * - per account from all addresses: past a threshold each further failure doubles a short wait,
 *   capped, so guessing from many addresses stays slow. An address or browser the account has
 *   logged in from before is not held up by it: strangers cannot lock the owner out.
 * Only failures count, and a success clears its account and address counter.
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
    /**
     * Refuses with 429 and the seconds to wait while any counter of this attempt is over its limit;
     * the account backoff only for a client the account has not logged in from lately.
     */
    async assertMayTry(account: string, address: string, deviceId?: string): Promise<void> {
      const keys = keysOf(account, address);
      const nowMs = now();
      let waitUntil = 0;
      let accountBlockedUntil = 0;
      for (const row of await repository.find([keys.pair, keys.address, keys.account])) {
        const windowEndsAt = Date.parse(row.window_ends_at);
        if (windowEndsAt <= nowMs) continue;
        if (row.key === keys.pair && row.failures >= limits.perAccountAndAddress) waitUntil = Math.max(waitUntil, windowEndsAt);
        if (row.key === keys.address && row.failures >= limits.perAddress) waitUntil = Math.max(waitUntil, windowEndsAt);
        if (row.key === keys.account && row.blocked_until) accountBlockedUntil = Date.parse(row.blocked_until);
      }
      if (
        accountBlockedUntil > Math.max(waitUntil, nowMs) &&
        !(await repository.isKnownClient(
          account,
          clientHashesOf({ address, deviceId }),
          new Date(nowMs - KNOWN_CLIENT_TTL_MS).toISOString(),
        ))
      ) {
        waitUntil = accountBlockedUntil;
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

    /**
     * Clears the account and address counter. The account's own counter stays: the owner logging in
     * does not give whoever guesses from elsewhere a fresh run of failures before the backoff.
     */
    async recordSuccess(account: string, address: string): Promise<void> {
      await repository.clear([keysOf(account, address).pair]);
    },

    /** Remembers where the user has just logged in from, so the account backoff does not hold it up. */
    async rememberClient(userId: number, client: LoginClient): Promise<void> {
      await repository.rememberClients(userId, clientHashesOf(client), new Date(now()).toISOString(), KNOWN_CLIENTS_PER_USER);
    },

    /** Forgets the clients that have not logged in for longer than they stay known (the hourly purge). */
    async forgetOldClients(): Promise<void> {
      await repository.deleteClientsLastSeenBefore(new Date(now() - KNOWN_CLIENT_TTL_MS).toISOString());
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
