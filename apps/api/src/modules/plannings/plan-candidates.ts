import {
  broadcastHourOf,
  PLAN_CANDIDATES_MAX,
  type PlanConditions,
  type PlanProductRef,
  segmentCellKey,
  type Target,
} from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import { type InventoryService, type RatedSlotRow, ratingColumnOf, type StationVisibility } from '../inventory';
import { slotConditionsOf } from './plan-conditions';
import {
  type AudienceShares,
  byTargetCpm,
  oneDayProduct,
  type PlanProduct,
  productKey,
  slotProduct,
  streamingProduct,
} from './plan-products';
import type { SegmentRatingsReader } from './segment-ratings-reader';

/** The most streaming products and 1-day days of an area-month a plan weighs. */
const DIGITAL_CANDIDATES_MAX = 5_000;

/** The target's universe in the area and its share of all individuals (households count as individuals). */
export async function audienceOf(inventory: InventoryService, area: string, target: Target): Promise<AudienceShares> {
  const [targets, individuals] = await Promise.all([inventory.universesOf(target), inventory.universesOf('individual')]);
  const universe = targets.get(area) ?? 0;
  const all = individuals.get(area) ?? 0;
  const share = target === 'household' || all === 0 ? 1 : Math.min(1, universe / all);
  return { universe, share };
}

/**
 * Whom a plan is for: the demographic's universe and share, or a licensed segment's population in
 * the area and each slot's rating from the segment's cell (station × broadcast date × hour; none
 * where the cell is under the minimum panel count or outside the licence).
 */
export interface PlanAudience extends AudienceShares {
  /** The demographic a streaming product may be targeted to; null for a segment, which no product targets. */
  target: Target | null;
  /** A slot's rating in the segment, or null without one; absent for a demographic (the slot's own column). */
  segmentRatingOf?: (stationId: number, date: string, start: number) => number | null;
}

/** Where no target data is wired (the demo seed's plans): every segment reads as unlicensed. */
const NO_SEGMENTS: SegmentRatingsReader = {
  ratingsFor: () => Promise.reject(new AppError('segmentNotLicensed')),
};

export function createPlanAudiences(inventory: InventoryService, segments: SegmentRatingsReader = NO_SEGMENTS) {
  return async (
    companyId: number | undefined,
    conditions: Pick<PlanConditions, 'area' | 'target' | 'segment' | 'dateFrom' | 'dateTo'>,
  ): Promise<PlanAudience> => {
    if (conditions.segment === null) {
      return { ...(await audienceOf(inventory, conditions.area, conditions.target)), target: conditions.target };
    }
    if (companyId === undefined) throw new AppError('segmentNotLicensed');
    const [read, individuals] = await Promise.all([
      segments.ratingsFor(companyId, conditions.segment, conditions.area, conditions.dateFrom, conditions.dateTo),
      inventory.universesOf('individual'),
    ]);
    const all = individuals.get(conditions.area) ?? 0;
    return {
      universe: read.universe,
      share: all === 0 ? 1 : Math.min(1, read.universe / all),
      target: null,
      segmentRatingOf: (stationId, date, start) =>
        read.ratings.get(segmentCellKey(stationId, date, broadcastHourOf(start))) ?? null,
    };
  };
}

export type PlanAudiences = ReturnType<typeof createPlanAudiences>;

/** The slot rated as the plan's audience rates it: a segment's cell, or the demographic column read with it. */
const ratedFor = <Row extends RatedSlotRow>(row: Row, audience: PlanAudience): Row =>
  audience.segmentRatingOf
    ? { ...row, rating: audience.segmentRatingOf(row.station_id, row.broadcast_date, row.start_second) }
    : row;

/**
 * The candidates of a plan's conditions: the slots on sale that match them (the cheapest target
 * CPM first, up to PLAN_CANDIDATES_MAX) and, when asked and allowed, the area's streaming products
 * and 1-day days on sale whose delivery falls in the period. Products without a target rating
 * are left out: they add nothing to any goal.
 */
