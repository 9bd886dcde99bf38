import type { DigitalProductKind, StreamingSort } from '@tvcm/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import { type AppDatabase, isPostgres } from '../../db/database';
import type { Database } from '../../db/schema';
import { DIGITAL_PRODUCT_OWN_COLUMNS, type DigitalProductOwnRow } from './digital-product-columns';
import { chunks, grantingCompanies, IDS_PER_STATEMENT } from './inventory.repository';
import type { StationVisibility } from './visibility';

/** What every answer about a digital product selects: its own columns, its station and area. */
const DIGITAL_PRODUCT_COLUMNS = [
  ...DIGITAL_PRODUCT_OWN_COLUMNS,
  'stations.name as station_name',
  'stations.short_name as station_short_name',
  'stations.company_id as station_company_id',
  'stations.remote_key as station_remote_key',
  'areas.name as area_name',
] as const;

export interface DigitalProductRow extends DigitalProductOwnRow {
  station_name: string;
  station_short_name: string;
  station_company_id: number;
  station_remote_key: number;
  area_name: string;
}

export interface DigitalTargetRow {
  product_id: number;
  target: string;
  surcharge_percent: number;
}

/** The buyers' streaming search, in the database's terms. */
export interface StreamingConditions {
  areaCode?: string;
  stationId?: number;
  genre?: string;
  deliveryFrom?: string;
  deliveryTo?: string;
  target?: string;
  minRemainingUnits?: number;
  /** Only products a buyer can put in a cart on this date. */
  onSaleOn?: string;
  /** A title or code contains this text. */
  text?: string;
}

export interface StreamingPageRequest {
  sort: StreamingSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  today: string;
}

type ProductQuery = SelectQueryBuilder<Database, 'digital_products' | 'stations' | 'areas', object>;
type StreamingQuery = SelectQueryBuilder<Database, 'digital_products', object>;

const SORT_COLUMNS: Record<StreamingSort, ReturnType<typeof sql>> = {
  cpm: sql`digital_products.unit_price`,
  remaining: sql`digital_products.units_on_sale - digital_products.units_held - digital_products.units_sold`,
  delivery_start: sql`digital_products.delivery_start`,
  // The station's order in the programme guide, without joining every product's station.
  station: sql`(select stations.remote_key from stations where stations.id = digital_products.station_id)`,
};

/**
 * The inventory's SQL over `digital_products` and their targeting: the buyers' search and
 * calendar, lookups by id, the unit counters (each one conditional UPDATE under the table's check,
 * as for slots) and a station's own products.
 */
