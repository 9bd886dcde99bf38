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

/** Who bought or what was sold, beside the day: the groupings that are not made of days and times. */
export type ItemDimension = 'programme' | 'buyer' | 'advertiser' | 'industry';

/**
 * The day and time of a group: its period day (broadcast or contract date, `yyyy-MM-dd`), and for
 * TV slots the slot's weekday and band; months, weeks, weekday × band and the timeline are made of
 * these in the service.
 */
interface DayParts {
  day: string;
  weekday: number | null;
  band: string | null;
}

/** One group of items of one status (and decline reason), summed. */
export interface ItemSums extends DayParts {
  key: string | number | null;
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

/** The inventory's counters of the products on sale, summed. */
export interface InventoryCounts {
  unitsOnSale: number;
  unitsSold: number;
}

/** The inventory of a day and hour (TV) or a day (digital), and the earliest sales start among it. */
export interface InventorySums extends DayParts, InventoryCounts {
  hour: number | null;
  salesStart: string | null;
}

const TV_KINDS: Partial<Record<SalesProduct, readonly number[]>> = { tv: [1, 2], normal: [1], lastMinute: [2] };
const DIGITAL_KINDS: Partial<Record<SalesProduct, 'STREAMING' | 'ONEDAY'>> = { streaming: 'STREAMING', oneday: 'ONEDAY' };
/** Items still open in a booking: the pipeline. */
const HELD_STATUSES = sql`('APPLIED', 'ACCEPTED')`;

export const isDigitalProduct = (product: SalesProduct) => DIGITAL_KINDS[product] !== undefined;

/**
 * The band of a start second, as SQL: its place in SALES_TIME_BANDS from their bounds, so a year is
 * banded by the database (a number sorts and groups narrower than the band's name).
 */
const bandOf = (startSecond: RawBuilder<unknown>) =>
  sql`case ${sql.join(
    SALES_TIME_BANDS.slice(0, -1).map((band, index) => sql`when ${startSecond} < ${sql.lit(band.to)} then ${sql.lit(index)}`),
    sql` `,
  )} else ${sql.lit(SALES_TIME_BANDS.length - 1)} end`;

const bandIdOf = (value: unknown) =>
  value === null || value === undefined ? null : (SALES_TIME_BANDS[Number(value)]?.id ?? null);

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
        weekday: sql`cast(null as integer)`,
        hour: sql`cast(null as integer)`,
        band: sql`cast(null as integer)`,
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
      weekday: sql`p.weekday`,
      // Integer division on both databases: the hour on the 29-hour clock, 5 to 28.
      hour: sql`p.start_second / 3600 + 5`,
      band: bandOf(sql`p.start_second`),
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
     * The items of the scope's bookings summed by day (and a TV slot's weekday and band), status and
     * decline reason, and by `dimension` when one is given. Held items (applied or accepted) count
     * only while their booking is open, and always on the product's own day: they have no contract
     * day yet. Under the contract basis a decided item counts on the JST day it was decided (契約成立,
     * declined or cancelled), its booking's closing when it has none.
     */
    async itemSums(
      scope: SalesScope,
      dimension: ItemDimension | null,
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
      const keys: Record<ItemDimension, { key: RawBuilder<unknown>; name: RawBuilder<unknown> }> = {
        programme: { key: source.title, name: source.title },
        buyer: { key: sql`b.buyer_company_id`, name: sql`c.name` },
        advertiser: { key: sql`b.advertiser_id`, name: sql`a.name` },
        industry: { key: sql`a.industry`, name: sql`null` },
      };
      const key = dimension ? keys[dimension] : { key: sql`null`, name: sql`null` };
      const ratingRef = rating ? sql.ref(`p.${rating}`) : sql``;
      const measures = source.digital
        ? sql`0 as rated_units,
            sum(case when p.kind = 'STREAMING' then cast(bi.units as bigint) * 1000
              else cast(bi.units as bigint) * p.estimated_impressions end) as audience`
        : rating
          ? sql`sum(case when ${ratingRef} is not null then cast(bi.units as bigint) * ${ratingRef} end) as rated_units,
              sum(cast(bi.units as bigint) * ${ratingRef} * u.universe) as audience`
          : sql`0 as rated_units, 0 as audience`;
      const universeJoin =
        source.digital || !rating
          ? sql``
          : sql`left join target_universes u on u.area_code = p.area_code and u.target = ${target}`;
      const result = await sql<Record<string, unknown>>`
        select ${day} as day, ${source.weekday} as weekday, ${source.band} as band,
          ${key.key} as key, ${key.name} as name, bi.status as status, bi.decline_reason as decline_reason,
          sum(bi.units) as units, sum(cast(bi.units as bigint) * bi.unit_price) as amount, ${measures}
        from booking_items bi
        join bookings b on b.id = bi.booking_id
        ${source.itemJoin}
        ${dimension === 'programme' ? source.programmeJoin : sql``}
        ${dimension === 'buyer' ? sql`join companies c on c.id = b.buyer_company_id` : sql``}
        ${dimension === 'advertiser' || dimension === 'industry' ? sql`left join advertisers a on a.id = b.advertiser_id` : sql``}
        ${universeJoin}
        where b.seller_company_id = ${scope.sellerCompanyId} and ${source.where} and ${period}
          and (bi.status not in ${HELD_STATUSES} or b.closed_at is null)
        group by 1, 2, 3, 4, 5, 6, 7`.execute(db);
      return result.rows.map((row) => ({
        day: String(row.day),
        weekday: row.weekday === null || row.weekday === undefined ? null : Number(row.weekday),
        band: bandIdOf(row.band),
        key: (row.key ?? null) as string | number | null,
        name: (row.name ?? null) as string | null,
        status: row.status as ItemSums['status'],
        declineReason: (row.decline_reason ?? null) as string | null,
        units: toNumber(row.units),
        amount: toNumber(row.amount),
        ratedUnits: toNumber(row.rated_units),
        audience: toNumber(row.audience),
      }));
    },

    /**
     * The period's products by day and, for TV slots, weekday, hour (on the 29-hour clock) and band:
     * the counters of those on sale, and the earliest sales start of them all (the sales window).
     */
    async inventorySums(scope: SalesScope): Promise<InventorySums[]> {
      const source = productSource(scope);
      const onSale = (column: string) => sql`sum(case when p.status = 'ON_SALE' then p.${sql.raw(column)} else 0 end)`;
      const result = await sql<Record<string, unknown>>`
        select ${source.date} as day, ${source.hour} as hour, ${source.band} as band, min(${source.weekday}) as weekday,
          ${onSale('units_on_sale')} as units_on_sale, ${onSale('units_sold')} as units_sold, min(p.sales_start) as sales_start
        from ${source.table}
        where ${source.where} and ${source.date} between ${scope.dateFrom} and ${scope.dateTo}
        group by 1, 2, 3`.execute(db);
      return result.rows.map((row) => ({
        day: String(row.day),
        weekday: row.weekday === null || row.weekday === undefined ? null : Number(row.weekday),
        hour: row.hour === null || row.hour === undefined ? null : Number(row.hour),
        band: bandIdOf(row.band),
        unitsOnSale: toNumber(row.units_on_sale),
        unitsSold: toNumber(row.units_sold),
        salesStart: row.sales_start ? String(row.sales_start).slice(0, 10) : null,
      }));
    },

    /** The counters of the period's products on sale by programme title (a digital product's own). */
    async inventoryByProgramme(scope: SalesScope): Promise<(InventoryCounts & { title: string | null })[]> {
      const source = productSource(scope);
      const result = await sql<Record<string, unknown>>`
        select ${source.title} as title, sum(p.units_on_sale) as units_on_sale, sum(p.units_sold) as units_sold
        from ${source.table}
        ${source.programmeJoin}
        where ${source.where} and p.status = 'ON_SALE' and ${source.date} between ${scope.dateFrom} and ${scope.dateTo}
        group by 1`.execute(db);
      return result.rows.map((row) => ({
        title: (row.title ?? null) as string | null,
        unitsOnSale: toNumber(row.units_on_sale),
        unitsSold: toNumber(row.units_sold),
      }));
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
