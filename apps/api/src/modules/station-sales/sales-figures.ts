import { DECLINE_REASONS, type DeclineReason, RATING_SCALE, type SalesFigures } from '@tvcm/contracts';
import type { InventorySums, ItemSums } from './station-sales.repository';

/** The sums a row's figures are worked out from; rows, totals and timeline points add them up. */
export interface FigureSums {
  revenue: number;
  unitsContracted: number;
  unitsHeld: number;
  unitsDeclined: number;
  declinedByReason: Partial<Record<DeclineReason, number>>;
  unitsCancelled: number;
  ratedUnits: number;
  audience: number;
  unitsOnSale: number;
  unitsSold: number;
}

export const emptySums = (): FigureSums => ({
  revenue: 0,
  unitsContracted: 0,
  unitsHeld: 0,
  unitsDeclined: 0,
  declinedByReason: {},
  unitsCancelled: 0,
  ratedUnits: 0,
  audience: 0,
  unitsOnSale: 0,
  unitsSold: 0,
});

export function addItemSums(sums: FigureSums, item: ItemSums): void {
  switch (item.status) {
    case 'CONTRACTED':
      sums.revenue += item.amount;
      sums.unitsContracted += item.units;
      sums.ratedUnits += item.ratedUnits;
      sums.audience += item.audience;
      break;
    case 'APPLIED':
    case 'ACCEPTED':
      sums.unitsHeld += item.units;
      break;
    case 'DECLINED': {
      sums.unitsDeclined += item.units;
      const reason = (DECLINE_REASONS as readonly string[]).includes(item.declineReason ?? '')
        ? (item.declineReason as DeclineReason)
        : 'OTHER';
      sums.declinedByReason[reason] = (sums.declinedByReason[reason] ?? 0) + item.units;
      break;
    }
    case 'CANCELLED':
      sums.unitsCancelled += item.units;
      break;
  }
}

export function addInventorySums(sums: FigureSums, inventory: Pick<InventorySums, 'unitsOnSale' | 'unitsSold'>): void {
  sums.unitsOnSale += inventory.unitsOnSale;
  sums.unitsSold += inventory.unitsSold;
}

export function addSums(into: FigureSums, from: FigureSums): void {
  into.revenue += from.revenue;
  into.unitsContracted += from.unitsContracted;
  into.unitsHeld += from.unitsHeld;
  into.unitsDeclined += from.unitsDeclined;
  for (const reason of DECLINE_REASONS) {
    const units = from.declinedByReason[reason];
    if (units) into.declinedByReason[reason] = (into.declinedByReason[reason] ?? 0) + units;
  }
  into.unitsCancelled += from.unitsCancelled;
  into.ratedUnits += from.ratedUnits;
  into.audience += from.audience;
  into.unitsOnSale += from.unitsOnSale;
  into.unitsSold += from.unitsSold;
}

/** A percentage with one decimal; null when there is nothing to divide by. */
export const percentOf = (part: number, whole: number | null): number | null =>
  whole === null || whole <= 0 ? null : Math.round((part / whole) * 1000) / 10;

/**
 * How the sums' audience reads as impressions: a TV slot's sum is units × rating (basis points of
 * a percent) × universe, a digital product's already counts impressions.
 */
export const TV_AUDIENCE_PER_IMPRESSION = RATING_SCALE * 100;

export function figuresOf(
  sums: FigureSums,
  options: { withInventory: boolean; audiencePerImpression: number; rated: boolean },
): SalesFigures {
  const impressions = sums.audience / options.audiencePerImpression;
  return {
    revenue: sums.revenue,
    unitsContracted: sums.unitsContracted,
    unitsOnSale: options.withInventory ? sums.unitsOnSale : null,
    unitsSold: options.withInventory ? sums.unitsSold : null,
    sellThrough: options.withInventory ? percentOf(sums.unitsSold, sums.unitsOnSale) : null,
    averageUnitPrice: sums.unitsContracted > 0 ? Math.round(sums.revenue / sums.unitsContracted) : null,
    unitsHeld: sums.unitsHeld,
    // Σ(units × rating in %) is ratedUnits ÷ RATING_SCALE.
    perCost: options.rated && sums.ratedUnits > 0 ? Math.round((sums.revenue * RATING_SCALE) / sums.ratedUnits) : null,
    cpm: impressions > 0 ? Math.round((sums.revenue / impressions) * 1000) : null,
    unitsDeclined: sums.unitsDeclined,
    declinedByReason: Object.fromEntries(DECLINE_REASONS.map((reason) => [reason, sums.declinedByReason[reason] ?? 0])) as Record<
      DeclineReason,
      number
    >,
    unitsCancelled: sums.unitsCancelled,
  };
}
