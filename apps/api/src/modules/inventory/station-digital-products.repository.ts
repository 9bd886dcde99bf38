import type { DigitalProductKind, StationDigitalStatusFilter } from '@tvcm/contracts';
import { sql } from 'kysely';
import { type AppDatabase, isPostgres } from '../../db/database';
import { DIGITAL_PRODUCT_OWN_COLUMNS, type DigitalProductOwnRow } from './digital-product-columns';
import { chunks, IDS_PER_STATEMENT } from './inventory.repository';

/** A station's own digital product as its list, edits and imports read it. */
export interface StationDigitalProductRecord extends DigitalProductOwnRow {
  station_code: string;
  station_name: string;
  updated_at: string;
}

const COLUMNS = [
  ...DIGITAL_PRODUCT_OWN_COLUMNS,
  'stations.code as station_code',
  'stations.name as station_name',
  'digital_products.updated_at',
] as const;

/** The station list's filters, in the database's terms. */
export interface StationDigitalFilter {
  companyId: number;
  kind: DigitalProductKind;
  stationId?: number;
  /** Part of the code or the title. */
  text?: string;
  deliveryFrom?: string;
  deliveryTo?: string;
  status?: StationDigitalStatusFilter;
  offset: number;
  limit: number;
}

/** A desk's edit of a product. */
export interface DigitalProductChanges {
  unitPrice?: number;
  unitsOnSale?: number;
  status?: 'ON_SALE' | 'WITHDRAWN';
}

/** A product an import creates or changes, keyed by station, kind, code and delivery start. */
export interface DigitalProductWrite {
  kind: DigitalProductKind;
  stationId: number;
  areaCode: string;
  code: string;
  title: string;
  genre: string | null;
  episodeFrom: string | null;
  episodeTo: string | null;
  deliveryStart: string;
  deliveryEnd: string;
  adLengths: string;
  unitPrice: number;
  estimatedImpressions: number | null;
  minimumUnits: number;
  unitsOnSale: number;
  salesStart: string;
  salesEnd: string;
  /** The targeting options to replace the product's with (streaming), or null to leave them. */
  targets: { target: string; surchargePercent: number }[] | null;
}

export interface DigitalTargetRecord {
  product_id: number;
  target: string;
  surcharge_percent: number;
}

/** What an import compares its rows with: the stations' products of the kind, and their targeting. */
export interface DigitalImportState {
  products: StationDigitalProductRecord[];
  targets: DigitalTargetRecord[];
}

/** SQLite binds at most 32,766 values a statement: rows per insert, at some 20 values each. */
const ROWS_PER_STATEMENT = 1_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * A station company's own streaming and 1-day products (`/station/import_cu`, `/station/import_oneday`):
 * its list, one product, a desk's edit and the import's reads and writes. Another company's
 * product is never found. Every write of units is conditional on held + sold, as the table's
 * check is, so a refused change changes nothing.
 */
