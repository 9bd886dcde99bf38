import { SALES_TIME_BANDS, type Target } from '@tvcm/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { RatingColumn } from '../inventory';

/** Where the breaks of an analysis aired: some stations' or a whole area's, over a period. */
export type BreakScope = ({ stationIds: readonly number[] } | { areaCode: string }) & { dateFrom: string; dateTo: string };

/** Sums of a group of breaks compared with their slots' estimates; the service turns them into means. */
export interface AccuracySums {
  breaks: number;
  estimate: number;
  actual: number;
  absoluteError: number;
}

export interface HeatmapSums {
  weekday: number;
  hour: number;
  breaks: number;
  measured: number;
  actual: number;
}

/** How a comparison is grouped: by weekday × sales band, or by programme. */
export type AccuracyGrouping = 'weekdayBand' | 'programme';

/** PostgreSQL answers sums and counts as bigint text; SQLite as numbers; no rows as null. */
const count = (value: unknown): number => Number(value ?? 0);

/** The sales band of `aired_breaks.start_second`, as salesTimeBandOf decides it, in SQL. */
const BAND_OF_BREAK = sql.raw(
  `case ${SALES_TIME_BANDS.slice(0, -1)
    .map((band) => `when aired_breaks.start_second < ${band.to} then '${band.id}'`)
    .join(' ')} else '${SALES_TIME_BANDS.at(-1)?.id}' end`,
);

/** The programme a break is shown under: the title the station's file gave it, else its slot's programme. */
const PROGRAMME_OF_BREAK = sql<string | null>`coalesce(aired_breaks.programme_title, programmes.title)`;

function scopeCondition(scope: BreakScope): RawBuilder<unknown> {
  const period = sql`aired_breaks.broadcast_date >= ${scope.dateFrom} and aired_breaks.broadcast_date <= ${scope.dateTo}`;
  if ('areaCode' in scope) return sql`aired_breaks.area_code = ${scope.areaCode} and ${period}`;
  return sql`aired_breaks.station_id in (${sql.join(scope.stationIds)}) and ${period}`;
}

const isEmpty = (scope: BreakScope) => 'stationIds' in scope && scope.stationIds.length === 0;

/**
 * Both the break's actual and its slot's estimate in the column: the breaks a comparison counts,
 * and their sums (aliases `breaks`, `estimate`, `actual`, `absolute_error`, each with `suffix`).
 */
function comparedSums(column: RatingColumn, suffix = '') {
  const actual = sql.ref(`aired_breaks.${column}`);
  const estimate = sql.ref(`slots.${column}`);
  const compared = sql`${actual} is not null and ${estimate} is not null`;
  const alias = (name: string) => sql.raw(`${name}${suffix}`);
  return sql`count(case when ${compared} then 1 end) as ${alias('breaks')},
    sum(case when ${compared} then ${estimate} end) as ${alias('estimate')},
    sum(case when ${compared} then ${actual} end) as ${alias('actual')},
    sum(case when ${compared} then abs(${actual} - ${estimate}) end) as ${alias('absolute_error')}`;
}

const toAccuracySums = (row: Record<string, unknown>, suffix = ''): AccuracySums => ({
  breaks: count(row[`breaks${suffix}`]),
  estimate: count(row[`estimate${suffix}`]),
  actual: count(row[`actual${suffix}`]),
  absoluteError: count(row[`absolute_error${suffix}`]),
});

/**
 * The reports after broadcast (decision 023): aggregate reads of the aired breaks against the slots
 * they matched, the contracted booking items on those slots and the slots still on sale. Never writes.
 */