export function createDigitalProductsRepository(db: AppDatabase) {
  const postgres = isPostgres(db);
  const base = () =>
    db
      .selectFrom('digital_products')
      .innerJoin('stations', 'stations.id', 'digital_products.station_id')
      .innerJoin('areas', 'areas.code', 'digital_products.area_code');

  function visibleTo(query: ProductQuery, visibility: StationVisibility): ProductQuery {
    if (visibility.kind === 'all') return query;
    return query.where('stations.company_id', 'in', grantingCompanies(db, visibility.trialCompanyId, visibility.today));
  }

  /**
   * The streaming search's conditions over `digital_products` alone: what a buyer may see is asked
   * of `stations` in a subquery rather than by a join, so the page's order and the count can be
   * read from the search index without visiting the table (decision 019, "Search at scale").
   */
  function streamingWhere(conditions: StreamingConditions, visibility: StationVisibility): StreamingQuery {
    let query: StreamingQuery = db
      .selectFrom('digital_products')
      .where('digital_products.kind', '=', 'STREAMING')
      .where('digital_products.status', '=', 'ON_SALE');
    if (visibility.kind === 'grantedTo') {
      query = query.where(
        'digital_products.station_id',
        'in',
        db
          .selectFrom('stations')
          .select('stations.id')
          .where('stations.company_id', 'in', grantingCompanies(db, visibility.trialCompanyId, visibility.today)),
      );
    }
    if (conditions.areaCode) query = query.where('digital_products.area_code', '=', conditions.areaCode);
    if (conditions.stationId) query = query.where('digital_products.station_id', '=', conditions.stationId);
    if (conditions.genre) query = query.where('digital_products.genre', '=', conditions.genre);
    // A window overlaps the one asked for.
    if (conditions.deliveryFrom) query = query.where('digital_products.delivery_end', '>=', conditions.deliveryFrom);
    if (conditions.deliveryTo) query = query.where('digital_products.delivery_start', '<=', conditions.deliveryTo);
    if (conditions.minRemainingUnits !== undefined) {
      query = query.where(
        sql<boolean>`digital_products.units_on_sale - digital_products.units_held - digital_products.units_sold >= ${conditions.minRemainingUnits}`,
      );
    }
    if (conditions.onSaleOn) {
      query = query
        .where(sql<boolean>`digital_products.units_on_sale > digital_products.units_held + digital_products.units_sold`)
        .where('digital_products.sales_start', '<=', conditions.onSaleOn)
        .where('digital_products.sales_end', '>=', conditions.onSaleOn);
    }
    if (conditions.target) {
      // The products offering it, from the targets' (target, product) index, as one set. SQLite
      // would otherwise look each of them up by id, all areas' (a unary plus keeps it to the search
      // index, in its order); PostgreSQL hash-joins the set either way.
      query = query.where(
        postgres ? sql.ref('digital_products.id') : sql`+digital_products.id`,
        'in',
        db
          .selectFrom('digital_product_targets')
          .select('digital_product_targets.product_id')
          .where('digital_product_targets.target', '=', conditions.target),
      );
    }
    if (conditions.text) {
      const pattern = `%${conditions.text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(digital_products.title)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(digital_products.code)`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
    return query;
  }

  return {
    async findByIds(ids: readonly number[]): Promise<DigitalProductRow[]> {
      const rows: DigitalProductRow[] = [];
      for (const batch of chunks([...new Set(ids)], IDS_PER_STATEMENT)) {
        rows.push(
          ...((await base()
            .select(DIGITAL_PRODUCT_COLUMNS)
            .where('digital_products.id', 'in', batch)
            .execute()) as DigitalProductRow[]),
        );
      }
      return rows;
    },

    async findTargets(productIds: readonly number[]): Promise<DigitalTargetRow[]> {
      const rows: DigitalTargetRow[] = [];
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
    },

    /** One page of the streaming search: products on sale first, then the order asked for. */
    async findStreamingPage(
      conditions: StreamingConditions,
      visibility: StationVisibility,
      page: StreamingPageRequest,
    ): Promise<{ rows: DigitalProductRow[]; total: number }> {
      const where = streamingWhere(conditions, visibility);
      // Products on sale come first, then the others, each part in the order asked for. "On sale"
      // depends on today and the counters, so no index holds that order; as two queries, each part
      // can be read in an index's order (CPM) and stop after the page, rather than every match of
      // a broad search be sorted for 50 of them (decision 019, "Search at scale").
      const onSale = sql<boolean>`digital_products.units_on_sale > digital_products.units_held + digital_products.units_sold
        and digital_products.sales_start <= ${page.today} and digital_products.sales_end >= ${page.today}`;
      const idsOf = (query: StreamingQuery, offset: number, limit: number) =>
        query
          .select('digital_products.id')
          .orderBy(SORT_COLUMNS[page.sort], page.order)
          .orderBy('digital_products.id')
          .limit(limit)
          .offset(offset)
          .execute();
      const countOf = async (query: StreamingQuery) =>
        Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
      const [onSaleIds, total] = await Promise.all([idsOf(where.where(onSale), page.offset, page.limit), countOf(where)]);
      let ids = onSaleIds;
      if (onSaleIds.length < page.limit) {
        // The page runs past the products on sale: it goes on with the others from where they begin.
        const onSaleCount = onSaleIds.length > 0 ? page.offset + onSaleIds.length : await countOf(where.where(onSale));
        if (total > onSaleCount) {
          const rest = await idsOf(
            where.where((eb) => eb.not(onSale)),
            page.offset + onSaleIds.length - onSaleCount,
            page.limit - onSaleIds.length,
          );
          ids = [...onSaleIds, ...rest];
        }
      }
      const order = new Map(ids.map((row, index) => [row.id, index]));
      const rows =
        ids.length === 0
          ? []
          : ((await base()
              .select(DIGITAL_PRODUCT_COLUMNS)
              .where('digital_products.id', 'in', [...order.keys()])
              .execute()) as DigitalProductRow[]);
      rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      return { rows, total };
    },

    /** The 1-day products of the days asked for, by station, surface and day. */
    async findOneDayCalendar(
      conditions: { areaCode?: string; stationId?: number; from: string; to: string },
      visibility: StationVisibility,
    ): Promise<DigitalProductRow[]> {
      let query = visibleTo(base(), visibility)
        .where('digital_products.kind', '=', 'ONEDAY')
        .where('digital_products.status', '=', 'ON_SALE')
        .where('digital_products.delivery_start', '>=', conditions.from)
        .where('digital_products.delivery_start', '<=', conditions.to);
      if (conditions.areaCode) query = query.where('digital_products.area_code', '=', conditions.areaCode);
      if (conditions.stationId) query = query.where('digital_products.station_id', '=', conditions.stationId);
      return (await query
        .select(DIGITAL_PRODUCT_COLUMNS)
        .orderBy('stations.remote_key')
        .orderBy('digital_products.code')
        .orderBy('digital_products.delivery_start')
        .execute()) as DigitalProductRow[];
    },

    // ── Unit counters: as for slots, one conditional UPDATE each; an id of another kind moves nothing ──

    async holdUnits(kind: DigitalProductKind, id: number, units: number, today: string, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('digital_products')
        .set((eb) => ({ units_held: eb('units_held', '+', units), updated_at: nowIso }))
        .where('id', '=', id)
        .where('kind', '=', kind)
        .where('status', '=', 'ON_SALE')
        .where('sales_start', '<=', today)
        .where('sales_end', '>=', today)
        .where(sql<boolean>`units_on_sale - units_held - units_sold >= ${units}`)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async releaseUnits(kind: DigitalProductKind, id: number, units: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('digital_products')
        .set((eb) => ({ units_held: eb('units_held', '-', units), updated_at: nowIso }))
        .where('id', '=', id)
        .where('kind', '=', kind)
        .where('units_held', '>=', units)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async sellHeldUnits(kind: DigitalProductKind, id: number, units: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('digital_products')
        .set((eb) => ({ units_held: eb('units_held', '-', units), units_sold: eb('units_sold', '+', units), updated_at: nowIso }))
        .where('id', '=', id)
        .where('kind', '=', kind)
        .where('units_held', '>=', units)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type DigitalProductsRepository = ReturnType<typeof createDigitalProductsRepository>;