export function createStationDigitalProductsRepository(db: AppDatabase) {
  const base = () => db.selectFrom('digital_products').innerJoin('stations', 'stations.id', 'digital_products.station_id');

  async function findTargets(productIds: readonly number[]): Promise<DigitalTargetRecord[]> {
    const rows: DigitalTargetRecord[] = [];
    for (const batch of chunks([...new Set(productIds)], IDS_PER_STATEMENT)) {
      rows.push(
        ...(await db
          .selectFrom('digital_product_targets')
          .select(['product_id', 'target', 'surcharge_percent'])
          .where('product_id', 'in', batch)
          .orderBy('product_id')
          .orderBy('target')
          .execute()),
      );
    }
    return rows;
  }

  return {
    findTargets,

    /** One cut of the company's products of a kind, by delivery start, station and code, and how many there are. */
    async findPage(filter: StationDigitalFilter): Promise<{ rows: StationDigitalProductRecord[]; total: number }> {
      let query = base().where('stations.company_id', '=', filter.companyId).where('digital_products.kind', '=', filter.kind);
      if (filter.stationId) query = query.where('digital_products.station_id', '=', filter.stationId);
      if (filter.deliveryFrom) query = query.where('digital_products.delivery_end', '>=', filter.deliveryFrom);
      if (filter.deliveryTo) query = query.where('digital_products.delivery_start', '<=', filter.deliveryTo);
      if (filter.text) {
        const pattern = `%${escapeLike(filter.text)}%`;
        query = query.where(
          sql<boolean>`(digital_products.code like ${pattern} escape '\\' or digital_products.title like ${pattern} escape '\\')`,
        );
      }
      const full = sql<boolean>`digital_products.units_held + digital_products.units_sold >= digital_products.units_on_sale`;
      if (filter.status === 'WITHDRAWN') query = query.where('digital_products.status', '=', 'WITHDRAWN');
      else if (filter.status === 'ON_SALE')
        query = query.where('digital_products.status', '=', 'ON_SALE').where(sql<boolean>`not (${full})`);
      else if (filter.status === 'SOLD_OUT') query = query.where('digital_products.status', '=', 'ON_SALE').where(full);
      const { total } = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
      const rows = await query
        .select(COLUMNS)
        .orderBy('digital_products.delivery_start')
        .orderBy('stations.code')
        .orderBy('digital_products.code')
        .orderBy('digital_products.id')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute();
      return { rows, total: Number(total) };
    },

    /** The product if it is of this kind and one of the company's stations sells it. */
    findOwn(companyId: number, kind: DigitalProductKind, productId: number): Promise<StationDigitalProductRecord | undefined> {
      return base()
        .select(COLUMNS)
        .where('digital_products.id', '=', productId)
        .where('digital_products.kind', '=', kind)
        .where('stations.company_id', '=', companyId)
        .executeTakeFirst();
    },

    /**
     * A desk's edit in one conditional UPDATE: units never below held + sold, nor a streaming
     * product's below its minimum, and no withdrawing with units held. False when refused.
     */
    async update(productId: number, changes: DigitalProductChanges, nowIso: string): Promise<boolean> {
      let query = db
        .updateTable('digital_products')
        .set({
          ...(changes.unitPrice !== undefined ? { unit_price: changes.unitPrice } : {}),
          ...(changes.unitsOnSale !== undefined ? { units_on_sale: changes.unitsOnSale } : {}),
          ...(changes.status !== undefined ? { status: changes.status } : {}),
          updated_at: nowIso,
        })
        .where('id', '=', productId);
      if (changes.unitsOnSale !== undefined) {
        query = query.where(sql<boolean>`units_held + units_sold <= ${changes.unitsOnSale}`);
        query = query.where((eb) => eb.or([eb('kind', '<>', 'STREAMING'), eb('minimum_units', '<=', changes.unitsOnSale ?? 0)]));
      }
      if (changes.status === 'WITHDRAWN') {
        query = query.where((eb) => eb.or([eb('status', '=', 'WITHDRAWN'), eb('units_held', '=', 0)]));
      }
      const result = await query.executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * The stations' products of the kind whose delivery starts on the days the file names, and
     * their targeting. With `lock` the products are locked on PostgreSQL for the commit.
     */
    async findImportState(
      kind: DigitalProductKind,
      stationIds: readonly number[],
      deliveryFrom: string,
      deliveryTo: string,
      lock: boolean,
    ): Promise<DigitalImportState> {
      if (stationIds.length === 0) return { products: [], targets: [] };
      let query = base()
        .select(COLUMNS)
        .where('digital_products.kind', '=', kind)
        .where('digital_products.station_id', 'in', [...stationIds])
        .where('digital_products.delivery_start', '>=', deliveryFrom)
        .where('digital_products.delivery_start', '<=', deliveryTo);
      if (lock && isPostgres(db)) query = query.forUpdate('digital_products');
      const products = await query.execute();
      return { products, targets: await findTargets(products.map((product) => product.id)) };
    },

    /**
     * Creates or changes each product by its key, a batch a statement; a change that would put
     * units on sale below held + sold is not written. Answers how many were. A product's targeting
     * is replaced with the file's when the row gives it.
     */
    async upsert(rows: readonly DigitalProductWrite[], nowIso: string): Promise<number> {
      let written = 0;
      for (const batch of chunks(rows, ROWS_PER_STATEMENT)) {
        const result = await db
          .insertInto('digital_products')
          .values(
            batch.map((row) => ({
              kind: row.kind,
              station_id: row.stationId,
              area_code: row.areaCode,
              code: row.code,
              title: row.title,
              genre: row.genre,
              episode_from: row.episodeFrom,
              episode_to: row.episodeTo,
              delivery_start: row.deliveryStart,
              delivery_end: row.deliveryEnd,
              ad_lengths: row.adLengths,
              unit_price: row.unitPrice,
              estimated_impressions: row.estimatedImpressions,
              minimum_units: row.minimumUnits,
              units_on_sale: row.unitsOnSale,
              sales_start: row.salesStart,
              sales_end: row.salesEnd,
              status: 'ON_SALE' as const,
              created_at: nowIso,
              updated_at: nowIso,
            })),
          )
          .onConflict((conflict) =>
            conflict
              .columns(['station_id', 'kind', 'code', 'delivery_start'])
              .doUpdateSet((eb) => ({
                title: eb.ref('excluded.title'),
                genre: eb.ref('excluded.genre'),
                episode_from: eb.ref('excluded.episode_from'),
                episode_to: eb.ref('excluded.episode_to'),
                delivery_end: eb.ref('excluded.delivery_end'),
                ad_lengths: eb.ref('excluded.ad_lengths'),
                unit_price: eb.ref('excluded.unit_price'),
                estimated_impressions: eb.ref('excluded.estimated_impressions'),
                minimum_units: eb.ref('excluded.minimum_units'),
                units_on_sale: eb.ref('excluded.units_on_sale'),
                sales_start: eb.ref('excluded.sales_start'),
                sales_end: eb.ref('excluded.sales_end'),
                updated_at: eb.ref('excluded.updated_at'),
              }))
              .where(sql<boolean>`digital_products.units_held + digital_products.units_sold <= excluded.units_on_sale`),
          )
          .returning(['id', 'station_id', 'code', 'delivery_start'])
          .execute();
        written += result.length;
        const ids = new Map(
          result.map((product) => [`${product.station_id}|${product.code}|${product.delivery_start}`, product.id]),
        );
        const targeted = batch.flatMap((row) => {
          const id = ids.get(`${row.stationId}|${row.code}|${row.deliveryStart}`);
          return id !== undefined && row.targets !== null ? [{ id, targets: row.targets }] : [];
        });
        await replaceTargets(targeted);
      }
      return written;
    },
  };

  /** Each product's targeting becomes the one given (none when empty). */
  async function replaceTargets(
    products: readonly { id: number; targets: readonly { target: string; surchargePercent: number }[] }[],
  ) {
    if (products.length === 0) return;
    await db
      .deleteFrom('digital_product_targets')
      .where(
        'product_id',
        'in',
        products.map((product) => product.id),
      )
      .execute();
    const values = products.flatMap((product) =>
      product.targets.map((target) => ({
        product_id: product.id,
        target: target.target,
        surcharge_percent: target.surchargePercent,
      })),
    );
    for (const batch of chunks(values, ROWS_PER_STATEMENT)) {
      await db.insertInto('digital_product_targets').values(batch).execute();
    }
  }
}

export type StationDigitalProductsRepository = ReturnType<typeof createStationDigitalProductsRepository>;
