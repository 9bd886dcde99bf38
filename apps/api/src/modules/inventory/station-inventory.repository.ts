import { type SlotPosition, type StationSlotStatusFilter, weekdayOf } from '@tvcm/contracts';
import { sql } from 'kysely';
import { type AppDatabase, isPostgres } from '../../db/database';
import { chunks } from './inventory.repository';
import { SLOT_COLUMNS, SLOT_LIST_COLUMNS, type SlotRow } from './slot-columns';

/** SQLite binds at most 32,766 values a statement: rows per insert, by the columns each binds. */
const SLOT_ROWS_PER_STATEMENT = 2_000;
/** On PostgreSQL the rows go as arrays, a few bound values a statement whatever their number. */
const SLOT_ROWS_PER_ARRAY_STATEMENT = 10_000;
const PROGRAMME_ROWS_PER_STATEMENT = 5_000;

/** A station company's filter of its own slots (`/station/import_cm`'s list). */
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

/** A desk's edit of one slot: price, units on sale, withdrawing from sale or putting back. */
export interface SlotChanges {
  price?: number | undefined;
  unitsOnSale?: number | undefined;
  status?: 'ON_SALE' | 'WITHDRAWN' | undefined;
}

/** A slot's own columns (SLOT_COLUMNS), as an import compares them with its rows. */
export type SlotRecord = Omit<
  SlotRow,
  | 'station_code'
  | 'station_name'
  | 'station_short_name'
  | 'station_remote_key'
  | 'station_company_id'
  | 'area_name'
  | 'programme_title'
>;

/** A programme already there, as an import compares it. */
export interface ProgrammeRecord {
  id: number;
  station_id: number;
  broadcast_date: string;
  start_second: number;
  end_second: number;
  title: string;
}

/** What the database holds where an import's rows fall: the slots and programmes of its stations over its days. */
export interface StationInventoryState {
  slotRecords: SlotRecord[];
  programmeRecords: ProgrammeRecord[];
}

/** A programme to create, or to give the end and title the file says; `key` names it in the answer. */
export interface ProgrammeWrite {
  key: string;
  stationId: number;
  areaCode: string;
  date: string;
  startSecond: number;
  endSecond: number;
  title: string;
}

/** A slot to create, or to change, at its station, day and second. */
export interface SlotWrite {
  stationId: number;
  areaCode: string;
  programmeId: number | null;
  date: string;
  startSecond: number;
  position: SlotPosition;
  lengthSeconds: number;
  kind: number;
  price: number;
  unitsOnSale: number;
  salesStart: string;
  salesEnd: string;
}

/** `%`, `_` and the escape itself taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The columns an import writes; a new slot is on sale and has no ratings (those come from the ratings company). */
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

function slotValues(slot: SlotWrite) {
  return {
    station_id: slot.stationId,
    area_code: slot.areaCode,
    programme_id: slot.programmeId,
    broadcast_date: slot.date,
    weekday: weekdayOf(slot.date),
    start_second: slot.startSecond,
    length_seconds: slot.lengthSeconds,
    position: slot.position,
    kind: slot.kind,
    price: slot.price,
    units_on_sale: slot.unitsOnSale,
    sales_start: slot.salesStart,
    sales_end: slot.salesEnd,
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
function slotArrays(slots: readonly SlotWrite[], nowIso: string) {
  const values = slots.map(slotValues);
  const arrays = SLOT_WRITE_COLUMNS.map(
    (column) => sql`${values.map((value) => value[column])}::${sql.raw(ARRAY_TYPES[column])}[]`,
  );
  return sql<Record<string, unknown>>`select *, 'ON_SALE', ${nowIso}::timestamptz from unnest(${sql.join(arrays)})`;
}

/** The stations' own side of the inventory: their slot list, their edits and their imports' reads and writes. */
export function createStationInventoryRepository(db: AppDatabase) {
  /** The slots the company's stations sell, with their station, area and programme. */
  const ownSlots = (companyId: number) =>
    db
      .selectFrom('slots')
      .innerJoin('stations', 'stations.id', 'slots.station_id')
      .innerJoin('areas', 'areas.code', 'slots.area_code')
      .leftJoin('programmes', 'programmes.id', 'slots.programme_id')
      .where('stations.company_id', '=', companyId);

  /** The stations' programmes over the days. */
  async function findProgrammes(stationIds: readonly number[], dateFrom: string, dateTo: string): Promise<ProgrammeRecord[]> {
    if (stationIds.length === 0) return [];
    return db
      .selectFrom('programmes')
      .select(['id', 'station_id', 'broadcast_date', 'start_second', 'end_second', 'title'])
      .where('station_id', 'in', [...stationIds])
      .where('broadcast_date', '>=', dateFrom)
      .where('broadcast_date', '<=', dateTo)
      .execute();
  }

  return {
    /** One page of the company's slots in timetable order (day, station, time), and how many match. */
    async findStationSlotPage(filter: StationSlotFilter): Promise<{ rows: SlotRow[]; total: number }> {
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
        base
          .select(SLOT_LIST_COLUMNS)
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
    findOwnSlot(companyId: number, slotId: number): Promise<SlotRow | undefined> {
      return ownSlots(companyId).select(SLOT_LIST_COLUMNS).where('slots.id', '=', slotId).executeTakeFirst();
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

    /**
     * The slots and programmes of the stations over the days. With `lock` the slots are locked on
     * PostgreSQL, so an application cannot hold units of one between this read and the write;
     * SQLite runs one transaction at a time anyway.
     */
    async findImportState(
      stationIds: readonly number[],
      dateFrom: string,
      dateTo: string,
      lock: boolean,
    ): Promise<StationInventoryState> {
      if (stationIds.length === 0) return { slotRecords: [], programmeRecords: [] };
      let slotQuery = db
        .selectFrom('slots')
        .select(SLOT_COLUMNS)
        .where('slots.station_id', 'in', [...stationIds])
        .where('slots.broadcast_date', '>=', dateFrom)
        .where('slots.broadcast_date', '<=', dateTo);
      if (lock && isPostgres(db)) slotQuery = slotQuery.forUpdate();
      const slotRecords: SlotRecord[] = await slotQuery.execute();
      return { slotRecords, programmeRecords: await findProgrammes(stationIds, dateFrom, dateTo) };
    },

    findProgrammes,

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
     * Creates the slots or changes them, in batches; their status, held and sold units and ratings
     * stay. A change applies only while the slot's held and sold units still fit in the new units
     * on sale (the check constraint would refuse it otherwise): the answer is how many slots were
     * written, which the caller compares with how many it meant to.
     */
    async upsertSlots(slots: readonly SlotWrite[], nowIso: string): Promise<number> {
      const postgres = isPostgres(db);
      let written = 0;
      for (const batch of chunks(slots, postgres ? SLOT_ROWS_PER_ARRAY_STATEMENT : SLOT_ROWS_PER_STATEMENT)) {
        const insert = postgres
          ? db
              .insertInto('slots')
              .columns([...SLOT_WRITE_COLUMNS, 'status', 'updated_at'])
              .expression(slotArrays(batch, nowIso))
          : db
              .insertInto('slots')
              .values(batch.map((slot) => ({ ...slotValues(slot), status: 'ON_SALE' as const, updated_at: nowIso })));
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
  };
}

export type StationInventoryRepository = ReturnType<typeof createStationInventoryRepository>;
