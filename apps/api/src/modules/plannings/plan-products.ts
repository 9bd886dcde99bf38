import {
  cpmYen,
  type OneDayProduct,
  type PlanCandidate,
  type PlanProductRef,
  perCostYen,
  RATING_SCALE,
  STREAMING_UNIT_IMPRESSIONS,
  type StreamingProduct,
  type Target,
} from '@tvcm/contracts';
import { isOnSale, type RatedSlotRow, slotStateOf } from '../inventory';

/**
 * A plan's products in the plan's terms: each slot, streaming product or 1-day day as a candidate
 * line — yen per unit, target rating and impressions per unit, what is left — whether it comes from
 * the candidate search or from a saved line. One mapping per kind, shared by both.
 */

/** A candidate and what the optimiser and the figures need beside the contract's fields. */
export interface PlanProduct extends PlanCandidate {
  /** Whether a buyer may put it in a cart today (on sale, within its sales period). */
  onSale: boolean;
  /** A slot's programme airing and household rating (basis points); null for digital products. */
  programmeId: number | null;
  householdRating: number | null;
  /** Target GRP one unit adds, in basis points (a digital unit's impressions as rating points of the universe). */
  valuePerUnit: number;
  /** A streaming product bought targeted to the plan's target: the targeting a cart line asks for. */
  target: string | null;
}

export const productKey = (ref: PlanProductRef): string => `${ref.kind}:${ref.productId}`;

/** The share of a product's impressions that reach the plan's target when it is not targeted to it. */
export interface AudienceShares {
  /** The target's universe in the area (people or households). */
  universe: number;
  /** Target universe ÷ all individuals: the share of untargeted impressions that are the target's. */
  share: number;
}

const bp = (impressions: number, universe: number): number => (universe > 0 ? (impressions / universe) * 100 * RATING_SCALE : 0);

export function slotProduct(
  row: RatedSlotRow,
  householdRating: number | null,
  audience: AudienceShares,
  today: string,
): PlanProduct {
  const { state, remaining } = slotStateOf(row, today);
  const rating = row.rating ?? null;
  const impressions = rating ? Math.round((rating / (100 * RATING_SCALE)) * audience.universe) : 0;
  return {
    kind: 'slot',
    productId: row.id,
    station: { id: row.station_id, shortName: row.station_short_name },
    programmeTitle: row.programme_title,
    date: row.broadcast_date,
    start: row.start_second,
    position: row.position,
    length: row.length_seconds,
    title: null,
    deliveryStart: null,
    deliveryEnd: null,
    unitPrice: row.price,
    remaining,
    minimumUnits: 1,
    rating,
    perCost: perCostYen(row.price, rating),
    cpm: cpmYen(row.price, rating, audience.universe),
    impressionsPerUnit: impressions,
    onSale: isOnSale(state),
    programmeId: row.programme_id,
    householdRating,
    valuePerUnit: rating ?? 0,
    target: null,
  };
}

/**
 * A streaming product bought by the thousand impressions: targeted to the plan's target when the
 * product offers it (at its surcharged CPM, every impression the target's), untargeted otherwise
 * (at its CPM, the target's share of the impressions).
 */
export function streamingProduct(product: StreamingProduct, target: Target | null, audience: AudienceShares): PlanProduct {
  const targeting = product.targeting.find((option) => option.target === target);
  const unitPrice = targeting?.cpm ?? product.cpm;
  const impressions = Math.round(STREAMING_UNIT_IMPRESSIONS * (targeting ? 1 : audience.share));
  return {
    ...digitalFields(product.station, product.title, product.deliveryStart, product.deliveryEnd),
    kind: 'streaming',
    productId: product.id,
    unitPrice,
    remaining: Math.floor(product.impressionsRemaining / STREAMING_UNIT_IMPRESSIONS),
    minimumUnits: Math.max(1, Math.ceil(product.minimumImpressions / STREAMING_UNIT_IMPRESSIONS)),
    cpm: impressions > 0 ? Math.round((unitPrice / impressions) * 1000) : null,
    impressionsPerUnit: impressions,
    onSale: isOnSale(product.state),
    valuePerUnit: bp(impressions, audience.universe),
    target: targeting ? targeting.target : null,
  };
}

/** A day of a 1-day surface: one unit at the day's price, its estimated impressions the target's share. */
export function oneDayProduct(product: OneDayProduct, audience: AudienceShares): PlanProduct {
  const impressions = Math.round(product.estimatedImpressions * audience.share);
  return {
    ...digitalFields(product.station, product.surface.name, product.date, product.date),
    kind: 'oneday',
    productId: product.id,
    unitPrice: product.price,
    remaining: isOnSale(product.state) ? 1 : 0,
    minimumUnits: 1,
    cpm: impressions > 0 ? Math.round((product.price / impressions) * 1000) : null,
    impressionsPerUnit: impressions,
    onSale: isOnSale(product.state),
    valuePerUnit: bp(impressions, audience.universe),
    target: null,
  };
}

function digitalFields(
  station: { id: number; shortName: string },
  title: string,
  deliveryStart: string,
  deliveryEnd: string,
): Omit<
  PlanProduct,
  | 'kind'
  | 'productId'
  | 'unitPrice'
  | 'remaining'
  | 'minimumUnits'
  | 'cpm'
  | 'impressionsPerUnit'
  | 'onSale'
  | 'valuePerUnit'
  | 'target'
> {
  return {
    station: { id: station.id, shortName: station.shortName },
    programmeTitle: null,
    date: null,
    start: null,
    position: null,
    length: null,
    title,
    deliveryStart,
    deliveryEnd,
    rating: null,
    perCost: null,
    programmeId: null,
    householdRating: null,
  };
}

/** The contract's candidate: the product without what only the server weighs. */
export function toCandidate(product: PlanProduct): PlanCandidate {
  const {
    onSale: _onSale,
    programmeId: _programme,
    householdRating: _household,
    valuePerUnit: _value,
    target: _target,
    ...candidate
  } = product;
  return candidate;
}

/** Ascending target CPM, products without one last; ties by station and air time. */
export function byTargetCpm(a: PlanCandidate, b: PlanCandidate): number {
  return (
    (a.cpm ?? Number.MAX_SAFE_INTEGER) - (b.cpm ?? Number.MAX_SAFE_INTEGER) ||
    a.station.id - b.station.id ||
    (a.date ?? a.deliveryStart ?? '').localeCompare(b.date ?? b.deliveryStart ?? '') ||
    (a.start ?? 0) - (b.start ?? 0) ||
    a.productId - b.productId
  );
}
