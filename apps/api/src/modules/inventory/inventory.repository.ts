import {
  type Target,
  TIME_BAND_PRESETS,
  type TimeBand,
  type TimeBandPreset,
  TRIAL_GRANT_SCOPES,
  type TrialGrantScope,
} from '@tvcm/contracts';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { type AppDatabase, isPostgres } from '../../db/database';
import type { Database } from '../../db/schema';
import { type RatedSlotRow, type RatingColumn, ratingSelection, SLOT_LIST_COLUMNS } from './slot-columns';
import { STATION_COLUMNS } from './station-columns';
import {
  inTimetableOrder,
  jsonArrayOf,
  PROGRAMME_FIELDS,
  TIMETABLE_FIELDS,
  type TimetableProgrammeColumns,
  type TimetableSlotColumns,
} from './timetable-columns';
import type { StationVisibility } from './visibility';

/** The slot conditions of a search (SPEC.md §3 `searchConditionForm`), in the database's terms. */
export interface SlotConditions {
  areaCode?: string;
  dateFrom: string;
  dateTo: string;
  stationIds?: readonly number[];
  salesFrom?: string;
  salesTo?: string;
  weekdays?: readonly number[];
  timeFrom?: number;
  timeTo?: number;
  pattern?: TimeBandPreset;
  position?: 'SB' | 'PT';
  length?: number;
  kind?: number;
  maxPrice?: number;
  maxPerCost?: number;
  /** Only slots a buyer can put in a cart on this business date: units left, within their sales period. */
  onSaleOn?: string;
}

/** How a page of the slot search is sorted and cut. */
export interface SlotPageRequest {
  sort: 'cpm' | 'perCost' | 'price' | 'airTime';
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** The business date whose slots on sale come first, before sold-out ones and those outside their sales period. */
  today: string;
}

/** Ids a lookup binds in one statement: well under SQLite's 32,766 bound values and PostgreSQL's 65,535. */
export const IDS_PER_STATEMENT = 5_000;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

type SlotQuery = SelectQueryBuilder<Database, 'slots', object>;

/** The hour of the broadcast day (5–28) a slot starts in; integer division on both databases. */
const BROADCAST_HOUR = sql<number>`5 + slots.start_second / 3600`;

/** perCostYen in SQL: price × 100 ÷ rating, rounded half up, in integers so both databases round alike. */
const perCostSql = (rating: ReturnType<typeof sql.ref>) =>
  sql<number>`(cast(slots.price as bigint) * 200 + ${rating}) / (2 * ${rating})`;

/** Target search's sums over the slots of one weekday and hour of the broadcast day. */
export interface TargetHourSums {
  weekday: number;
  hour: number;
  slots: number;
  /** Price and target rating of the slots with a target rating. */
  ratedPrice: number;
  targetRating: number;
  /** Target and individual ratings of the slots with both. */
  shareTarget: number;
  shareIndividual: number;
}

/** The slots of one segment cell (station × broadcast date × hour): their count and price, the individual rating of those with one, the prices of those on sale. */
export interface CellSums {
  stationId: number;
  date: string;
  weekday: number;
  hour: number;
  slots: number;
  price: number;
  individualSlots: number;
  individualRating: number;
  onSalePrices: number[];
}

/** The columns and constants of a demographic target's figures. */
export interface TargetFigureColumns {
  target: RatingColumn;
  individual: RatingColumn;
  targetUniverse: number;
  individualUniverse: number;
  /** 100 ÷ the area's average share: a slot's share times it is its index. */
  indexScale: number;
}

export interface TargetSlotPageRequest {
  sort: 'index' | 'cpm' | 'perCost';
  offset: number;
  limit: number;
  today: string;
  /** Only 穴場枠: the index line and the median per-cost. */
  bargains?: { minIndex: number; maxPerCost: number };
}

export type TargetSlotRow = RatedSlotRow & { index_raw: number | null; share_raw: number | null };

