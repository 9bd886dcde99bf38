import { type StationSlotStatusFilter, weekdayOf } from '@tvcm/contracts';
import { sql } from 'kysely';
import { type AppDatabase, isPostgres } from '../../db/database';
import type { ExistingProgramme, ExistingSlot, ImportState, ProgrammeWrite } from './slot-import-plan';
import type { ImportRow } from './slot-import-rows';

/** SQLite binds at most 32,766 values a statement: rows per insert, by the columns each binds. */
const SLOT_ROWS_PER_STATEMENT = 2_000;
/** On PostgreSQL the rows go as arrays, a few bound values a statement whatever their number. */
const SLOT_ROWS_PER_ARRAY_STATEMENT = 10_000;
const PROGRAMME_ROWS_PER_STATEMENT = 5_000;

/** Booking statuses in which an application still waits for the station, and its items' live statuses. */
const OPEN_BOOKING_STATUSES = ['APPLIED', 'IN_REVIEW'] as const;
const LIVE_ITEM_STATUSES = ['APPLIED', 'ACCEPTED'] as const;

export interface ImportEntryValues {
  companyId: number;
  userId: number;
  fileName: string;
  sha256: string;
  encoding: string;
  rowCount: number;
  counts: { created: number; changed: number; unchanged: number; skipped: number };
  nowIso: string;
}

export interface StationSlotFilter {
  companyId: number;
  stationId?: number | undefined;
  dateFrom: string;
  dateTo: string;
  programme?: string | undefined;
  status?: StationSlotStatusFilter | undefined;
  offset: number;
  limit: number;
}

export interface SlotChanges {
  price?: number | undefined;
  unitsOnSale?: number | undefined;
  status?: 'ON_SALE' | 'WITHDRAWN' | undefined;
}

/** `%`, `_` and the escape itself taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** The columns an import writes from a row; a new slot is on sale and has no ratings (those come from the ratings company). */
const SLOT_WRITE_COLUMNS = [
  'station_id',
  'area_code',
  'programme_id',
  'broadcast_date',
  'weekday',
  'start_second',
  'length_seconds',
  'position',
  'kind',
  'price',
  'units_on_sale',
  'sales_start',
  'sales_end',
] as const;

function slotValues(row: ImportRow, programmeIdOf: (row: ImportRow) => number | null) {
  return {
    station_id: row.stationId,
    area_code: row.areaCode,
    programme_id: programmeIdOf(row),
    broadcast_date: row.date,
    weekday: weekdayOf(row.date),
    start_second: row.startSecond,
    length_seconds: row.lengthSeconds,
    position: row.position,
    kind: row.kind,
    price: row.price,
    units_on_sale: row.unitsOnSale,
    sales_start: row.salesStart,
    sales_end: row.salesEnd,
  };
}

/** PostgreSQL's SQL type of each written column, for the arrays it unnests. */
const ARRAY_TYPES: Record<(typeof SLOT_WRITE_COLUMNS)[number], string> = {
  station_id: 'integer',
  area_code: 'text',
  programme_id: 'integer',
  broadcast_date: 'text',
  weekday: 'integer',
  start_second: 'integer',
  length_seconds: 'integer',
  position: 'text',
  kind: 'integer',
  price: 'integer',
  units_on_sale: 'integer',
  sales_start: 'text',
  sales_end: 'text',
};

/**
 * The rows as one array per column, which PostgreSQL unnests back into rows: thirteen bound values
 * a statement however many rows, where a VALUES list binds thirteen a row and PostgreSQL spent most
 * of a 50,000-row import taking them in.
 */
function slotArrays(rows: readonly ImportRow[], programmeIdOf: (row: ImportRow) => number | null, nowIso: string) {
  const values = rows.map((row) => slotValues(row, programmeIdOf));
  const arrays = SLOT_WRITE_COLUMNS.map(
    (column) => sql`${values.map((value) => value[column])}::${sql.raw(ARRAY_TYPES[column])}[]`,
  );
  return sql<Record<string, unknown>>`select *, 'ON_SALE', ${nowIso}::timestamptz from unnest(${sql.join(arrays)})`;
}

