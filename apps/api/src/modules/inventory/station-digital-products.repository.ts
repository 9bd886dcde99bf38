import type { DigitalProductKind, StationDigitalStatusFilter } from '@tvcm/contracts';
import { sql } from 'kysely';
import { type AppDatabase, isPostgres } from '../../db/database';
import { chunks, IDS_PER_STATEMENT } from './inventory.repository';

/** A station's own digital product as its list, edits and imports read it. */
export interface StationDigitalProductRecord {
  id: number;
  kind: DigitalProductKind;
  station_id: number;
  station_code: string;
  station_name: string;
  area_code: string;
  code: string;
  title: string;
  genre: string | null;
  episode_from: string | null;
  episode_to: string | null;
  delivery_start: string;
  delivery_end: string;
  ad_lengths: string;
  unit_price: number;
  estimated_impressions: number | null;
  minimum_units: number;
  units_on_sale: number;
  units_held: number;
  units_sold: number;
  sales_start: string;
  sales_end: string;
  status: 'ON_SALE' | 'WITHDRAWN';
  updated_at: string;
}

const COLUMNS = [
  'digital_products.id',
  'digital_products.kind',
  'digital_products.station_id',
  'stations.code as station_code',
  'stations.name as station_name',
  'digital_products.area_code',
  'digital_products.code',
  'digital_products.title',
  'digital_products.genre',
  'digital_products.episode_from',
  'digital_products.episode_to',
  'digital_products.delivery_start',
  'digital_products.delivery_end',
  'digital_products.ad_lengths',
  'digital_products.unit_price',
  'digital_products.estimated_impressions',
  'digital_products.minimum_units',
  'digital_products.units_on_sale',
  'digital_products.units_held',
  'digital_products.units_sold',
  'digital_products.sales_start',
  'digital_products.sales_end',
  'digital_products.status',
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
     * Creates or changes each product by its key; a change that would put units on sale below
     * held + sold is not written. Answers how many were. A product's targeting is replaced with
     * the file's when the row gives it.
     */
    async upsert(rows: readonly DigitalProductWrite[], nowIso: string): Promise<number> {
      let written = 0;
      for (const row of rows) {
        const values = {
          title: row.title,
          genre: row.genre,
          episode_from: row.episodeFrom,
          episode_to: row.episodeTo,
          delivery_end: row.deliveryEnd,
          ad_lengths: row.adLengths,
          unit_price: row.unitPrice,
          estimated_impressions: row.estimatedImpressions,
          minimum_units: row.minimumUnits,
          units_on_sale: row.unitsOnSale,
          sales_start: row.salesStart,
          sales_end: row.salesEnd,
          updated_at: nowIso,
        };
        const result = await db
          .insertInto('digital_products')
          .values({
            ...values,
            kind: row.kind,
            station_id: row.stationId,
            area_code: row.areaCode,
            code: row.code,
            delivery_start: row.deliveryStart,
            status: 'ON_SALE',
            created_at: nowIso,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['station_id', 'kind', 'code', 'delivery_start'])
              .doUpdateSet(values)
              .where(sql<boolean>`digital_products.units_held + digital_products.units_sold <= ${row.unitsOnSale}`),
          )
          .returning('id')
          .executeTakeFirst();
        if (!result) continue;
        written += 1;
        if (row.targets !== null) await replaceTargets(result.id, row.targets);
      }
      return written;
    },
  };

  async function replaceTargets(productId: number, targets: readonly { target: string; surchargePercent: number }[]) {
    await db.deleteFrom('digital_product_targets').where('product_id', '=', productId).execute();
    if (targets.length === 0) return;
    await db
      .insertInto('digital_product_targets')
      .values(
        targets.map((target) => ({ product_id: productId, target: target.target, surcharge_percent: target.surchargePercent })),
      )
      .execute();
  }
}

export type StationDigitalProductsRepository = ReturnType<typeof createStationDigitalProductsRepository>;
