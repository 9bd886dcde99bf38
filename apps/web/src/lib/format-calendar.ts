// The month as Japanese readers write it (`2026年12月`), from the locale rather than a pattern of our own.
const monthFormat = new Intl.DateTimeFormat('ja-JP', { timeZone: 'UTC', year: 'numeric', month: 'long' });
const longDateFormat = new Intl.DateTimeFormat('ja-JP', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** A `yyyy-MM` month as `2026年12月`. */
export function formatMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthFormat.format(date);
}

/** `2026-12`〜`2027-01` → `2026年12月〜2027年1月`; one month alone when both are the same. */
export function formatMonthRange(from: string, to: string): string {
  return from === to ? formatMonth(from) : `${formatMonth(from)}〜${formatMonth(to)}`;
}

/** A JST date (`2026-11-26`) as `2026年11月26日`. */
export function formatLongDate(date: string): string {
  const instant = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(instant.getTime()) ? date : longDateFormat.format(instant);
}

/** A JST date (`2026-12-31`) as `2026/12/31`. */
export function formatSlashDate(date: string): string {
  return date.replaceAll('-', '/');
}
