import { AIRED_RATING_COLUMNS, type AiredRatingColumn, weekdayOf } from '@tvcm/contracts';
import type { AppDatabase } from '../../db/database';
import type { AiredBreakRow } from './aired-ratings-file';

/** Rows per insert: 33 columns each stays well under SQLite's and PostgreSQL's parameter limits. */
const BREAKS_PER_STATEMENT = 500;

const ratingColumnOf = (key: AiredRatingColumn) => `rating_${key}` as const;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** A break as stored, with the slot it matched (null when none). */
export interface AiredBreakWrite extends AiredBreakRow {
  slotId: number | null;
}

export interface AiredImportValues {
  companyId: number;
  userId: number | null;
  fileName: string;
  sha256: string;
  encoding: string;
  rowCount: number;
  matched: number;
  dateFrom: string;
  dateTo: string;
  stationNames: string[];
  nowIso: string;
}

/**
 * The actual ratings: their imports and breaks, which this module alone writes, and the slots and
 * stations it reads to check a file's stations and to match breaks to what was sold.
 */
export function createAiredRatingsRepository(db: AppDatabase) {
  return {
    /** Every station with the company that sells it: what a file's station codes are checked against. */
    listStations() {
      return db.selectFrom('stations').select(['id', 'code', 'name', 'company_id', 'area_code']).execute();
    },

    /** The company's first station in the timetable's order (area, then remote-control key), for the template. */
    firstOwnStation(companyId: number) {
      return db
        .selectFrom('stations')
        .innerJoin('areas', 'areas.code', 'stations.area_code')
        .select(['stations.code'])
        .where('stations.company_id', '=', companyId)
        .orderBy('areas.sort_order')
        .orderBy('stations.remote_key')
        .orderBy('stations.id')
        .executeTakeFirst();
    },

    /** The stations' slots aired in the period: what breaks are matched against. */
    slotsAired(stationIds: readonly number[], dateFrom: string, dateTo: string) {
      if (stationIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('slots')
        .select(['id', 'station_id', 'broadcast_date', 'start_second', 'position', 'units_sold'])
        .where('station_id', 'in', stationIds)
        .where('broadcast_date', '>=', dateFrom)
        .where('broadcast_date', '<=', dateTo)
        .execute();
    },

    /** Breaks already stored for the stations in the period, counted by station and date. */
    storedBreakCounts(stationIds: readonly number[], dateFrom: string, dateTo: string) {
      if (stationIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('aired_breaks')
        .select(['station_id', 'broadcast_date', (eb) => eb.fn.countAll<number | string>().as('breaks')])
        .where('station_id', 'in', stationIds)
        .where('broadcast_date', '>=', dateFrom)
        .where('broadcast_date', '<=', dateTo)
        .groupBy(['station_id', 'broadcast_date'])
        .execute();
    },

    async insertImport(values: AiredImportValues): Promise<number> {
      const { id } = await db
        .insertInto('aired_rating_imports')
        .values({
          company_id: values.companyId,
          file_name: values.fileName,
          sha256: values.sha256,
          encoding: values.encoding,
          row_count: values.rowCount,
          matched_count: values.matched,
          date_from: values.dateFrom,
          date_to: values.dateTo,
          station_names: JSON.stringify(values.stationNames),
          created_by_user_id: values.userId,
          created_at: values.nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Removes the breaks of each station's dates: a file replaces the days it covers. */
    async deleteBreaks(datesByStation: ReadonlyMap<number, readonly string[]>): Promise<void> {
      for (const [stationId, dates] of datesByStation) {
        for (const batch of chunks(dates, BREAKS_PER_STATEMENT)) {
          await db.deleteFrom('aired_breaks').where('station_id', '=', stationId).where('broadcast_date', 'in', batch).execute();
        }
      }
    },

    async insertBreaks(importId: number, breaks: readonly AiredBreakWrite[]): Promise<void> {
      for (const batch of chunks(breaks, BREAKS_PER_STATEMENT)) {
        await db
          .insertInto('aired_breaks')
          .values(
            batch.map((row) => ({
              import_id: importId,
              station_id: row.stationId,
              area_code: row.areaCode,
              broadcast_date: row.date,
              weekday: weekdayOf(row.date),
              start_second: row.startSecond,
              position: row.position,
              length_seconds: row.lengthSeconds,
              programme_title: row.programmeTitle,
              slot_id: row.slotId,
              ...Object.fromEntries(
                AIRED_RATING_COLUMNS.map((column) => [ratingColumnOf(column.key), row.ratings[column.key] ?? null]),
              ),
            })),
          )
          .execute();
      }
    },

    /** The company's imports, newest first, with who sent each (null once the user is gone). */
    listImports(companyId: number, limit: number, importId?: number) {
      let query = db
        .selectFrom('aired_rating_imports')
        .leftJoin('users', 'users.id', 'aired_rating_imports.created_by_user_id')
        .select([
          'aired_rating_imports.id',
          'aired_rating_imports.file_name',
          'aired_rating_imports.sha256',
          'aired_rating_imports.encoding',
          'aired_rating_imports.row_count',
          'aired_rating_imports.matched_count',
          'aired_rating_imports.date_from',
          'aired_rating_imports.date_to',
          'aired_rating_imports.station_names',
          'aired_rating_imports.created_at',
          'users.id as user_id',
          'users.display_name as user_name',
        ])
        .where('aired_rating_imports.company_id', '=', companyId)
        .orderBy('aired_rating_imports.created_at', 'desc')
        .orderBy('aired_rating_imports.id', 'desc')
        .limit(limit);
      if (importId !== undefined) query = query.where('aired_rating_imports.id', '=', importId);
      return query.execute();
    },
  };
}

export type AiredRatingsRepository = ReturnType<typeof createAiredRatingsRepository>;
