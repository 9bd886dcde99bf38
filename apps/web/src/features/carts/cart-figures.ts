import { type CartItem, RATING_SCALE } from '@tvcm/contracts';

/** The sums of a set of lines (a station's, a broadcast day's, the cart's). */
export interface LineTotals {
  units: number;
  amount: number;
  /** Rating × units over the rated lines, in basis points. */
  grp: number;
  /** The rated lines' amount per rating point, in yen; null without ratings. */
  perCost: number | null;
}

/** As the API figures the cart's average per-cost: only lines with a rating count. */
export function totalsOf(items: readonly CartItem[]): LineTotals {
  let units = 0;
  let amount = 0;
  let grp = 0;
  let ratedAmount = 0;
  for (const item of items) {
    units += item.quantity;
    amount += item.amount;
    if (item.slot.rating) {
      grp += item.slot.rating * item.quantity;
      ratedAmount += item.amount;
    }
  }
  return { units, amount, grp, perCost: grp > 0 ? Math.round((ratedAmount * RATING_SCALE) / grp) : null };
}

export interface DayGroup {
  date: string;
  items: CartItem[];
}

export interface StationGroup {
  station: CartItem['slot']['station'];
  days: DayGroup[];
  items: CartItem[];
}

/**
 * The lines by station (in the order of `stationOrder`, the cart's remote-control key order) and
 * then by broadcast day, each day in air order.
 */
export function groupByStation(items: readonly CartItem[], stationOrder: readonly number[]): StationGroup[] {
  const stations = new Map<number, StationGroup>();
  const sorted = [...items].sort((a, b) => a.slot.date.localeCompare(b.slot.date) || a.slot.start - b.slot.start);
  for (const item of sorted) {
    const group = stations.get(item.slot.station.id) ?? { station: item.slot.station, days: [], items: [] };
    group.items.push(item);
    const day = group.days.at(-1);
    if (day?.date === item.slot.date) day.items.push(item);
    else group.days.push({ date: item.slot.date, items: [item] });
    stations.set(item.slot.station.id, group);
  }
  const rank = (id: number) => {
    const index = stationOrder.indexOf(id);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...stations.values()].sort((a, b) => rank(a.station.id) - rank(b.station.id) || a.station.id - b.station.id);
}
