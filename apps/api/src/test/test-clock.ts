import type { Clock } from '../lib/clock';

/** A clock a test moves by hand; it starts at `start` and stands still until told. */
export function createTestClock(start = Date.parse('2026-11-22T01:00:00.000Z')) {
  let current = start;
  const now: Clock = () => current;
  return {
    now,
    advance(milliseconds: number): void {
      current += milliseconds;
    },
  };
}

export type TestClock = ReturnType<typeof createTestClock>;
