import { type SlotState, surchargedCpm } from '@tvcm/contracts';

/**
 * The kinds of product the market sells: a TV slot (CM枠), streaming impressions and 1-day
 * products (DOMAIN.md "Streaming and 1-day products"), each with an adapter of its own
 * (`ProductAdapter`), so that the cart-to-contract loop stays one loop over `ProductRef`s rather
 * than one copy per kind.
 */
export const PRODUCT_KINDS = ['slot', 'streaming', 'oneday'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** One product of one kind, by its id in the kind's table (`slots`, `digital_products`). */
export interface ProductRef {
  kind: ProductKind;
  id: number;
}

export const slotProduct = (id: number): ProductRef => ({ kind: 'slot', id });
export const streamingProduct = (id: number): ProductRef => ({ kind: 'streaming', id });
export const oneDayProduct = (id: number): ProductRef => ({ kind: 'oneday', id });

/** A key for maps of products of several kinds. */
export const productKey = (product: ProductRef): string => `${product.kind}:${product.id}`;

/**
 * The order in which a unit of work takes products' counters: by kind, then id. Two applications
 * sharing products then lock their rows in the same order on PostgreSQL and cannot deadlock.
 */
export function compareProducts(a: ProductRef, b: ProductRef): number {
  return a.kind === b.kind ? a.id - b.id : a.kind < b.kind ? -1 : 1;
}

/**
 * A product as the buying loop needs it, whatever its kind: who sells it, in which area, at what
 * price per unit, and where it stands today. A unit is the kind's own: one CM of a slot; for
 * streaming, a thousand impressions (priced at the CPM); for a 1-day product, the day.
 */
export interface ProductOffer {
  product: ProductRef;
  stationId: number;
  stationName: string;
  stationShortName: string;
  /** Orders stations as the remote control does. */
  stationRemoteKey: number;
  stationCompanyId: number;
  areaCode: string;
  unitPrice: number;
  /** The CM lengths a unit may carry, in seconds: a slot's one (15 or 30), a digital product's offer (6–60). */
  lengths: readonly number[];
  state: SlotState;
  /** Units on sale less those held and sold (0 when sold out). */
  remaining: number;
  /** The fewest units one line may ask for (a streaming product's minimum order; 1 otherwise). */
  minimumUnits: number;
  /** A streaming product's targeting options and their surcharges in percent; empty for other kinds. */
  surcharges: ReadonlyMap<string, number>;
  /** When it airs or is delivered: a slot's broadcast day, a digital product's delivery window. */
  period: { from: string; to: string };
}

/**
 * What one unit of a line or item costs: a streaming product's CPM with the targeting's
 * surcharge (whole yen), or the product's own price. Carts price their lines and applications
 * their items with it.
 */
export function unitPriceOf(offer: ProductOffer, target: string | null): number {
  const surcharge = target === null ? undefined : offer.surcharges.get(target);
  return surcharge === undefined ? offer.unitPrice : surchargedCpm(offer.unitPrice, surcharge);
}

/**
 * What each kind of product implements. Every kind keeps units on sale, held and sold under the
 * same database check (held + sold ≤ on sale, none negative), and each counter move is one
 * conditional UPDATE that answers false, changing nothing, when it would break that check.
 */
export interface ProductAdapter {
  /** The products of these ids that exist, as offers on `today`. */
  find(ids: readonly number[], today: string): Promise<ProductOffer[]>;
  /** Holds units for an application if that many are unclaimed and the product is on sale `today`. */
  hold(id: number, units: number, today: string, nowIso: string): Promise<boolean>;
  /** Gives held units back (a declined item, a cancellation). */
  release(id: number, units: number, nowIso: string): Promise<boolean>;
  /** Turns held units into sold ones (the contract notice). */
  sell(id: number, units: number, nowIso: string): Promise<boolean>;
}