function bandMatches(eb: ExpressionBuilder<Database, 'slots'>, band: TimeBand) {
  return eb.and([
    eb('slots.weekday', 'in', [...band.weekdays]),
    eb('slots.start_second', '>=', band.from),
    eb('slots.start_second', '<', band.to),
  ]);
}

/** Slots a buyer can put in a cart on `date`: as `slotStateOf` says of each, in SQL. */
function onSaleOn(query: SlotQuery, date: string): SlotQuery {
  return query
    .where(sql<boolean>`slots.units_on_sale > slots.units_held + slots.units_sold`)
    .where('slots.sales_start', '<=', date)
    .where('slots.sales_end', '>=', date);
}

/** Station companies whose grant to the trial company is in force today: any grant lets it see, an APPLY grant apply too. */
export function grantingCompanies(
  db: AppDatabase,
  trialCompanyId: number,
  today: string,
  scopes: readonly TrialGrantScope[] = TRIAL_GRANT_SCOPES,
) {
  return db
    .selectFrom('trial_permissions')
    .select('station_company_id')
    .where('trial_company_id', '=', trialCompanyId)
    .where('scope', 'in', [...scopes])
    .where('revoked_at', 'is', null)
    .where('valid_from', '<=', today)
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>=', today)]));
}

/**
 * The inventory's SQL over slots, programmes and target universes, and its reads of the trial
 * grants and stations: the search, the visibility, the lookups by id and the unit counters.
 */
