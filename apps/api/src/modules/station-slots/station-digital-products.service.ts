import {
  businessDateOf,
  DIGITAL_EXPORT_FILE_NAMES,
  type DigitalProductKind,
  STATION_DIGITAL_EXPORT_MAX_ROWS,
  STATION_DIGITAL_PAGE_SIZE,
  STREAMING_GENRES,
  type StationDigitalProduct,
  type StationDigitalProductsExportQuery,
  type StationDigitalProductsQuery,
  type StationDigitalProductsResponse,
  type StreamingGenre,
  type UpdateStationDigitalProductRequest,
} from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { buildSpreadsheet, datedFileName, type SpreadsheetFile } from '../../lib/spreadsheet';
import type { DigitalTargetRecord, InventoryService, StationDigitalProductRecord } from '../inventory';
import { digitalProductSheet } from './digital-product-sheet';

const genreOf = (stored: string | null): StreamingGenre | null =>
  (STREAMING_GENRES as readonly string[]).includes(stored ?? '') ? (stored as StreamingGenre) : null;

function toStationDigitalProduct(
  row: StationDigitalProductRecord,
  targets: readonly DigitalTargetRecord[],
): StationDigitalProduct {
  return {
    id: row.id,
    kind: row.kind,
    station: { id: row.station_id, code: row.station_code, name: row.station_name },
    code: row.code,
    title: row.title,
    genre: genreOf(row.genre),
    broadcastStart: row.episode_from,
    broadcastEnd: row.episode_to,
    deliveryStart: row.delivery_start,
    deliveryEnd: row.delivery_end,
    adLengths: row.ad_lengths.split(',').filter(Boolean).map(Number),
    unitPrice: row.unit_price,
    estimatedImpressions: row.estimated_impressions,
    minimumUnits: row.minimum_units,
    unitsOnSale: row.units_on_sale,
    unitsHeld: row.units_held,
    unitsSold: row.units_sold,
    salesStart: row.sales_start,
    salesEnd: row.sales_end,
    status: row.status,
    targeting: targets.map((target) => ({ target: target.target, surchargePercent: target.surcharge_percent })),
    updatedAt: row.updated_at,
  };
}

/**
 * A station's own streaming and 1-day products (`/station/import_cu`, `/station/import_oneday`):
 * the list, a page at a time, its export in the import template's columns, and the desk's edits —
 * price, units on sale, withdrawing and putting back — never below the units held and sold.
 */
export function createStationDigitalProductsService(inventory: InventoryService, now: Clock) {
  async function withTargets(rows: readonly StationDigitalProductRecord[]) {
    const targets = await inventory.digitalProductTargets(rows.map((row) => row.id));
    const byProduct = new Map<number, DigitalTargetRecord[]>();
    for (const target of targets) byProduct.set(target.product_id, [...(byProduct.get(target.product_id) ?? []), target]);
    return rows.map((product) => ({ product, targets: byProduct.get(product.id) ?? [] }));
  }

  function productsOf(
    kind: DigitalProductKind,
    caller: { companyId: number },
    query: StationDigitalProductsExportQuery,
    offset: number,
    limit: number,
  ) {
    return inventory.stationDigitalProductPage({
      companyId: caller.companyId,
      kind,
      stationId: query.stationId,
      text: query.q || undefined,
      deliveryFrom: query.deliveryFrom,
      deliveryTo: query.deliveryTo,
      status: query.status,
      offset,
      limit,
    });
  }

  async function ownProduct(kind: DigitalProductKind, caller: { companyId: number }, productId: number) {
    const product = await inventory.ownDigitalProduct(caller.companyId, kind, productId);
    if (!product) throw new AppError('digitalProductNotFound');
    return product;
  }

  return {
    async list(
      kind: DigitalProductKind,
      caller: { companyId: number },
      query: StationDigitalProductsQuery,
    ): Promise<StationDigitalProductsResponse> {
      const { rows, total } = await productsOf(
        kind,
        caller,
        query,
        (query.page - 1) * STATION_DIGITAL_PAGE_SIZE,
        STATION_DIGITAL_PAGE_SIZE,
      );
      const products = (await withTargets(rows)).map(({ product, targets }) => toStationDigitalProduct(product, targets));
      return { products, total, page: query.page, pageSize: STATION_DIGITAL_PAGE_SIZE };
    },

    /** Every product the filters find, as an `.xlsx` the import takes back (SLT00002 past what one import takes). */
    async exportList(
      kind: DigitalProductKind,
      caller: { companyId: number },
      query: StationDigitalProductsExportQuery,
    ): Promise<SpreadsheetFile> {
      const { rows, total } = await productsOf(kind, caller, query, 0, STATION_DIGITAL_EXPORT_MAX_ROWS);
      if (total > STATION_DIGITAL_EXPORT_MAX_ROWS) {
        throw new AppError('slotExportTooLarge', { params: { max: String(STATION_DIGITAL_EXPORT_MAX_ROWS) } });
      }
      const today = businessDateOf(now());
      const name = DIGITAL_EXPORT_FILE_NAMES[kind];
      return {
        content: await buildSpreadsheet(digitalProductSheet(kind, name, await withTargets(rows))),
        fileName: datedFileName([name], today),
        asciiFileName: datedFileName([kind === 'STREAMING' ? 'streaming-products' : 'one-day-products'], today),
      };
    },

    /**
     * DGP04001 for a product not the company's (or of the other kind); DGP00001 when refused, with
     * `params.reason`: `belowHeldOrSold`, `belowMinimum` (a streaming product's units below its
     * minimum order), `oneDayUnits` (a 1-day product is one unit or none) or `hasApplications`
     * (withdrawing with units held). The write itself is conditional, so units held at the same
     * moment are caught there, not only by the check before.
     */
    async update(
      kind: DigitalProductKind,
      caller: { companyId: number },
      productId: number,
      changes: UpdateStationDigitalProductRequest,
    ): Promise<StationDigitalProduct> {
      await ownProduct(kind, caller, productId);
      if (kind === 'ONEDAY' && changes.unitsOnSale !== undefined && changes.unitsOnSale > 1) {
        throw new AppError('digitalProductChangeRefused', { params: { reason: 'oneDayUnits' } });
      }
      const applied = await inventory.updateDigitalProduct(productId, changes);
      const current = await ownProduct(kind, caller, productId);
      if (!applied) {
        const units = changes.unitsOnSale;
        const reason =
          units !== undefined && units < current.units_held + current.units_sold
            ? 'belowHeldOrSold'
            : units !== undefined && kind === 'STREAMING' && units < current.minimum_units
              ? 'belowMinimum'
              : 'hasApplications';
        throw new AppError('digitalProductChangeRefused', { params: { reason } });
      }
      const [item] = await withTargets([current]);
      if (!item) throw new AppError('digitalProductNotFound');
      return toStationDigitalProduct(item.product, item.targets);
    },
  };
}

export type StationDigitalProductsService = ReturnType<typeof createStationDigitalProductsService>;