export function createPostBuyRepository(db: AppDatabase) {
  return {
    async ownStations(companyId: number) {
      return db
        .selectFrom('stations')
        .where('company_id', '=', companyId)
        .select(['id', 'name', 'area_code'])
        .orderBy('id')
        .execute();
    },

    async areaName(code: string): Promise<string | null> {
      const area = await db.selectFrom('areas').where('code', '=', code).select('name').executeTakeFirst();
      return area?.name ?? null;
    },

    /** The scope's breaks measured in the column. */
    async measuredBreaks(scope: BreakScope, column: RatingColumn): Promise<number> {
      if (isEmpty(scope)) return 0;
      const { rows } = await sql<{ breaks: unknown }>`select count(${sql.ref(`aired_breaks.${column}`)}) as breaks
        from aired_breaks where ${scopeCondition(scope)}`.execute(db);
      return count(rows[0]?.breaks);
    },

    /** Estimate against actual in each of `columns` over the scope's matched breaks, one sum per column. */
    async accuracyByColumn(scope: BreakScope, columns: readonly RatingColumn[]): Promise<Map<RatingColumn, AccuracySums>> {
      const sums = new Map<RatingColumn, AccuracySums>();
      if (isEmpty(scope) || columns.length === 0) return sums;
      const aggregates = columns.map((column, index) => comparedSums(column, `_${index}`));
      const { rows } = await sql<Record<string, unknown>>`select ${sql.join(aggregates)}
        from aired_breaks join slots on slots.id = aired_breaks.slot_id
        where ${scopeCondition(scope)}`.execute(db);
      const row = rows[0] ?? {};
      columns.forEach((column, index) => {
        sums.set(column, toAccuracySums(row, `_${index}`));
      });
      return sums;
    },

    /** Estimate against actual by weekday × sales band (key `weekday:band`) or by programme (key its title, '' for none). */
    async accuracyBy(scope: BreakScope, column: RatingColumn, grouping: AccuracyGrouping) {
      if (isEmpty(scope)) return [];
      const group = grouping === 'weekdayBand' ? sql`aired_breaks.weekday, ${BAND_OF_BREAK}` : PROGRAMME_OF_BREAK;
      const keys =
        grouping === 'weekdayBand'
          ? sql`aired_breaks.weekday as weekday, ${BAND_OF_BREAK} as band, null as programme`
          : sql`null as weekday, null as band, ${PROGRAMME_OF_BREAK} as programme`;
      const { rows } = await sql<Record<string, unknown>>`select ${keys}, ${comparedSums(column)}
        from aired_breaks
        join slots on slots.id = aired_breaks.slot_id
        left join programmes on programmes.id = slots.programme_id
        where ${scopeCondition(scope)}
        group by ${group}`.execute(db);
      return rows
        .map((row) => ({
          weekday: row.weekday === null ? null : Number(row.weekday),
          band: row.band as string | null,
          programme: row.programme as string | null,
          ...toAccuracySums(row),
        }))
        .filter((row) => row.breaks > 0);
    },

    /** Every break of the scope by weekday × hour (5–28 on the 29-hour clock), with the sum of its measured actuals. */
    async heatmap(scope: BreakScope, column: RatingColumn): Promise<HeatmapSums[]> {
      if (isEmpty(scope)) return [];
      const actual = sql.ref(`aired_breaks.${column}`);
      // Integer division on both databases: start_second and 3600 are integers.
      const { rows } = await sql<Record<string, unknown>>`select aired_breaks.weekday as weekday,
          aired_breaks.start_second / 3600 as hour_index,
          count(*) as breaks, count(${actual}) as measured, sum(${actual}) as actual
        from aired_breaks
        where ${scopeCondition(scope)}
        group by aired_breaks.weekday, aired_breaks.start_second / 3600
        order by aired_breaks.weekday, aired_breaks.start_second / 3600`.execute(db);
      return rows.map((row) => ({
        weekday: Number(row.weekday),
        hour: 5 + Number(row.hour_index),
        breaks: count(row.breaks),
        measured: count(row.measured),
        actual: count(row.actual),
      }));
    },

    /** The contracted items on the scope's measured breaks: slots, revenue and GRP on estimate and actual. */
    async realised(scope: BreakScope, column: RatingColumn) {
      const empty = { slots: 0, revenue: 0, estimatedGrp: 0, deliveredGrp: 0 };
      if (isEmpty(scope)) return empty;
      const actual = sql.ref(`aired_breaks.${column}`);
      const estimate = sql.ref(`slots.${column}`);
      const { rows } = await sql<Record<string, unknown>>`select count(distinct slots.id) as slots,
          sum(cast(booking_items.units as bigint) * booking_items.unit_price) as revenue,
          sum(booking_items.units * coalesce(${estimate}, 0)) as estimated_grp,
          sum(booking_items.units * ${actual}) as delivered_grp
        from aired_breaks
        join slots on slots.id = aired_breaks.slot_id
        join booking_items on booking_items.slot_id = slots.id and booking_items.status = 'CONTRACTED'
        where ${scopeCondition(scope)} and ${actual} is not null`.execute(db);
      const row = rows[0];
      if (!row) return empty;
      return {
        slots: count(row.slots),
        revenue: count(row.revenue),
        estimatedGrp: count(row.estimated_grp),
        deliveredGrp: count(row.delivered_grp),
      };
    },

    /**
     * A buyer's contracted TV items whose slot airs in the period, each with its slot's estimate,
     * the actual of the break it matched (null when not aired or not measured) and the universe of
     * the target in the slot's area.
     */
    async contractedItems(
      buyerCompanyId: number,
      conditions: { dateFrom: string; dateTo: string; advertiserId?: number; target: Target },
      column: RatingColumn,
    ) {
      let query = db
        .selectFrom('booking_items')
        .innerJoin('bookings', 'bookings.id', 'booking_items.booking_id')
        .innerJoin('slots', 'slots.id', 'booking_items.slot_id')
        .innerJoin('stations', 'stations.id', 'slots.station_id')
        .leftJoin('advertisers', 'advertisers.id', 'bookings.advertiser_id')
        .leftJoin('programmes', 'programmes.id', 'slots.programme_id')
        .leftJoin('aired_breaks', 'aired_breaks.slot_id', 'slots.id')
        .leftJoin('target_universes', (join) =>
          join.onRef('target_universes.area_code', '=', 'slots.area_code').on('target_universes.target', '=', conditions.target),
        )
        .where('bookings.buyer_company_id', '=', buyerCompanyId)
        .where('bookings.service', '=', 'TV')
        .where('booking_items.status', '=', 'CONTRACTED')
        .where('slots.broadcast_date', '>=', conditions.dateFrom)
        .where('slots.broadcast_date', '<=', conditions.dateTo);
      if (conditions.advertiserId !== undefined) query = query.where('bookings.advertiser_id', '=', conditions.advertiserId);
      return query
        .select([
          'booking_items.id as item_id',
          'booking_items.units',
          'booking_items.unit_price',
          'bookings.id as booking_id',
          'bookings.application_number',
          'bookings.advertiser_id',
          'advertisers.name as advertiser_name',
          'advertisers.industry',
          'slots.id as slot_id',
          'slots.station_id',
          'slots.area_code',
          'stations.name as station_name',
          'slots.broadcast_date',
          'slots.weekday',
          'slots.start_second',
          'slots.length_seconds',
          'target_universes.universe',
        ])
        .select([
          sql<string | null>`coalesce(programmes.title, aired_breaks.programme_title)`.as('programme_title'),
          sql<number | null>`${sql.ref(`slots.${column}`)}`.as('estimate'),
          sql<number | null>`${sql.ref(`aired_breaks.${column}`)}`.as('actual'),
          // A cart belongs to one plan at most; the smallest id keeps one row per item regardless.
          sql<number | null>`(select min(plan_carts.plan_id) from plan_carts where plan_carts.cart_id = bookings.cart_id)`.as(
            'plan_id',
          ),
          sql<
            string | null
          >`(select plans.name from plans where plans.id = (select min(plan_carts.plan_id) from plan_carts where plan_carts.cart_id = bookings.cart_id))`.as(
            'plan_name',
          ),
        ])
        .orderBy('slots.broadcast_date')
        .orderBy('slots.start_second')
        .orderBy('booking_items.id')
        .execute();
    },

    /**
     * The slots a buyer could take instead of ones that under-delivered on a station: on sale today
     * for a later day, with an estimate in the column at least `minEstimate` (the lowest of the
     * originals'). The service picks each original's substitute among them.
     */
    async substituteCandidates(conditions: { stationId: number; minEstimate: number; today: string; column: RatingColumn }) {
      const estimate = sql.ref(`slots.${conditions.column}`);
      return db
        .selectFrom('slots')
        .leftJoin('programmes', 'programmes.id', 'slots.programme_id')
        .where('slots.station_id', '=', conditions.stationId)
        .where('slots.broadcast_date', '>', conditions.today)
        .where('slots.status', '=', 'ON_SALE')
        .where('slots.sales_start', '<=', conditions.today)
        .where('slots.sales_end', '>=', conditions.today)
        .where(sql<boolean>`${estimate} >= ${conditions.minEstimate}`)
        .where(sql<boolean>`slots.units_on_sale - slots.units_held - slots.units_sold > 0`)
        .select([
          'slots.id',
          'slots.broadcast_date',
          'slots.weekday',
          'slots.start_second',
          'slots.length_seconds',
          'slots.price',
          'programmes.title as programme_title',
          sql<number>`${estimate}`.as('estimate'),
          sql<number>`slots.units_on_sale - slots.units_held - slots.units_sold`.as('units_left'),
        ])
        .orderBy('slots.broadcast_date')
        .orderBy('slots.start_second')
        .orderBy('slots.id')
        .execute();
    },
  };
}

export type PostBuyRepository = ReturnType<typeof createPostBuyRepository>;
export type SubstituteCandidateRow = Awaited<ReturnType<PostBuyRepository['substituteCandidates']>>[number];
export type ContractedItemRow = Awaited<ReturnType<PostBuyRepository['contractedItems']>>[number];
