import { POINTS_PLACEHOLDER, POINTS_SUFFIX } from '@tvcm/contracts';

const JAPANESE_NUMBER = new Intl.NumberFormat('ja-JP');

/** The balance as the top bar shows it (SPEC.md §9): `76,000pt`, or `-` while unknown. */
export function formatPointBalance(balance: number | undefined): string {
  return balance === undefined ? POINTS_PLACEHOLDER : `${JAPANESE_NUMBER.format(balance)}${POINTS_SUFFIX}`;
}