export function createStationSlotsRepository(db: AppDatabase) {
  /** The slots the company's stations sell, with their station and programme. */
  const ownSlots = (companyId: number) =>
    db
      .selectFrom('slots')
      .innerJoin('stations', 'stations.id', 'slots.station_id')
      .leftJoin('programmes', 'programmes.id', 'slots.programme_id')
      .where('stations.company_id', '=', companyId);

  /** What the slot list shows of each slot. */
  const listColumns = (query: ReturnType<typeof ownSlots>) =>
    query.select((eb) => [
      'slots.id',
      'slots.station_id',
      'stations.code as station_code',
      'stations.name as station_name',
      'slots.broadcast_date',
      'slots.start_second',
      'programmes.title as programme_title',
      'slots.position',
      'slots.length_seconds',
      'slots.kind',
      'slots.price',
      'slots.units_on_sale',
      'slots.units_held',
      'slots.units_sold',
      'slots.sales_start',
      'slots.sales_end',
      'slots.status',
      'slots.updated_at',
      // Whether an application still open names the slot.
      eb
        .exists(
          eb
            .selectFrom('booking_items')
            .innerJoin('bookings', 'bookings.id', 'booking_items.booking_id')
            .select(sql`1`.as('one'))
            .whereRef('booking_items.slot_id', '=', 'slots.id')
            .where('booking_items.status', 'in', LIVE_ITEM_STATUSES)
            .where('bookings.status', 'in', OPEN_BOOKING_STATUSES),
        )
        .as('has_applications'),
    ]);

  return {
    /** Every station with the company that sells it: what an import's station codes are checked against. */
    listStations() {
      return db.selectFrom('stations').select(['id', 'code', 'company_id', 'area_code']).execute();
    },

    /** The company's stations, in the timetable's order (area, then remote-control key). */
    listOwnStations(companyId: number) {
      return db
        .selectFrom('stations')
        .innerJoin('areas', 'areas.code', 'stations.area_code')
        .select(['stations.id', 'stations.code', 'stations.name', 'stations.area_code'])
        .where('stations.company_id', '=', companyId)
        .orderBy('areas.sort_order')
        .orderBy('stations.remote_key')
        .execute();
    },

    /**
     * The slots and programmes of the stations over the days, and which of the slots open
     * applications name. Inside the commit (`lock`) the slots are locked on PostgreSQL, so an
     * application cannot hold units of one between this read and the write; SQLite runs one
     * transaction at a time anyway.
     */
    async findImportState(stationIds: readonly number[], dateFrom: string, dateTo: string, lock: boolean): Promise<ImportState> {
      if (stationIds.length === 0) return { slots: [], programmes: [], slotsWithApplications: new Set() };
      let slotQuery = db
        .selectFrom('slots')
        .select([
          'id',
          'station_id',
          'broadcast_date',
          'start_second',
          'programme_id',
          'position',
          'length_seconds',
          'kind',
          'price',
          'units_on_sale',
          'units_held',
          'units_sold',
          'sales_start',
          'sales_end',
        ])
        .where('station_id', 'in', [...stationIds])
        .where('broadcast_date', '>=', dateFrom)
        .where('broadcast_date', '<=', dateTo);
      if (lock && isPostgres(db)) slotQuery = slotQuery.forUpdate();
      const slots: ExistingSlot[] = await slotQuery.execute();
      const [programmes, applications] = await Promise.all([
        db
          .selectFrom('programmes')
          .select(['id', 'station_id', 'broadcast_date', 'start_second', 'end_second', 'title'])
          .where('station_id', 'in', [...stationIds])
          .where('broadcast_date', '>=', dateFrom)
          .where('broadcast_date', '<=', dateTo)
          .execute() as Promise<ExistingProgramme[]>,
        db
          .selectFrom('booking_items')
          .innerJoin('bookings', 'bookings.id', 'booking_items.booking_id')
          .innerJoin('slots', 'slots.id', 'booking_items.slot_id')
          .select('booking_items.slot_id')
          .distinct()
          .where('booking_items.status', 'in', LIVE_ITEM_STATUSES)
          .where('bookings.status', 'in', OPEN_BOOKING_STATUSES)
          .where('slots.station_id', 'in', [...stationIds])
          .where('slots.broadcast_date', '>=', dateFrom)
          .where('slots.broadcast_date', '<=', dateTo)
          .execute(),
      ]);
      return { slots, programmes, slotsWithApplications: new Set(applications.map((row) => row.slot_id)) };
    },

    /** Creates the programmes or gives them the new end and title; answers every one's id by key. */
    async upsertProgrammes(programmes: readonly ProgrammeWrite[]): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      const keyOf = new Map(
        programmes.map((programme) => [`${programme.stationId}|${programme.date}|${programme.startSecond}`, programme.key]),
      );
      for (const batch of chunks(programmes, PROGRAMME_ROWS_PER_STATEMENT)) {
        const rows = await db
          .insertInto('programmes')
          .values(
            batch.map((programme) => ({
              station_id: programme.stationId,
              area_code: programme.areaCode,
              broadcast_date: programme.date,
              start_second: programme.startSecond,
              end_second: programme.endSecond,
              title: programme.title,
            })),
          )
          .onConflict((conflict) =>
            conflict.columns(['station_id', 'broadcast_date', 'start_second']).doUpdateSet((eb) => ({
              end_second: eb.ref('excluded.end_second'),
              title: eb.ref('excluded.title'),
            })),
          )
          .returning(['id', 'station_id', 'broadcast_date', 'start_second'])
          .execute();
        for (const row of rows) {
          const key = keyOf.get(`${row.station_id}|${row.broadcast_date}|${row.start_second}`);
          if (key !== undefined) ids.set(key, row.id);
        }
      }
      return ids;
    },

    /**
     * Creates the slots or changes them as the rows say, in batches; their status, held and sold
     * units and ratings stay. A change applies only while the slot's held and sold units still fit
     * in the new units on sale (the check constraint would refuse it otherwise): the answer is how
     * many slots were written, which the caller compares with how many it meant to.
     */
    async upsertSlots(
      rows: readonly ImportRow[],
      programmeIdOf: (row: ImportRow) => number | null,
      nowIso: string,
    ): Promise<number> {
      const postgres = isPostgres(db);
      let written = 0;
      for (const batch of chunks(rows, postgres ? SLOT_ROWS_PER_ARRAY_STATEMENT : SLOT_ROWS_PER_STATEMENT)) {
        const insert = postgres
          ? db
              .insertInto('slots')
              .columns([...SLOT_WRITE_COLUMNS, 'status', 'updated_at'])
              .expression(slotArrays(batch, programmeIdOf, nowIso))
          : db
              .insertInto('slots')
              .values(
                batch.map((row) => ({ ...slotValues(row, programmeIdOf), status: 'ON_SALE' as const, updated_at: nowIso })),
              );
        const result = await insert
          .onConflict((conflict) =>
            conflict
              .columns(['station_id', 'broadcast_date', 'start_second'])
              .doUpdateSet((eb) => ({
                programme_id: eb.ref('excluded.programme_id'),
                length_seconds: eb.ref('excluded.length_seconds'),
                position: eb.ref('excluded.position'),
                kind: eb.ref('excluded.kind'),
                price: eb.ref('excluded.price'),
                units_on_sale: eb.ref('excluded.units_on_sale'),
                sales_start: eb.ref('excluded.sales_start'),
                sales_end: eb.ref('excluded.sales_end'),
                updated_at: eb.ref('excluded.updated_at'),
              }))
              .where(sql<boolean>`slots.units_held + slots.units_sold <= excluded.units_on_sale`),
          )
          .returning('id')
          .execute();
        written += result.length;
      }
      return written;
    },

    async insertImport(values: ImportEntryValues): Promise<number> {
      const { id } = await db
        .insertInto('slot_imports')
        .values({
          company_id: values.companyId,
          user_id: values.userId,
          file_name: values.fileName,
          file_sha256: values.sha256,
          encoding: values.encoding,
          row_count: values.rowCount,
          created_count: values.counts.created,
          changed_count: values.counts.changed,
          unchanged_count: values.counts.unchanged,
          skipped_count: values.counts.skipped,
          created_at: values.nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** The company's imports, newest first, with who sent each (null once the user is gone). */
    listImports(companyId: number, limit: number, importId?: number) {
      let query = db
        .selectFrom('slot_imports')
        .leftJoin('users', 'users.id', 'slot_imports.user_id')
        .select([
          'slot_imports.id',
          'slot_imports.file_name',
          'slot_imports.file_sha256',
          'slot_imports.encoding',
          'slot_imports.row_count',
          'slot_imports.created_count',
          'slot_imports.changed_count',
          'slot_imports.unchanged_count',
          'slot_imports.skipped_count',
          'slot_imports.created_at',
          'users.id as user_id',
          'users.display_name as user_name',
        ])
        .where('slot_imports.company_id', '=', companyId)
        .orderBy('slot_imports.created_at', 'desc')
        .orderBy('slot_imports.id', 'desc')
        .limit(limit);
      if (importId !== undefined) query = query.where('slot_imports.id', '=', importId);
      return query.execute();
    },

    /** One page of the company's slots in timetable order (day, station, time), and how many match. */
    async findSlotPage(filter: StationSlotFilter) {
      let base = ownSlots(filter.companyId)
        .where('slots.broadcast_date', '>=', filter.dateFrom)
        .where('slots.broadcast_date', '<=', filter.dateTo);
      if (filter.stationId !== undefined) base = base.where('slots.station_id', '=', filter.stationId);
      if (filter.programme) {
        base = base.where(sql<boolean>`programmes.title like ${`%${likeLiteral(filter.programme)}%`} escape '\\'`);
      }
      if (filter.status === 'WITHDRAWN') base = base.where('slots.status', '=', 'WITHDRAWN');
      if (filter.status === 'ON_SALE' || filter.status === 'SOLD_OUT') {
        const remaining = sql<number>`slots.units_on_sale - slots.units_held - slots.units_sold`;
        base = base
          .where('slots.status', '=', 'ON_SALE')
          .where(filter.status === 'ON_SALE' ? sql<boolean>`${remaining} > 0` : sql<boolean>`${remaining} = 0`);
      }
      const [rows, total] = await Promise.all([
        listColumns(base)
          .orderBy('slots.broadcast_date')
          .orderBy('slots.station_id')
          .orderBy('slots.start_second')
          .offset(filter.offset)
          .limit(filter.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.total) };
    },

    /** The slot if one of the company's stations sells it; another company's reads as missing. */
    findOwnSlot(companyId: number, slotId: number) {
      return listColumns(ownSlots(companyId).where('slots.id', '=', slotId)).executeTakeFirst();
    },

    /**
     * Changes price, units and status in one conditional statement, so an application that holds
     * units at the same moment cannot slip in between a check and the write: units on sale stay at
     * or above held + sold, and a slot with held units is not withdrawn. False when refused.
     */
    async updateSlot(slotId: number, changes: SlotChanges, nowIso: string): Promise<boolean> {
      let query = db
        .updateTable('slots')
        .set({
          ...(changes.price !== undefined ? { price: changes.price } : {}),
          ...(changes.unitsOnSale !== undefined ? { units_on_sale: changes.unitsOnSale } : {}),
          ...(changes.status !== undefined ? { status: changes.status } : {}),
          updated_at: nowIso,
        })
        .where('id', '=', slotId);
      if (changes.unitsOnSale !== undefined) query = query.where(sql<boolean>`units_held + units_sold <= ${changes.unitsOnSale}`);
      if (changes.status === 'WITHDRAWN')
        query = query.where((eb) => eb.or([eb('status', '=', 'WITHDRAWN'), eb('units_held', '=', 0)]));
      const result = await query.executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type StationSlotsRepository = ReturnType<typeof createStationSlotsRepository>;
export type StationSlotRow = NonNullable<Awaited<ReturnType<StationSlotsRepository['findOwnSlot']>>>;
