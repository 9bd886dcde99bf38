import {
  type AnswerSegment,
  type AreasResponse,
  addDays,
  broadcastHourOf,
  businessDateOf,
  cpmYen,
  datesFrom,
  mondayOf,
  type ProgramGuideQuery,
  type ProgramGuideResponse,
  perCostYen,
  ratingSettingSupported,
  SLOT_LIST_EXPORT_MAX_ROWS,
  type SlotColumns,
  type SlotListExportQuery,
  type SlotListItem,
  type SlotListQuery,
  type SlotListResponse,
  segmentCellKey,
} from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import {
  type InventoryService,
  type RatedSlotRow,
  ratingColumnOf,
  type SlotConditions,
  type StationVisibility,
  stateOnSale,
  type TimetableSlotColumns,
  toSlotListItem,
  toStation,
} from '../inventory';
import type { SegmentRatingsReader } from './segment-ratings-reader';

function conditionsOf(
  query: Omit<ProgramGuideQuery, 'area' | 'view' | 'date'>,
  dateFrom: string,
  dateTo: string,
  today: string,
): SlotConditions {
  return {
    onSaleOn: query.onSaleOnly ? today : undefined,
    dateFrom,
    dateTo,
    stationIds: query.stations,
    salesFrom: query.salesFrom,
    salesTo: query.salesTo,
    weekdays: query.weekdays,
    timeFrom: query.timeFrom,
    timeTo: query.timeTo,
    pattern: query.pattern,
    position: query.position,
    length: query.length,
    kind: query.kind,
    maxPrice: query.maxPrice,
    maxPerCost: query.maxPerCost,
  };
}

/** What the slot list's `.xlsx` is made from. */
export interface SlotListSheetData {
  items: SlotListItem[];
  /** How many slots matched; more than the rows when the sheet's maximum cut them. */
  total: number;
  /** The area searched, or null for every area. */
  areaName: string | null;
  /** The licensed segment whose figures the rows carry, if one was asked for. */
  segment: AnswerSegment | null;
  today: string;
}

/**
 * Every rating the service holds is an estimate (the demo's and the stations' imported forecasts);
 * measured ratings would come from a rating data company, which is not connected.
 */
const RATINGS_ARE_ESTIMATES = true;

/**
 * The household four-week average has no other target, and P+C7 exists only where stations trade
 * on it: asking for either elsewhere is a bad request.
 */
function assertRatingSupported(query: Pick<ProgramGuideQuery, 'target' | 'ratingType'> & { area?: string }): void {
  if (!ratingSettingSupported(query.ratingType, query.target, query.area)) throw new AppError('badRequest');
}

/** A licensed segment's ratings as a question's figures: each slot's rating is its cell's. */
interface SegmentFigures {
  segment: AnswerSegment;
  universe: number;
  ratingOf: (stationId: number, date: string, start: number) => number | null;
}

type SlotListSort = SlotListExportQuery['sort'];

/** Keeps, in every column of a timetable's slots, the entries whose index passes. */
function keepSlots(columns: TimetableSlotColumns, keep: (index: number) => boolean): void {
  const kept = columns.id.map((_, index) => keep(index));
  const record = columns as unknown as Record<string, unknown[]>;
  for (const key of Object.keys(record)) record[key] = (record[key] ?? []).filter((_, index) => kept[index]);
}

/** The slot search's order of slots (slot-page SQL's, in memory): on sale first, then the figure, those without one last. */
function compareListed(sort: SlotListSort, order: 'asc' | 'desc') {
  const direction = order === 'desc' ? -1 : 1;
  return (
    a: { onSale: boolean; figure: number | null; date: string; start: number; id: number },
    b: { onSale: boolean; figure: number | null; date: string; start: number; id: number },
  ) => {
    const figure =
      a.figure === null || b.figure === null
        ? a.figure === b.figure
          ? 0
          : a.figure === null
            ? 1
            : -1
        : (a.figure - b.figure) * direction;
    return (
      Number(b.onSale) - Number(a.onSale) ||
      (sort === 'airTime' ? a.date.localeCompare(b.date) * direction : figure) ||
      a.date.localeCompare(b.date) ||
      a.start - b.start ||
      a.id - b.id
    );
  };
}

/**
 * The search over the stations' inventory: the timetable of one area for a day or a week, and the
 * same conditions as a sorted, paged list. Trial companies see only the stations whose companies
 * granted them (DOMAIN.md "Trial companies").
 */
