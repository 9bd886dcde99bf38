import {
  AIRED_RATINGS_HISTORY_MAX,
  AIRED_RATINGS_PROBLEMS_SHOWN,
  type AiredRatingsImport,
  type AiredRatingsPreview,
  businessDateOf,
  type SlotImportEncoding,
} from '@tvcm/contracts';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AiredBreakWrite, AiredRatingsRepository } from './aired-ratings.repository';
import { type AiredBreakRow, type AiredRatingsReading, type AiredStation, readAiredRatings } from './aired-ratings-file';
import { airedRatingsTemplate } from './aired-ratings-template';

/** Who uploads: the user, for the history, and their company, whose stations alone they may upload for. */
export interface AiredRatingsCaller {
  userId: number;
  companyId: number;
}

type HistoryRow = Awaited<ReturnType<AiredRatingsRepository['listImports']>>[number];

export function toAiredRatingsImport(row: HistoryRow): AiredRatingsImport {
  return {
    id: row.id,
    fileName: row.file_name,
    sha256: row.sha256,
    encoding: row.encoding as SlotImportEncoding,
    rowCount: row.row_count,
    matched: row.matched_count,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    stationNames: JSON.parse(row.station_names) as string[],
    user: row.user_id !== null && row.user_name !== null ? { id: row.user_id, name: row.user_name } : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** What a file's breaks would do: each matched to its slot or not, and the stored breaks they replace. */
interface Matching {
  breaks: AiredBreakWrite[];
  matched: number;
  matchedSold: number;
  replaced: number;
  datesByStation: Map<number, string[]>;
  dateFrom: string | null;
  dateTo: string | null;
}

const breakKey = (stationId: number, date: string, startSecond: number, position: string) =>
  `${stationId}|${date}|${startSecond}|${position}`;

/**
 * 全枠分析データ取込 (`/station/import_cm_analyze_all`): after broadcast, a station company's file of
 * the actual ratings of every CM break it aired, read and matched to the slots sold here (the
 * preview, which writes nothing), then stored all or nothing (the commit), replacing the breaks of
 * each station and date the file covers.
 */
export function createAiredRatingsService(repository: AiredRatingsRepository, unitOfWork: UnitOfWork, clock: Clock) {
  const today = () => businessDateOf(clock());

  async function read(
    caller: AiredRatingsCaller,
    bytes: Uint8Array,
  ): Promise<{ reading: AiredRatingsReading; stations: Map<number, AiredStation> }> {
    const all = (await repository.listStations()).map(
      (station): AiredStation => ({
        id: station.id,
        code: station.code,
        name: station.name,
        companyId: station.company_id,
        areaCode: station.area_code,
      }),
    );
    const reading = await readAiredRatings(
      bytes,
      new Map(all.map((station) => [station.code, station])),
      caller.companyId,
      today(),
    );
    return { reading, stations: new Map(all.map((station) => [station.id, station])) };
  }

  async function match(rows: readonly AiredBreakRow[]): Promise<Matching> {
    const datesByStation = new Map<number, string[]>();
    let dateFrom: string | null = null;
    let dateTo: string | null = null;
    for (const row of rows) {
      const dates = datesByStation.get(row.stationId) ?? [];
      if (!dates.includes(row.date)) dates.push(row.date);
      datesByStation.set(row.stationId, dates);
      if (dateFrom === null || row.date < dateFrom) dateFrom = row.date;
      if (dateTo === null || row.date > dateTo) dateTo = row.date;
    }
    if (dateFrom === null || dateTo === null) {
      return { breaks: [], matched: 0, matchedSold: 0, replaced: 0, datesByStation, dateFrom, dateTo };
    }
    const stationIds = [...datesByStation.keys()];
    const [slots, stored] = await Promise.all([
      repository.slotsAired(stationIds, dateFrom, dateTo),
      repository.storedBreakCounts(stationIds, dateFrom, dateTo),
    ]);
    const slotByKey = new Map(
      slots.map((slot) => [breakKey(slot.station_id, slot.broadcast_date, slot.start_second, slot.position), slot]),
    );
    let matched = 0;
    let matchedSold = 0;
    const breaks = rows.map((row): AiredBreakWrite => {
      const slot = slotByKey.get(breakKey(row.stationId, row.date, row.startSecond, row.position));
      if (slot) matched += 1;
      if (slot && slot.units_sold > 0) matchedSold += 1;
      return { ...row, slotId: slot?.id ?? null };
    });
    const replaced = stored
      .filter((count) => datesByStation.get(count.station_id)?.includes(count.broadcast_date))
      .reduce((sum, count) => sum + Number(count.breaks), 0);
    return { breaks, matched, matchedSold, replaced, datesByStation, dateFrom, dateTo };
  }

  return {
    async preview(caller: AiredRatingsCaller, fileName: string, bytes: Uint8Array): Promise<AiredRatingsPreview> {
      const { reading } = await read(caller, bytes);
      const matching = await match(reading.rows);
      return {
        fileName,
        encoding: reading.encoding,
        rowCount: reading.rowCount,
        ratingColumns: reading.ratingColumns,
        stations: matching.datesByStation.size,
        dateFrom: matching.dateFrom,
        dateTo: matching.dateTo,
        matched: matching.matched,
        matchedSold: matching.matchedSold,
        replaced: matching.replaced,
        problems: reading.problems.slice(0, AIRED_RATINGS_PROBLEMS_SHOWN),
        problemCount: reading.problems.length,
        committable: reading.problems.length === 0,
      };
    },

    /**
     * Stores the file all or nothing: a problem anywhere refuses it with IMP00002 and stores nothing.
     * The breaks of each station and date the file names are replaced by the file's, each matched to
     * the slot of the same station, date, start and SB/PT as the slots are now.
     */
    async commit(caller: AiredRatingsCaller, fileName: string, bytes: Uint8Array): Promise<AiredRatingsImport> {
      const { reading, stations } = await read(caller, bytes);
      if (reading.problems.length > 0) {
        throw new AppError('airedRatingsInvalid', { params: { problemCount: String(reading.problems.length) } });
      }
      const id = await unitOfWork.run(async () => {
        const matching = await match(reading.rows);
        if (matching.dateFrom === null || matching.dateTo === null) throw new AppError('airedRatingsInvalid');
        const importId = await repository.insertImport({
          companyId: caller.companyId,
          userId: caller.userId,
          fileName,
          sha256: reading.sha256,
          encoding: reading.encoding,
          rowCount: reading.rowCount,
          matched: matching.matched,
          dateFrom: matching.dateFrom,
          dateTo: matching.dateTo,
          stationNames: [...matching.datesByStation.keys()].map((stationId) => stations.get(stationId)?.name ?? ''),
          nowIso: new Date(clock()).toISOString(),
        });
        await repository.deleteBreaks(matching.datesByStation);
        await repository.insertBreaks(importId, matching.breaks);
        return importId;
      });
      const [entry] = await repository.listImports(caller.companyId, 1, id);
      if (!entry) throw new AppError('notFound');
      return toAiredRatingsImport(entry);
    },

    async history(caller: AiredRatingsCaller): Promise<AiredRatingsImport[]> {
      return (await repository.listImports(caller.companyId, AIRED_RATINGS_HISTORY_MAX)).map(toAiredRatingsImport);
    },

    /** The template with an example for the company's first station (the heading alone when it has none). */
    async template(caller: AiredRatingsCaller): Promise<Buffer> {
      const first = await repository.firstOwnStation(caller.companyId);
      return airedRatingsTemplate(first?.code ?? null, today());
    },
  };
}

export type AiredRatingsService = ReturnType<typeof createAiredRatingsService>;
