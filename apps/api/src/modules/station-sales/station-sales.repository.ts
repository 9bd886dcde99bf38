import { addDays, businessDateStartIso, SALES_TIME_BANDS, type SalesPeriodBasis, type SalesProduct } from '@tvcm/contracts';
import { type RawBuilder, sql } from 'kysely';
import { type AppDatabase, isPostgres } from '../../db/database';
import type { RatingColumn } from '../inventory';

/** What one summary reads: the stations in scope (already the caller's own), the period, its basis and the product. */
export interface SalesScope {
  sellerCompanyId: number;
  stationIds: readonly number[];
  dateFrom: string;
  dateTo: string;
  basis: SalesPeriodBasis;
  product: SalesProduct;
}

/**
 * What the booking items are grouped by in SQL. `day` is the period's day (broadcast or contract
 * date, `yyyy-MM-dd`) that months, weeks and the timeline are made from in the service.
 */
export type ItemDimension = 'day' | 'weekdayBand' | 'programme' | 'buyer' | 'advertiser' | 'industry';
/** What the inventory's counters are grouped by: the heat map's weekday × hour beside the rows' own. */
export type InventoryDimension = 'day' | 'weekdayBand' | 'programme' | 'weekdayHour';

/** One group of items of one status (and decline reason), summed. */
export interface ItemSums {
  keyA: string | number | null;
  keyB: string | number | null;
  name: string | null;
  status: 'APPLIED' | 'ACCEPTED' | 'DECLINED' | 'CONTRACTED' | 'CANCELLED';
  declineReason: string | null;
  units: number;
  amount: number;
  /** Σ units × the estimated rating (basis points), over the units whose slot has one. */
  ratedUnits: number;
  /** Σ units × impressions, times RATING_SCALE × 100 for TV slots (rating × universe), as is for digital products. */
  audience: number;
}

export interface InventorySums {
  keyA: string | number | null;
  keyB: string | number | null;
  name: string | null;
  unitsOnSale: number;
  unitsSold: number;
}

const TV_KINDS: Partial<Record<SalesProduct, readonly number[]>> = { tv: [1, 2], normal: [1], lastMinute: [2] };
const DIGITAL_KINDS: Partial<Record<SalesProduct, 'STREAMING' | 'ONEDAY'>> = { streaming: 'STREAMING', oneday: 'ONEDAY' };
/** Items still open in a booking: the pipeline. */
const HELD_STATUSES = sql`('APPLIED', 'ACCEPTED')`;

export const isDigitalProduct = (product: SalesProduct) => DIGITAL_KINDS[product] !== undefined;

/** The band of a start second, as SQL: SALES_TIME_BANDS' bounds, so a year is banded by the database. */
const bandOf = (startSecond: RawBuilder<unknown>) =>
  sql`case ${sql.join(
    SALES_TIME_BANDS.slice(0, -1).map((band) => sql`when ${startSecond} < ${sql.lit(band.to)} then ${sql.lit(band.id)}`),
    sql` `,
  )} else ${sql.lit(SALES_TIME_BANDS.at(-1)?.id)} end`;

const toNumber = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

