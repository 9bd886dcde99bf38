/**
 * Business dates are JST calendar dates written `yyyy-MM-dd`. Japan keeps no daylight saving, so
 * JST is always UTC+9; the arithmetic below works on the date alone (as a UTC midnight), which
 * never meets a time-zone edge. A date is never derived with `toISOString()` of a local instant.
 */
const JST_OFFSET_MS = 9 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The JST calendar date of an instant. */
export function businessDateOf(instant: Date | number): string {
  return new Date(new Date(instant).getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The broadcast date an instant belongs to: the broadcast day runs 05:00 to 28:59 JST, so 01:30
 * on Tuesday belongs to Monday.
 */
export function broadcastDateOf(instant: Date | number, dayStartHour = 5): string {
  return businessDateOf(new Date(instant).getTime() - dayStartHour * 3600 * 1000);
}

function toUtcMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/**
 * The instant a business date begins, JST midnight, as an ISO-8601 UTC instant: `2026-11-01` is
 * `2026-10-31T15:00:00.000Z`. A period of dates `[from, to)` is the instants from the start of
 * `from` up to, not including, the start of `to`.
 */
export function businessDateStartIso(date: string): string {
  return new Date(toUtcMidnight(date) - JST_OFFSET_MS).toISOString();
}

export function addDays(date: string, days: number): string {
  return new Date(toUtcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday 0 to Sunday 6 (SPEC.md §3). */
export function weekdayOf(date: string): number {
  return (new Date(toUtcMidnight(date)).getUTCDay() + 6) % 7;
}

/** The Monday of the week `date` is in: weeks start on Monday. */
export function mondayOf(date: string): string {
  return addDays(date, -weekdayOf(date));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / DAY_MS);
}

/** The dates from `from` to `to`, both included. */
export function datesFrom(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index));
}
