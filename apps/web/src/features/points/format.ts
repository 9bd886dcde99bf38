import { POINTS_SUFFIX } from '@tvcm/contracts';

const JAPANESE_NUMBER = new Intl.NumberFormat('ja-JP');
/** U+2212, the minus sign: a hyphen is shorter than the plus beside it and reads as a dash. */
const MINUS_SIGN = '−';

/** A ledger entry's amount with its sign: `+100,000pt`, `−24,000pt` (`0pt` for none). */
export function formatPointAmount(amount: number): string {
  const sign = amount > 0 ? '+' : amount < 0 ? MINUS_SIGN : '';
  return `${sign}${JAPANESE_NUMBER.format(Math.abs(amount))}${POINTS_SUFFIX}`;
}

/** Which way an amount moves the balance, for its colour. */
export function directionOf(amount: number): 'in' | 'out' | 'none' {
  return amount > 0 ? 'in' : amount < 0 ? 'out' : 'none';
}

/** A business date as the table shows it: `2026-12-31` → `2026/12/31`. */
export function formatBusinessDate(date: string): string {
  return date.replaceAll('-', '/');
}