/** Station sales' aggregate reads (decision 023): booking items, slots and digital products in GROUP BY, never written. */
export function createStationSalesRepository(db: AppDatabase) {
  const postgres = isPostgres(db);

  /** The JST date of a stored UTC timestamp, in SQL. */
  const jstDateOf = (timestamp: RawBuilder<unknown>) =>
    postgres ? sql`to_char(${timestamp} at time zone 'Asia/Tokyo', 'YYYY-MM-DD')` : sql`date(${timestamp}, '+9 hours')`;

  function productSource(scope: SalesScope) {
    const digitalKind = DIGITAL_KINDS[scope.product];
    if (digitalKind) {
      return {
        digital: true,
        table: sql`digital_products p`,
        itemJoin: sql`join digital_products p on p.id = bi.digital_product_id`,
        where: sql`p.station_id in (${sql.join(scope.stationIds)}) and p.kind = ${digitalKind}`,
        date: sql`p.delivery_start`,
        title: sql`p.title`,
        programmeJoin: sql``,
      };
    }
    return {
      digital: false,
      table: sql`slots p`,
      itemJoin: sql`join slots p on p.id = bi.slot_id`,
      where: sql`p.station_id in (${sql.join(scope.stationIds)}) and p.kind in (${sql.join([...(TV_KINDS[scope.product] ?? [])])})`,
      date: sql`p.broadcast_date`,
      title: sql`pr.title`,
      programmeJoin: sql`left join programmes pr on pr.id = p.programme_id`,
    };
  }

  return {
    async ownStations(companyId: number) {
      return db
        .selectFrom('stations')
        .innerJoin('areas', 'areas.code', 'stations.area_code')
        .select(['stations.id', 'stations.name', 'stations.area_code'])
        .where('stations.company_id', '=', companyId)
        .orderBy('areas.sort_order')
        .orderBy('stations.remote_key')
        .orderBy('stations.id')
        .execute();
    },

    /**
     * The items of the scope's bookings summed by `dimension`, status and decline reason. Held items
     * (applied or accepted) count only while their booking is open, and always on the product's own
     * day: they have no contract day yet. Under the contract basis a decided item counts on the JST
     * day it was decided (契約成立, declined or cancelled), its booking's closing when it has none.
     */
    async itemSums(
      scope: SalesScope,
      dimension: ItemDimension,
      rating: RatingColumn | null,
      target: string,
    ): Promise<ItemSums[]> {
      const source = productSource(scope);
      const decidedAt = sql`coalesce(bi.decided_at, b.closed_at)`;
      const period =
        scope.basis === 'broadcast'
          ? sql`${source.date} between ${scope.dateFrom} and ${scope.dateTo}`
          : sql`((bi.status in ${HELD_STATUSES} and ${source.date} between ${scope.dateFrom} and ${scope.dateTo})
              or (bi.status not in ${HELD_STATUSES} and ${decidedAt} >= ${businessDateStartIso(scope.dateFrom)}
                and ${decidedAt} < ${businessDateStartIso(addDays(scope.dateTo, 1))}))`;
      const day =
        scope.basis === 'broadcast'
          ? source.date
          : sql`case when bi.status in ${HELD_STATUSES} then ${source.date} else ${jstDateOf(decidedAt)} end`;
      const keys: Record<ItemDimension, { a: RawBuilder<unknown>; b: RawBuilder<unknown>; name: RawBuilder<unknown> }> = {
        day: { a: day, b: sql`null`, name: sql`null` },
        weekdayBand: source.digital
          ? { a: day, b: sql`null`, name: sql`null` }
          : { a: sql`p.weekday`, b: bandOf(sql`p.start_second`), name: sql`null` },
        programme: { a: source.title, b: sql`null`, name: source.title },
        buyer: { a: sql`b.buyer_company_id`, b: sql`null`, name: sql`c.name` },
        advertiser: { a: sql`b.advertiser_id`, b: sql`null`, name: sql`a.name` },
        industry: { a: sql`a.industry`, b: sql`null`, name: sql`null` },
      };
      const key = keys[dimension];
      const ratingRef = rating ? sql.ref(`p.${rating}`) : sql`cast(null as integer)`;
      const measures = source.digital
        ? sql`0 as rated_units,
            sum(case when p.kind = 'STREAMING' then cast(bi.units as bigint) * 1000
              else cast(bi.units as bigint) * p.estimated_impressions end) as audience`
        : sql`sum(case when ${ratingRef} is not null then cast(bi.units as bigint) * ${ratingRef} end) as rated_units,
            sum(cast(bi.units as bigint) * ${ratingRef} * u.universe) as audience`;
      const universeJoin = source.digital
        ? sql``
        : sql`left join target_universes u on u.area_code = p.area_code and u.target = ${target}`;
      const result = await sql<Record<string, unknown>>`
        select ${key.a} as key_a, ${key.b} as key_b, ${key.name} as name, bi.status as status,
          bi.decline_reason as decline_reason, sum(bi.units) as units,
          sum(cast(bi.units as bigint) * bi.unit_price) as amount, ${measures}
        from booking_items bi
        join bookings b on b.id = bi.booking_id
        ${source.itemJoin}
        ${dimension === 'programme' ? source.programmeJoin : sql``}
        ${dimension === 'buyer' ? sql`join companies c on c.id = b.buyer_company_id` : sql``}
        ${dimension === 'advertiser' || dimension === 'industry' ? sql`left join advertisers a on a.id = b.advertiser_id` : sql``}
        ${universeJoin}
        where b.seller_company_id = ${scope.sellerCompanyId} and ${source.where} and ${period}
          and (bi.status not in ${HELD_STATUSES} or b.closed_at is null)
        group by 1, 2, 3, 4, 5`.execute(db);
      return result.rows.map((row) => ({
        keyA: (row.key_a ?? null) as string | number | null,
        keyB: (row.key_b ?? null) as string | number | null,
        name: (row.name ?? null) as string | null,
        status: row.status as ItemSums['status'],
        declineReason: (row.decline_reason ?? null) as string | null,
        units: toNumber(row.units),
        amount: toNumber(row.amount),
        ratedUnits: toNumber(row.rated_units),
        audience: toNumber(row.audience),
      }));
    },

    /** The inventory's counters of the products on sale in the period (by their own day), summed by `dimension`. */
    async inventorySums(scope: SalesScope, dimension: InventoryDimension): Promise<InventorySums[]> {
      const source = productSource(scope);
      const keys: Record<InventoryDimension, { a: RawBuilder<unknown>; b: RawBuilder<unknown>; name: RawBuilder<unknown> }> = {
        day: { a: source.date, b: sql`null`, name: sql`null` },
        weekdayBand: source.digital
          ? { a: source.date, b: sql`null`, name: sql`null` }
          : { a: sql`p.weekday`, b: bandOf(sql`p.start_second`), name: sql`null` },
        programme: { a: source.title, b: sql`null`, name: source.title },
        // Integer division on both databases: the hour on the 29-hour clock, 5 to 28.
        weekdayHour: { a: sql`p.weekday`, b: sql`p.start_second / 3600 + 5`, name: sql`null` },
      };
      const key = keys[dimension];
      const result = await sql<Record<string, unknown>>`
        select ${key.a} as key_a, ${key.b} as key_b, ${key.name} as name,
          sum(p.units_on_sale) as units_on_sale, sum(p.units_sold) as units_sold
        from ${source.table}
        ${dimension === 'programme' ? source.programmeJoin : sql``}
        where ${source.where} and p.status = 'ON_SALE' and ${source.date} between ${scope.dateFrom} and ${scope.dateTo}
        group by 1, 2, 3`.execute(db);
      return result.rows.map((row) => ({
        keyA: (row.key_a ?? null) as string | number | null,
        keyB: (row.key_b ?? null) as string | number | null,
        name: (row.name ?? null) as string | null,
        unitsOnSale: toNumber(row.units_on_sale),
        unitsSold: toNumber(row.units_sold),
      }));
    },

    /** The earliest sales start of the period's products: where the period's sales window opens. */
    async salesWindowStart(scope: SalesScope): Promise<string | null> {
      const source = productSource(scope);
      const result = await sql<{ start: string | null }>`
        select min(p.sales_start) as start from ${source.table}
        where ${source.where} and ${source.date} between ${scope.dateFrom} and ${scope.dateTo}`.execute(db);
      const start = result.rows[0]?.start;
      return start ? String(start).slice(0, 10) : null;
    },

    async budgets(stationIds: readonly number[], monthFrom: string, monthTo: string) {
      if (stationIds.length === 0) return [];
      return db
        .selectFrom('station_budgets')
        .leftJoin('users', 'users.id', 'station_budgets.updated_by_user_id')
        .select([
          'station_budgets.station_id',
          'station_budgets.month',
          'station_budgets.amount',
          'station_budgets.updated_at',
          'users.display_name as updated_by',
        ])
        .where('station_budgets.station_id', 'in', stationIds)
        .where('station_budgets.month', '>=', monthFrom)
        .where('station_budgets.month', '<=', monthTo)
        .orderBy('station_budgets.station_id')
        .orderBy('station_budgets.month')
        .execute();
    },

    async setBudget(stationId: number, month: string, amount: number, userId: number, nowIso: string): Promise<void> {
      await db
        .insertInto('station_budgets')
        .values({ station_id: stationId, month, amount, updated_by_user_id: userId, updated_at: nowIso })
        .onConflict((conflict) =>
          conflict.columns(['station_id', 'month']).doUpdateSet({ amount, updated_by_user_id: userId, updated_at: nowIso }),
        )
        .execute();
    },

    async deleteBudget(stationId: number, month: string): Promise<void> {
      await db.deleteFrom('station_budgets').where('station_id', '=', stationId).where('month', '=', month).execute();
    },
  };
}

export type StationSalesRepository = ReturnType<typeof createStationSalesRepository>;
