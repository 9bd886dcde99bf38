import { PLAN_CANDIDATES_MAX, type PlanConditions, type PlanProductRef, type Target } from '@tvcm/contracts';
import { type InventoryService, ratingColumnOf, type StationVisibility } from '../inventory';
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
): Promise<{ products: PlanProduct[]; total: number }> {
  const audience = await audienceOf(inventory, conditions.area, conditions.target);
  const { rows, total } = await inventory.slotPage(
    slotConditionsOf(conditions, today),
    visibility,
    { ratingType: conditions.ratingType, target: conditions.target },
    { sort: 'cpm', order: 'asc', offset: 0, limit: PLAN_CANDIDATES_MAX, today },
  );
  const products = rows.filter((row) => (row.rating ?? 0) > 0).map((row) => slotProduct(row, null, audience, today));
  if (withDigital) products.push(...(await digitalCandidates(inventory, conditions, visibility, audience, today)));
  products.sort(byTargetCpm);
  return { products, total: total - rows.length + products.length };
}

async function digitalCandidates(
  inventory: InventoryService,
  conditions: PlanConditions,
  visibility: StationVisibility,
  audience: AudienceShares,
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
    ...streaming.items.map((product) => streamingProduct(product, conditions.target, audience)),
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
): Promise<Map<string, PlanProduct>> {
  if (refs.length === 0) return new Map();
  const ids = (kind: PlanProductRef['kind']) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.productId);
  const audience = await audienceOf(inventory, conditions.area, conditions.target);
  const [rated, household, streaming, days] = await Promise.all([
    inventory.slots(ids('slot'), ratingColumnOf(conditions.ratingType, conditions.target)),
    inventory.slots(ids('slot'), ratingColumnOf(conditions.ratingType, 'household')),
    inventory.streamingProducts(ids('streaming')),
    inventory.oneDayProducts(ids('oneday')),
  ]);
  const products: PlanProduct[] = [
    ...[...rated.values()].map((row) => slotProduct(row, household.get(row.id)?.rating ?? null, audience, today)),
    ...[...streaming.values()].map((product) => streamingProduct(product, conditions.target, audience)),
    ...[...days.values()].map((product) => oneDayProduct(product, audience)),
  ];
  const visible = new Set((await inventory.visibleStations(visibility)).map((station) => station.id));
  return new Map(products.filter((product) => visible.has(product.station.id)).map((product) => [productKey(product), product]));
}