export function createProgramGuideService(inventory: InventoryService, segments: SegmentRatingsReader, now: () => number) {
  const today = () => businessDateOf(now());

  /** The segment's figures over the area and dates, or undefined without one; a segment needs an area (licences are per area). */
  async function segmentFigures(
    companyId: number,
    segmentId: number | undefined,
    area: string | undefined,
    dateFrom: string,
    dateTo: string,
  ): Promise<SegmentFigures | undefined> {
    if (segmentId === undefined) return undefined;
    if (!area) throw new AppError('badRequest');
    const read = await segments.ratingsFor(companyId, segmentId, area, dateFrom, dateTo);
    return {
      segment: read.segment,
      universe: read.universe,
      ratingOf: (stationId, date, start) => read.ratings.get(segmentCellKey(stationId, date, broadcastHourOf(start))) ?? null,
    };
  }

  /**
   * A page of the slot search in a segment's figures: the matching slots are read with their cells
   * (an area over the list's dates: tens of thousands at most), rated, filtered by the highest
   * per-cost, sorted and cut here, and the page's slots read in full by id.
   */
  async function segmentSlotsOf(
    query: SlotListExportQuery,
    visibility: StationVisibility,
    figures: SegmentFigures,
    offset: number,
    limit: number,
  ) {
    const todayDate = today();
    const { maxPerCost, ...rest } = conditionsOf(query, query.dateFrom, query.dateTo, todayDate);
    const rated = (await inventory.slotCells({ ...rest, areaCode: query.area }, visibility)).flatMap((row) => {
      const rating = figures.ratingOf(row.station_id, row.broadcast_date, row.start_second);
      const perCost = perCostYen(row.price, rating);
      if (maxPerCost && (perCost === null || perCost > maxPerCost)) return [];
      const figure = {
        cpm: rating ? row.price / (rating * figures.universe) : null,
        perCost: rating ? row.price / rating : null,
        price: row.price,
        airTime: null,
      }[query.sort];
      return [{ id: row.id, onSale: row.on_sale, figure, date: row.broadcast_date, start: row.start_second, rating }];
    });
    rated.sort(compareListed(query.sort, query.order));
    const page = rated.slice(offset, offset + limit);
    const rows = await inventory.slots(page.map((slot) => slot.id));
    const universes = new Map(query.area ? [[query.area, figures.universe]] : []);
    const items = page.flatMap((slot) => {
      const row: RatedSlotRow | undefined = rows.get(slot.id);
      return row ? [toSlotListItem({ ...row, rating: slot.rating }, todayDate, universes)] : [];
    });
    return { items, total: rated.length };
  }

  async function slotsOf(
    companyId: number,
    query: SlotListExportQuery,
    visibility: StationVisibility,
    offset: number,
    limit: number,
  ): Promise<{ items: SlotListItem[]; total: number; segment: AnswerSegment | null }> {
    assertRatingSupported(query);
    if (query.dateTo < query.dateFrom) throw new AppError('badRequest');
    const figures = await segmentFigures(companyId, query.segment, query.area, query.dateFrom, query.dateTo);
    if (figures) return { ...(await segmentSlotsOf(query, visibility, figures, offset, limit)), segment: figures.segment };
    const todayDate = today();
    const { rows, total } = await inventory.slotPage(
      { ...conditionsOf(query, query.dateFrom, query.dateTo, todayDate), areaCode: query.area },
      visibility,
      { ratingType: query.ratingType, target: query.target },
      { sort: query.sort, order: query.order, offset, limit, today: todayDate },
    );
    const universes = await inventory.universesOf(query.target);
    return { items: rows.map((slot) => toSlotListItem(slot, todayDate, universes)), total, segment: null };
  }

  return {
    async areas(visibility: StationVisibility): Promise<AreasResponse> {
      const stations = await inventory.visibleStations(visibility);
      const areas = new Map<string, AreasResponse['areas'][number]>();
      for (const row of stations) {
        const area = areas.get(row.area_code) ?? {
          code: row.area_code,
          name: row.area_name,
          stations: [],
          firstOnSaleDate: null,
        };
        area.stations.push(toStation(row));
        areas.set(row.area_code, area);
      }
      const todayDate = today();
      await Promise.all(
        [...areas.values()].map(async (area) => {
          area.firstOnSaleDate = await inventory.firstOnSaleDate(area.code, visibility, todayDate);
        }),
      );
      return { areas: [...areas.values()] };
    },

    /**
     * What a timetable answer depends on besides the inventory, as a key, and the area's inventory
     * version (decision 016): the question, the business date (slot states, grants in force) and
     * who asks: every station, or a trial company's granted ones, by company and station ids. A
     * trial caller's key never equals an unrestricted caller's. Read before the answer is built.
     */
    async timetableStamp(query: ProgramGuideQuery, visibility: StationVisibility): Promise<{ key: string; version: number }> {
      const [version, seen] = await Promise.all([
        inventory.versionOf(query.area),
        visibility.kind === 'all'
          ? 'all'
          : inventory
              .visibleStations(visibility, query.area)
              .then((rows) => `trial ${visibility.trialCompanyId}: ${rows.map((row) => row.id).join(',')}`),
      ]);
      return { key: JSON.stringify({ query, seen, today: today() }), version };
    },
    async timetable(companyId: number, query: ProgramGuideQuery, visibility: StationVisibility): Promise<ProgramGuideResponse> {
      assertRatingSupported(query);
      const todayDate = today();
      const dateFrom = query.view === 'week' ? mondayOf(query.date) : query.date;
      const dateTo = query.view === 'week' ? addDays(dateFrom, 6) : dateFrom;
      const figures = await segmentFigures(companyId, query.segment, query.area, dateFrom, dateTo);
      // A segment's highest per-cost is its own: applied below to the segment's ratings, not in SQL to a demographic's.
      const { maxPerCost, ...otherConditions } = conditionsOf(query, dateFrom, dateTo, todayDate);
      // Every read is filtered by the area, the caller's visibility and the stations asked for on
      // its own, so none waits for another: on PostgreSQL one round trip, not two in a row.
      const [area, allStations, programmes, timetable] = await Promise.all([
        inventory.findAreaUniverse(query.area, query.target),
        inventory.visibleStations(visibility, query.area),
        inventory.programmeColumns(query.area, dateFrom, dateTo, visibility, query.stations),
        inventory.timetableColumns(
          // Every station of the area the caller may see needs no list: the area and the caller's
          // visibility already say which, and the index serves the area alone better.
          { ...otherConditions, maxPerCost: figures ? undefined : maxPerCost, areaCode: query.area },
          visibility,
          ratingColumnOf(query.ratingType, query.target),
        ),
      ]);
      if (!area) throw new AppError('notFound');
      const stations = query.stations?.length ? allStations.filter((row) => query.stations?.includes(row.id)) : allStations;
      const universe = figures ? figures.universe : area.universe;
      if (figures) {
        timetable.rating = timetable.id.map((_, index) =>
          figures.ratingOf(
            timetable.station_id[index] as number,
            timetable.broadcast_date[index] as string,
            timetable.start_second[index] as number,
          ),
        );
        if (maxPerCost)
          keepSlots(timetable, (index) => {
            const perCost = perCostYen(timetable.price[index] as number, timetable.rating[index] ?? null);
            return perCost !== null && perCost <= maxPerCost;
          });
      }
      // The timetable shows slots on sale only, so each one's state follows from its units and period.
      const state = timetable.remaining.map((remaining, index) =>
        stateOnSale(remaining, timetable.sales_start[index] as string, timetable.sales_end[index] as string, todayDate),
      );
      const columns: SlotColumns = {
        id: timetable.id,
        stationId: timetable.station_id,
        programmeId: timetable.programme_id,
        date: timetable.broadcast_date,
        start: timetable.start_second,
        length: timetable.length_seconds,
        position: timetable.position as SlotColumns['position'],
        kind: timetable.kind,
        price: timetable.price,
        remaining: timetable.remaining.map((remaining) => Math.max(0, remaining)),
        salesStart: timetable.sales_start,
        salesEnd: timetable.sales_end,
        state,
        rating: timetable.rating,
        perCost: timetable.price.map((price, index) => perCostYen(price, timetable.rating[index] ?? null)),
        cpm: timetable.price.map((price, index) => cpmYen(price, timetable.rating[index] ?? null, universe)),
      };
      return {
        area: { code: area.code, name: area.name },
        dates: datesFrom(dateFrom, dateTo),
        stations: stations.map(toStation),
        target: query.target,
        ratingType: query.ratingType,
        ratingsAreEstimates: RATINGS_ARE_ESTIMATES,
        segment: figures?.segment ?? null,
        programmes: {
          id: programmes.id,
          stationId: programmes.station_id,
          date: programmes.broadcast_date,
          start: programmes.start_second,
          end: programmes.end_second,
          title: programmes.title,
        },
        slots: columns,
      };
    },

    async slotList(companyId: number, query: SlotListQuery, visibility: StationVisibility): Promise<SlotListResponse> {
      const { items, total, segment } = await slotsOf(
        companyId,
        query,
        visibility,
        (query.page - 1) * query.pageSize,
        query.pageSize,
      );
      return {
        items,
        total,
        page: query.page,
        pageSize: query.pageSize,
        target: query.target,
        ratingType: query.ratingType,
        ratingsAreEstimates: RATINGS_ARE_ESTIMATES,
        segment,
      };
    },

    /** The slot list's rows for its `.xlsx`: every page at once, up to the sheet's maximum, and how many matched. */
    async slotListForSheet(
      companyId: number,
      query: SlotListExportQuery,
      visibility: StationVisibility,
    ): Promise<SlotListSheetData> {
      const { items, total, segment } = await slotsOf(companyId, query, visibility, 0, SLOT_LIST_EXPORT_MAX_ROWS);
      const area = query.area ? (await inventory.findAreaUniverse(query.area, query.target))?.name : undefined;
      return { items, total, areaName: area ?? null, today: today(), segment };
    },
  };
}

export type ProgramGuideService = ReturnType<typeof createProgramGuideService>;
