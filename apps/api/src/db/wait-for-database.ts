import { isDatabaseUnavailable } from './database-unavailable';

/** Waits between attempts while the database cannot be reached: quickly at first, then every 5 s. */
export const START_UP_RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000] as const;

export interface WaitForDatabaseOptions {
  /** Told of every failed attempt and how long until the next. */
  onRetry: (error: Error, attempt: number, delayMs: number) => void;
  delaysMs?: readonly number[];
  /** Waits between attempts; tests pass one that resolves when they say. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` (the first connection and migration) until it succeeds, waiting with back-off
 * while the database cannot be reached (isDatabaseUnavailable). Any other failure, a migration
 * that fails on its own, is thrown at once: waiting would not mend it.
 */
export async function waitForDatabase<T>(attempt: () => Promise<T>, options: WaitForDatabaseOptions): Promise<T> {
  const delays = options.delaysMs ?? START_UP_RETRY_DELAYS_MS;
  const sleep = options.sleep ?? defaultSleep;
  for (let count = 1; ; count++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof Error) || !isDatabaseUnavailable(error)) throw error;
      const delayMs = delays[Math.min(count - 1, delays.length - 1)] ?? 1_000;
      options.onRetry(error, count, delayMs);
      await sleep(delayMs);
    }
  }
}