export function createInventoryRepository(db: AppDatabase) {
  function visibleStationIds(visibility: StationVisibility) {
    if (visibility.kind === 'all') return undefined;
    return db
      .selectFrom('stations')
      .select('stations.id')
      .where('stations.company_id', 'in', grantingCompanies(db, visibility.trialCompanyId, visibility.today));
  }

  /** Every condition of the search as WHERE clauses; withdrawn slots are never offered. */
  function whereConditions(query: SlotQuery, conditions: SlotConditions, visibility: StationVisibility, rating: RatingColumn) {
    let filtered = query
      .where('slots.broadcast_date', '>=', conditions.dateFrom)
      .where('slots.broadcast_date', '<=', conditions.dateTo)
      .where('slots.status', '=', 'ON_SALE');
    if (conditions.areaCode) filtered = filtered.where('slots.area_code', '=', conditions.areaCode);
    const visible = visibleStationIds(visibility);
    if (visible) filtered = filtered.where('slots.station_id', 'in', visible);
    if (conditions.stationIds?.length) filtered = filtered.where('slots.station_id', 'in', [...conditions.stationIds]);
    if (conditions.salesTo) filtered = filtered.where('slots.sales_start', '<=', conditions.salesTo);
    if (conditions.salesFrom) filtered = filtered.where('slots.sales_end', '>=', conditions.salesFrom);
    if (conditions.pattern) {
      const bands = TIME_BAND_PRESETS[conditions.pattern];
      filtered = filtered.where((eb) => eb.or(bands.map((band) => bandMatches(eb, band))));
    } else {
      if (conditions.weekdays?.length) filtered = filtered.where('slots.weekday', 'in', [...conditions.weekdays]);
      if (conditions.timeFrom !== undefined) filtered = filtered.where('slots.start_second', '>=', conditions.timeFrom);
      if (conditions.timeTo !== undefined) filtered = filtered.where('slots.start_second', '<', conditions.timeTo);
    }
    if (conditions.position) filtered = filtered.where('slots.position', '=', conditions.position);
    if (conditions.length) filtered = filtered.where('slots.length_seconds', '=', conditions.length);
    if (conditions.kind) filtered = filtered.where('slots.kind', '=', conditions.kind);
    if (conditions.maxPrice) filtered = filtered.where('slots.price', '<=', conditions.maxPrice);
    if (conditions.onSaleOn) filtered = onSaleOn(filtered, conditions.onSaleOn);
    if (conditions.maxPerCost) {
      // price ÷ (rating in basis points ÷ 100) ≤ maxPerCost, kept in integers.
      const maxPerCost = conditions.maxPerCost;
      filtered = filtered.where((eb) =>
        eb(
          sql<number>`cast(slots.price as bigint) * 100`,
          '<=',
          sql<number>`cast(${sql.ref(`slots.${rating}`)} as bigint) * ${maxPerCost}`,
        ),
      );
    }
    return filtered;
  }

  /** The rows of `rows` as one JSON array per field, each in the order the rows come. */
  async function columnsOf<Row, Field extends keyof Row & string>(
    rows: SelectQueryBuilder<Database, keyof Database, Row>,
    fields: readonly Field[],
  ): Promise<{ [F in Field]: Row[F][] }> {
    const aggregate = sql.raw(isPostgres(db) ? 'json_agg' : 'json_group_array');
    const row = await db
      .selectFrom(rows.as('matching'))
      .select(fields.map((field) => sql<unknown>`${aggregate}(${sql.ref(`matching.${field}`)})`.as(field)))
      .executeTakeFirstOrThrow();
    const columns = Object.fromEntries(fields.map((field) => [field, jsonArrayOf((row as Record<string, unknown>)[field])]));
    return columns as { [F in Field]: Row[F][] };
  }

  /** Slots with their station, area and programme: what a list of slots shows. */
  const listedSlots = (query: SlotQuery) =>
    query
      .innerJoin('stations', 'stations.id', 'slots.station_id')
      .innerJoin('areas', 'areas.code', 'slots.area_code')
      .leftJoin('programmes', 'programmes.id', 'slots.programme_id');

  return {
    /** Areas with the stations the caller may see, in timetable order (remote-control key). */
    async findStations(visibility: StationVisibility, areaCode?: string) {
      let query = db
        .selectFrom('stations')
        .innerJoin('areas', 'areas.code', 'stations.area_code')
        .innerJoin('networks', 'networks.code', 'stations.network_code')
        .select(STATION_COLUMNS)
        .orderBy('areas.sort_order')
        .orderBy('stations.remote_key');
      if (areaCode) query = query.where('stations.area_code', '=', areaCode);
      const visible = visibleStationIds(visibility);
      if (visible) query = query.where('stations.id', 'in', visible);
      return query.execute();
    },

    /** Whether a grant of one of `scopes` from this station company to the trial company is in force. */
    async isGranted(
      visibility: Extract<StationVisibility, { kind: 'grantedTo' }>,
      stationCompanyId: number,
      scopes: readonly TrialGrantScope[],
    ): Promise<boolean> {
      const grant = await grantingCompanies(db, visibility.trialCompanyId, visibility.today, scopes)
        .where('station_company_id', '=', stationCompanyId)
        .executeTakeFirst();
      return grant !== undefined;
    },

    /**
     * The first broadcast day from `today` with a slot of the area on sale today, among the
     * stations the caller may see. The area-date index is read in date order and the scan stops
     * at the first match, so it reads only the sold-out days before it.
     */
    async findFirstOnSaleDate(areaCode: string, visibility: StationVisibility, today: string): Promise<string | null> {
      let query = onSaleOn(db.selectFrom('slots'), today)
        .select('slots.broadcast_date')
        .where('slots.area_code', '=', areaCode)
        .where('slots.broadcast_date', '>=', today)
        .where('slots.status', '=', 'ON_SALE');
      const visible = visibleStationIds(visibility);
      if (visible) query = query.where('slots.station_id', 'in', visible);
      const first = await query.orderBy('slots.area_code').orderBy('slots.broadcast_date').limit(1).executeTakeFirst();
      return first?.broadcast_date ?? null;
    },

    /** The area, and its universe of the target (null where it has none). */
    findAreaUniverse(code: string, target: Target) {
      return db
        .selectFrom('areas')
        .leftJoin('target_universes', (join) =>
          join.onRef('target_universes.area_code', '=', 'areas.code').on('target_universes.target', '=', target),
        )
        .select(['areas.code', 'areas.name', 'target_universes.universe'])
        .where('areas.code', '=', code)
        .executeTakeFirst();
    },

    async universesOf(target: Target): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('target_universes')
        .select(['area_code', 'universe'])
        .where('target', '=', target)
        .execute();
      return new Map(rows.map((row) => [row.area_code, row.universe]));
    },

    /**
     * The programmes of an area's stations the caller may see (of `stationIds` only, when given),
     * in timetable order, as one array per field, aggregated by the database as the slots are: an
     * area-week's programmes read as rows cost the driver more than the query.
     */
    async findProgrammeColumns(
      areaCode: string,
      dateFrom: string,
      dateTo: string,
      visibility: StationVisibility,
      stationIds?: readonly number[],
    ): Promise<TimetableProgrammeColumns> {
      let matching = db
        .selectFrom('programmes')
        .select(PROGRAMME_FIELDS)
        .where('area_code', '=', areaCode)
        .where('broadcast_date', '>=', dateFrom)
        .where('broadcast_date', '<=', dateTo);
      const visible = visibleStationIds(visibility);
      if (visible) matching = matching.where('station_id', 'in', visible);
      if (stationIds?.length) matching = matching.where('station_id', 'in', [...stationIds]);
      // The index reads them in this order already; the aggregate keeps the order it is given.
      const ordered = matching.orderBy('broadcast_date').orderBy('station_id').orderBy('start_second');
      return inTimetableOrder(await columnsOf(ordered, PROGRAMME_FIELDS));
    },

    /**
     * The slots of a timetable in timetable order, with the chosen rating, as one array per field.
     * The database builds the arrays (a JSON aggregate over the matching rows): reading an area-week
     * as rows made the driver build some 50,000 values one by one, which cost most of the request.
     * The order is put right here rather than sorted by the database, which on PostgreSQL took a
     * quarter of the query (SQLite reads the rows in index order, which is already this order).
     */
    async findTimetableColumns(
      conditions: SlotConditions,
      visibility: StationVisibility,
      rating: RatingColumn,
    ): Promise<TimetableSlotColumns> {
      const matching = whereConditions(db.selectFrom('slots'), conditions, visibility, rating).select([
        'slots.id as id',
        'slots.station_id as station_id',
        'slots.programme_id as programme_id',
        'slots.broadcast_date as broadcast_date',
        'slots.start_second as start_second',
        'slots.length_seconds as length_seconds',
        'slots.position as position',
        'slots.kind as kind',
        'slots.price as price',
        sql<number>`slots.units_on_sale - slots.units_held - slots.units_sold`.as('remaining'),
        'slots.sales_start as sales_start',
        'slots.sales_end as sales_end',
        ratingSelection(rating),
      ]);
      return inTimetableOrder(await columnsOf(matching, TIMETABLE_FIELDS));
    },

    /** One page of the slot search, sorted by the figure asked for (slots without a rating last), and the total. */
    async findSlotPage(
      conditions: SlotConditions,
      visibility: StationVisibility,
      rating: RatingColumn,
      target: Target,
      page: SlotPageRequest,
    ): Promise<{ rows: RatedSlotRow[]; total: number }> {
      const base = whereConditions(
        db
          .selectFrom('slots')
          .leftJoin('target_universes', (join) =>
            join.onRef('target_universes.area_code', '=', 'slots.area_code').on('target_universes.target', '=', target),
          ),
        conditions,
        visibility,
        rating,
      ) as SlotQuery;
      const ratingRef = sql.ref(`slots.${rating}`);
      const direction = sql.raw(page.order === 'desc' ? 'desc' : 'asc');
      const figure = {
        // In floating point: rating × universe passes the range of a 32-bit integer.
        cpm: sql`case when ${ratingRef} > 0 then slots.price * 1.0 / (${ratingRef} * 1.0 * target_universes.universe) end`,
        perCost: sql`case when ${ratingRef} > 0 then slots.price * 1.0 / ${ratingRef} end`,
        price: sql`slots.price`,
        airTime: sql`slots.broadcast_date`,
      }[page.sort];
      const [rows, total] = await Promise.all([
        listedSlots(base)
          .select([...SLOT_LIST_COLUMNS, ratingSelection(rating)])
          .orderBy(
            sql`case when slots.units_on_sale > slots.units_held + slots.units_sold and slots.sales_start <= ${page.today} and slots.sales_end >= ${page.today} then 0 else 1 end`,
          )
          .orderBy(sql`${figure} ${direction} nulls last`)
          .orderBy('slots.broadcast_date')
          .orderBy('slots.start_second')
          .orderBy('slots.id')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.total) };
    },

    /**
     * Target search's sums per weekday and hour of the broadcast day over an area's slots in the
     * period (every hour: the caller keeps the pattern's), in one GROUP BY over the area-date index:
     * the slots, the price and target rating of those with a target rating (per-cost), and the
     * target and individual ratings of those with both (share). Universes multiply outside.
     */
    async sumTargetFiguresByHour(
      conditions: SlotConditions,
      visibility: StationVisibility,
      target: RatingColumn,
      individual: RatingColumn,
    ): Promise<TargetHourSums[]> {
      const t = sql.ref(`slots.${target}`);
      const i = sql.ref(`slots.${individual}`);
      const rows = await whereConditions(db.selectFrom('slots'), conditions, visibility, target)
        .select([
          'slots.weekday as weekday',
          BROADCAST_HOUR.as('hour'),
          sql<number | string>`count(*)`.as('slots'),
          sql<number | string | null>`sum(case when ${t} > 0 then slots.price end)`.as('rated_price'),
          sql<number | string | null>`sum(case when ${t} > 0 then ${t} end)`.as('target_rating'),
          sql<number | string | null>`sum(case when ${t} is not null and ${i} > 0 then ${t} end)`.as('share_target'),
          sql<number | string | null>`sum(case when ${t} is not null and ${i} > 0 then ${i} end)`.as('share_individual'),
        ])
        .groupBy(['slots.weekday', BROADCAST_HOUR])
        .execute();
      return rows.map((row) => ({
        weekday: Number(row.weekday),
        hour: Number(row.hour),
        slots: Number(row.slots),
        ratedPrice: Number(row.rated_price ?? 0),
        targetRating: Number(row.target_rating ?? 0),
        shareTarget: Number(row.share_target ?? 0),
        shareIndividual: Number(row.share_individual ?? 0),
      }));
    },

    /**
     * The same over a segment's cells (station × broadcast date × hour), whose ratings the caller
     * holds, in one scan: per cell the slots, their price, the individual rating of those that have
     * one, and the prices of those on sale `today` (a list: with the cell's rating, the per-costs
     * whose median is the 穴場 line). The caller sums the cells by weekday and hour.
     */
    async sumSlotsByCell(
      conditions: SlotConditions,
      visibility: StationVisibility,
      individual: RatingColumn,
      today: string,
    ): Promise<CellSums[]> {
      const i = sql.ref(`slots.${individual}`);
      const onSalePrice = sql`case when slots.units_on_sale > slots.units_held + slots.units_sold and slots.sales_start <= ${today} and slots.sales_end >= ${today} then slots.price end`;
      // Both skip nulls: the prices of the slots on sale only.
      const onSalePrices = isPostgres(db)
        ? sql<string | null>`string_agg(cast(${onSalePrice} as text), ',')`
        : sql<string | null>`group_concat(${onSalePrice}, ',')`;
      const rows = await whereConditions(db.selectFrom('slots'), conditions, visibility, individual)
        .select([
          'slots.station_id as station_id',
          'slots.broadcast_date as broadcast_date',
          'slots.weekday as weekday',
          BROADCAST_HOUR.as('hour'),
          sql<number | string>`count(*)`.as('slots'),
          sql<number | string>`sum(slots.price)`.as('price'),
          sql<number | string>`sum(case when ${i} > 0 then 1 else 0 end)`.as('individual_slots'),
          sql<number | string | null>`sum(case when ${i} > 0 then ${i} end)`.as('individual_rating'),
          onSalePrices.as('on_sale_prices'),
        ])
        .groupBy(['slots.station_id', 'slots.broadcast_date', 'slots.weekday', BROADCAST_HOUR])
        .execute();
      return rows.map((row) => ({
        stationId: Number(row.station_id),
        date: row.broadcast_date,
        weekday: Number(row.weekday),
        hour: Number(row.hour),
        slots: Number(row.slots),
        price: Number(row.price),
        individualSlots: Number(row.individual_slots),
        individualRating: Number(row.individual_rating ?? 0),
        onSalePrices: row.on_sale_prices ? String(row.on_sale_prices).split(',').map(Number) : [],
      }));
    },

    /**
     * The median per-cost (yen, rounded as perCostYen rounds) of the slots matching `conditions`
     * with a target rating: the middle one or two in per-cost order, read by the database.
     */
    async findMedianPerCost(
      conditions: SlotConditions,
      visibility: StationVisibility,
      target: RatingColumn,
    ): Promise<number | null> {
      const rated = whereConditions(db.selectFrom('slots'), conditions, visibility, target).where(
        sql.ref(`slots.${target}`),
        '>',
        0,
      );
      const { total } = await rated.select(sql<number | string>`count(*)`.as('total')).executeTakeFirstOrThrow();
      const count = Number(total);
      if (count === 0) return null;
      const perCost = perCostSql(sql.ref(`slots.${target}`));
      const middle = await rated
        .select(perCost.as('per_cost'))
        .orderBy(perCost)
        .offset(Math.floor((count - 1) / 2))
        .limit(count % 2 === 0 ? 2 : 1)
        .execute();
      const values = middle.map((row) => Number(row.per_cost));
      return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
    },

    /**
     * One page of target search's slot list for a demographic target, its figures worked out by the
     * database: the share and index (against `figures.averageShare`), per-cost and CPM, slots on
     * sale first, then by the figure asked for (those without one last). With `bargains`, only the
     * 穴場枠: on sale, index at or over the line once rounded, per-cost at or under the median.
     */
    async findTargetSlotPage(
      conditions: SlotConditions,
      visibility: StationVisibility,
      figures: TargetFigureColumns,
      page: TargetSlotPageRequest,
    ): Promise<{ rows: TargetSlotRow[]; total: number }> {
      const t = sql.ref(`slots.${figures.target}`);
      const i = sql.ref(`slots.${figures.individual}`);
      // Floating point: rating × universe passes the range of a 32-bit integer.
      const indexRaw = sql<
        number | null
      >`case when ${t} is not null and ${i} > 0 then (${t} * 1.0 * ${figures.targetUniverse}) / (${i} * 1.0 * ${figures.individualUniverse}) * ${figures.indexScale} end`;
      const shareRaw = sql<
        number | null
      >`case when ${t} is not null and ${i} > 0 then (${t} * 1.0 * ${figures.targetUniverse}) / (${i} * 1.0 * ${figures.individualUniverse}) end`;
      const perCost = sql<number | null>`case when ${t} > 0 then ${perCostSql(t)} end`;
      const onSale = sql<boolean>`slots.units_on_sale > slots.units_held + slots.units_sold and slots.sales_start <= ${page.today} and slots.sales_end >= ${page.today}`;
      let base = whereConditions(db.selectFrom('slots'), conditions, visibility, figures.target);
      if (page.bargains) {
        const line = page.bargains.minIndex - 0.5;
        const median = page.bargains.maxPerCost;
        base = onSaleOn(base, page.today)
          .where(sql<boolean>`${t} > 0 and ${i} > 0`)
          .where(indexRaw, '>=', line)
          .where(perCostSql(t), '<=', median);
      }
      const order = {
        index: sql`${indexRaw} desc nulls last`,
        cpm: sql`${perCost} asc nulls last`,
        perCost: sql`${perCost} asc nulls last`,
      }[page.sort];
      const [rows, total] = await Promise.all([
        listedSlots(base)
          .select([...SLOT_LIST_COLUMNS, ratingSelection(figures.target), indexRaw.as('index_raw'), shareRaw.as('share_raw')])
          .orderBy(sql`case when ${onSale} then 0 else 1 end`)
          .orderBy(order)
          .orderBy('slots.broadcast_date')
          .orderBy('slots.start_second')
          .orderBy('slots.id')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        base.select(sql<number | string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row,
          index_raw: row.index_raw === null ? null : Number(row.index_raw),
          share_raw: row.share_raw === null ? null : Number(row.share_raw),
        })),
        total: Number(total.total),
      };
    },

    /** What a segment's figures need of each slot matching `conditions` (an area-period: some tens of thousands at most). */
    async findSlotCells(conditions: SlotConditions, visibility: StationVisibility, individual: RatingColumn, today: string) {
      const rows = await whereConditions(db.selectFrom('slots'), conditions, visibility, individual)
        .select([
          'slots.id as id',
          'slots.station_id as station_id',
          'slots.broadcast_date as broadcast_date',
          'slots.start_second as start_second',
          'slots.price as price',
          sql.ref<number | null>(`slots.${individual}`).as('individual_rating'),
          sql<number>`case when slots.units_on_sale > slots.units_held + slots.units_sold and slots.sales_start <= ${today} and slots.sales_end >= ${today} then 1 else 0 end`.as(
            'on_sale',
          ),
        ])
        .execute();
      return rows.map((row) => ({ ...row, on_sale: Number(row.on_sale) === 1 }));
    },

    /** The slots of these ids that exist, withdrawn ones too, with the chosen rating; in no particular order. */
    async findSlotsByIds(ids: readonly number[], rating: RatingColumn): Promise<RatedSlotRow[]> {
      const unique = [...new Set(ids)];
      const rows: RatedSlotRow[] = [];
      for (const batch of chunks(unique, IDS_PER_STATEMENT)) {
        rows.push(
          ...(await listedSlots(db.selectFrom('slots'))
            .select([...SLOT_LIST_COLUMNS, ratingSelection(rating)])
            .where('slots.id', 'in', batch)
            .execute()),
        );
      }
      return rows;
    },

    /**
     * Holds units of a slot if that many are still unclaimed and the slot is on sale today: one
     * conditional statement, so two buyers racing for the last unit cannot both get it.
     */
    async holdUnits(slotId: number, units: number, today: string, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('slots')
        .set((eb) => ({ units_held: eb('units_held', '+', units), updated_at: nowIso }))
        .where('id', '=', slotId)
        .where('status', '=', 'ON_SALE')
        .where('sales_start', '<=', today)
        .where('sales_end', '>=', today)
        .where(sql<boolean>`units_on_sale - units_held - units_sold >= ${units}`)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Gives held units back, if the slot holds that many. */
    async releaseUnits(slotId: number, units: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('slots')
        .set((eb) => ({ units_held: eb('units_held', '-', units), updated_at: nowIso }))
        .where('id', '=', slotId)
        .where('units_held', '>=', units)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Turns held units into sold ones, if the slot holds that many: held + sold stays as it was. */
    async sellHeldUnits(slotId: number, units: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('slots')
        .set((eb) => ({
          units_held: eb('units_held', '-', units),
          units_sold: eb('units_sold', '+', units),
          updated_at: nowIso,
        }))
        .where('id', '=', slotId)
        .where('units_held', '>=', units)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type InventoryRepository = ReturnType<typeof createInventoryRepository>;