export async function loadCandidates(
  inventory: InventoryService,
  conditions: PlanConditions,
  visibility: StationVisibility,
  today: string,
  withDigital: boolean,
  audience: PlanAudience,
): Promise<{ products: PlanProduct[]; total: number }> {
  // A segment's cheapest CPM is not the column's: its slots are read in air-time order and rated here.
  const { rows, total } = await inventory.slotPage(
    slotConditionsOf(conditions, today),
    visibility,
    { ratingType: conditions.ratingType, target: conditions.target },
    { sort: audience.segmentRatingOf ? 'airTime' : 'cpm', order: 'asc', offset: 0, limit: PLAN_CANDIDATES_MAX, today },
  );
  const products = rows
    .map((row) => ratedFor(row, audience))
    .filter((row) => (row.rating ?? 0) > 0)
    .map((row) => slotProduct(row, null, audience, today));
  if (withDigital) products.push(...(await digitalCandidates(inventory, conditions, visibility, audience, today)));
  products.sort(byTargetCpm);
  return { products, total: total - rows.length + products.length };
}

async function digitalCandidates(
  inventory: InventoryService,
  conditions: PlanConditions,
  visibility: StationVisibility,
  audience: PlanAudience,
  today: string,
): Promise<PlanProduct[]> {
  const stations = new Set(conditions.stations);
  const inStations = (product: PlanProduct) => stations.size === 0 || stations.has(product.station.id);
  const [streaming, days] = await Promise.all([
    inventory.streamingPage(
      { areaCode: conditions.area, deliveryFrom: conditions.dateFrom, deliveryTo: conditions.dateTo, onSaleOn: today },
      visibility,
      { sort: 'cpm', order: 'asc', offset: 0, limit: DIGITAL_CANDIDATES_MAX },
    ),
    inventory.oneDayCalendar({ areaCode: conditions.area, from: conditions.dateFrom, to: conditions.dateTo }, visibility),
  ]);
  return [
    ...streaming.items.map((product) => streamingProduct(product, audience.target, audience)),
    ...days.map((product) => oneDayProduct(product, audience)),
  ].filter((product) => product.onSale && product.remaining > 0 && product.valuePerUnit > 0 && inStations(product));
}

/**
 * The products of saved or pinned lines as they stand today, by key (`slot:12`): a line whose
 * product no longer exists, or is of a station the caller may not see (a trial company's), is absent.
 */
export async function describeProducts(
  inventory: InventoryService,
  refs: readonly PlanProductRef[],
  conditions: Pick<PlanConditions, 'area' | 'target' | 'ratingType'>,
  visibility: StationVisibility,
  today: string,
  audience: PlanAudience,
): Promise<Map<string, PlanProduct>> {
  if (refs.length === 0) return new Map();
  const ids = (kind: PlanProductRef['kind']) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.productId);
  const [rated, household, streaming, days] = await Promise.all([
    inventory.slots(ids('slot'), ratingColumnOf(conditions.ratingType, conditions.target)),
    inventory.slots(ids('slot'), ratingColumnOf(conditions.ratingType, 'household')),
    inventory.streamingProducts(ids('streaming')),
    inventory.oneDayProducts(ids('oneday')),
  ]);
  const products: PlanProduct[] = [
    ...[...rated.values()].map((row) =>
      slotProduct(ratedFor(row, audience), household.get(row.id)?.rating ?? null, audience, today),
    ),
    ...[...streaming.values()].map((product) => streamingProduct(product, audience.target, audience)),
    ...[...days.values()].map((product) => oneDayProduct(product, audience)),
  ];
  const visible = new Set((await inventory.visibleStations(visibility)).map((station) => station.id));
  return new Map(products.filter((product) => visible.has(product.station.id)).map((product) => [productKey(product), product]));
}
