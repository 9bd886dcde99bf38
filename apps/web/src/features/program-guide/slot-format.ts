import { type SlotFigure, weekdayOf } from '@tvcm/contracts';
import { formatRating, formatYen } from '../../lib/format-broadcast';

/** The program guide's own display formats; those the carts show too are in lib/format-broadcast. */

export interface SlotFigures {
  rating: number | null;
  perCost: number | null;
  cpm: number | null;
}

/** The figure chosen in the rating settings, as shown on a slot: a rating or yen, '—' without a rating. */
export function formatFigure(figure: SlotFigure, figures: SlotFigures): string {
  return figure === 'rating' ? formatRating(figures.rating) : formatYen(figures[figure]);
}

/** Saturday and Sunday columns are coloured (and labelled by their weekday, so colour is not the only signal). */
export function weekendOf(date: string): 'saturday' | 'sunday' | null {
  const weekday = weekdayOf(date);
  return weekday === 5 ? 'saturday' : weekday === 6 ? 'sunday' : null;
}
