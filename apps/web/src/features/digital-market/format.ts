import { STREAMING_AUDIENCE_TARGETS, type StreamingAudienceTarget } from '@tvcm/contracts';
import { formatShortDate } from '../../lib/format-broadcast';
import type { TFunction } from '../../lib/i18n';

const count = new Intl.NumberFormat('ja-JP');

/** Impressions with their unit: `1,200,000imp`. */
export function formatImpressions(impressions: number, t: TFunction): string {
  return t('digitalMarket.streaming.impressions', { count: count.format(impressions) });
}

/** A whole number with thousands separators. */
export const formatCount = (value: number) => count.format(value);

/** A delivery window: `12/1(月)〜12/14(日)`, or one day. */
export function formatWindow(start: string, end: string, t: TFunction): string {
  return start === end
    ? formatShortDate(start)
    : t('digitalMarket.window', { from: formatShortDate(start), to: formatShortDate(end) });
}

const isAudience = (target: string): target is StreamingAudienceTarget =>
  (STREAMING_AUDIENCE_TARGETS as readonly string[]).includes(target);

/** A targeting option's label: `F1`, or `エリア:関東` for `area:kanto` (by the area's name when known). */
export function targetLabel(target: string, t: TFunction, areaNames: ReadonlyMap<string, string> = new Map()): string {
  if (isAudience(target)) return t(`digitalMarket.targets.${target}`);
  const code = target.startsWith('area:') ? target.slice('area:'.length) : target;
  return t('digitalMarket.targets.area', { area: areaNames.get(code) ?? code });
}
