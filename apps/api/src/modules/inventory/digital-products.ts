import {
  effectiveCpm,
  type OneDayProduct,
  STREAMING_GENRES,
  STREAMING_UNIT_IMPRESSIONS,
  type StreamingGenre,
  type StreamingProduct,
  surchargedCpm,
} from '@tvcm/contracts';
import type { DigitalProductRow, DigitalProductsRepository, DigitalTargetRow } from './digital-products.repository';
import type { ProductAdapter, ProductKind } from './product-kinds';
import { slotStateOf } from './slot-state';

/** `15,30` → [15, 30]. */
export const adLengthsOf = (stored: string): number[] =>
  stored
    .split(',')
    .filter((part) => part !== '')
    .map(Number);

const genreOf = (stored: string | null): StreamingGenre | null =>
  (STREAMING_GENRES as readonly string[]).includes(stored ?? '') ? (stored as StreamingGenre) : null;

/** Each product's targeting options by product id, from their rows. */
export function targetsByProduct(rows: readonly DigitalTargetRow[]): Map<number, DigitalTargetRow[]> {
  const byProduct = new Map<number, DigitalTargetRow[]>();
  for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
  return byProduct;
}

/** A streaming product as the buyers' search and the station's list show it, in impressions. */
export function toStreamingProduct(
  row: DigitalProductRow,
  targets: readonly DigitalTargetRow[],
  today: string,
): StreamingProduct {
  const { state, remaining } = slotStateOf(row, today);
  return {
    id: row.id,
    station: { id: row.station_id, name: row.station_name, shortName: row.station_short_name },
    area: { code: row.area_code, name: row.area_name },
    code: row.code,
    title: row.title,
    genre: genreOf(row.genre),
    episodeFrom: row.episode_from,
    episodeTo: row.episode_to,
    deliveryStart: row.delivery_start,
    deliveryEnd: row.delivery_end,
    adLengths: adLengthsOf(row.ad_lengths),
    cpm: row.unit_price,
    minimumImpressions: row.minimum_units * STREAMING_UNIT_IMPRESSIONS,
    impressionsOnSale: row.units_on_sale * STREAMING_UNIT_IMPRESSIONS,
    impressionsHeld: row.units_held * STREAMING_UNIT_IMPRESSIONS,
    impressionsSold: row.units_sold * STREAMING_UNIT_IMPRESSIONS,
    impressionsRemaining: remaining * STREAMING_UNIT_IMPRESSIONS,
    salesStart: row.sales_start,
    salesEnd: row.sales_end,
    state,
    targeting: targets.map((target) => ({
      target: target.target,
      surchargePercent: target.surcharge_percent,
      cpm: surchargedCpm(row.unit_price, target.surcharge_percent),
    })),
  };
}

/** A 1-day product: one day of one surface; its code names the surface and its title the surface's name. */
export function toOneDayProduct(row: DigitalProductRow, today: string): OneDayProduct {
  const { state } = slotStateOf(row, today);
  const estimated = row.estimated_impressions ?? 0;
  return {
    id: row.id,
    station: { id: row.station_id, name: row.station_name, shortName: row.station_short_name },
    area: { code: row.area_code, name: row.area_name },
    surface: { code: row.code, name: row.title },
    date: row.delivery_start,
    adLengths: adLengthsOf(row.ad_lengths),
    price: row.unit_price,
    estimatedImpressions: estimated,
    effectiveCpm: effectiveCpm(row.unit_price, estimated),
    salesStart: row.sales_start,
    salesEnd: row.sales_end,
    state,
  };
}

const KIND_OF: Record<DigitalProductRow['kind'], ProductKind> = { STREAMING: 'streaming', ONEDAY: 'oneday' };
const STORED_KIND = { streaming: 'STREAMING', oneday: 'ONEDAY' } as const;

/**
 * Streaming or 1-day products as a product kind: one unit is 1,000 impressions at the CPM, or the
 * day of a surface at its price. Both kinds live in `digital_products`; each adapter answers for
 * its own kind's rows only, so an id of the other kind reads as missing.
 */
export function createDigitalProducts(repository: DigitalProductsRepository, kind: 'streaming' | 'oneday'): ProductAdapter {
  return {
    async find(ids, today) {
      const rows = (await repository.findByIds(ids)).filter((row) => KIND_OF[row.kind] === kind);
      const targets = targetsByProduct(kind === 'streaming' ? await repository.findTargets(rows.map((row) => row.id)) : []);
      return rows.map((row) => {
        const { state, remaining } = slotStateOf(row, today);
        return {
          product: { kind, id: row.id },
          stationId: row.station_id,
          stationName: row.station_name,
          stationShortName: row.station_short_name,
          stationRemoteKey: row.station_remote_key,
          stationCompanyId: row.station_company_id,
          areaCode: row.area_code,
          unitPrice: row.unit_price,
          lengths: adLengthsOf(row.ad_lengths),
          state,
          remaining,
          minimumUnits: row.minimum_units,
          surcharges: new Map((targets.get(row.id) ?? []).map((target) => [target.target, target.surcharge_percent])),
          period: { from: row.delivery_start, to: row.delivery_end },
        };
      });
    },
    hold: (id, units, today, nowIso) => repository.holdUnits(STORED_KIND[kind], id, units, today, nowIso),
    release: (id, units, nowIso) => repository.releaseUnits(STORED_KIND[kind], id, units, nowIso),
    sell: (id, units, nowIso) => repository.sellHeldUnits(STORED_KIND[kind], id, units, nowIso),
  };
}
