import type { PlanCandidate } from '@tvcm/contracts';
import { formatBroadcastTime, formatShortDate } from '../../lib/format-broadcast';
import { i18n } from '../../lib/i18n';

const count = new Intl.NumberFormat('ja-JP');
const oneDecimal = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A whole number with thousands separators. */
export const formatNumber = (value: number) => count.format(value);

/** A percentage the API gives with one decimal (reach, a share): `67.1%`. */
export const formatPercent = (value: number) => i18n.t('plannings.percent', { value: oneDecimal.format(value) });

/** `2026-12-01`〜`2026-12-14` as `12/1(火)〜12/14(月)`. */
export const formatPeriod = (from: string, to: string) =>
  i18n.t('plannings.period', { from: formatShortDate(from), to: formatShortDate(to) });

/** When a slot airs (`12/1(火) 19:00`), or a digital product's delivery window. */
export function whenOf(line: PlanCandidate): string {
  if (line.kind === 'slot' && line.date !== null && line.start !== null) {
    return `${formatShortDate(line.date)} ${formatBroadcastTime(line.start)}`;
  }
  if (line.deliveryStart && line.deliveryEnd) {
    return i18n.t('plannings.candidates.delivery', {
      from: formatShortDate(line.deliveryStart.slice(0, 10)),
      to: formatShortDate(line.deliveryEnd.slice(0, 10)),
    });
  }
  return i18n.t(`plannings.candidates.kinds.${line.kind}`);
}

/** A line's name in a sentence: its station, when and programme or product. */
export function lineName(line: PlanCandidate): string {
  return [line.station.shortName, whenOf(line), line.programmeTitle ?? line.title].filter(Boolean).join(' ');
}

/** A product's identity across answers: its kind and id. */
export const productKey = (ref: { kind: string; productId: number }) => `${ref.kind}:${ref.productId}`;
