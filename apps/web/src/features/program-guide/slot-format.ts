import { type SlotFigure, weekdayOf } from '@tvcm/contracts';
import { formatRating, formatYen } from '../../lib/format-broadcast';

/**
 * The program guide's display formats. The trade's shared ones (29-hour clock, yen, ratings,
 * short dates) live in lib/format-broadcast because the carts show them too; re-exported here so
 * the guide's components read every format from one place.
 */
export { formatBroadcastTime, formatRating, formatShortDate, formatYen } from '../../lib/format-broadcast';

export interface SlotFigures {
  rating: number | null;
  perCost: number | null;
  cpm: number | null;
}

/** The figure chosen in the rating settings, as shown on a slot: a rating or yen, '—' without a rating. */
export function formatFigure(figure: SlotFigure, figures: SlotFigures): string {
  return figure === 'rating' ? formatRating(figures.rating) : formatYen(figures[figure]);
}

const WEEKDAY_LABELS = ['月', '火', '水', '木', '金', '土', '日'] as const;

/** 月 … 日 for a business date (its own calendar weekday, whatever the browser's zone). */
export function weekdayLabel(date: string): string {
  return WEEKDAY_LABELS[weekdayOf(date)] ?? '';
}

/** Saturday and Sunday columns are coloured (and labelled by their weekday, so colour is not the only signal). */
export function weekendOf(date: string): 'saturday' | 'sunday' | null {
  const weekday = weekdayOf(date);
  return weekday === 5 ? 'saturday' : weekday === 6 ? 'sunday' : null;
}
