import {
  type AreasResponse,
  addDays,
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
} from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import {
  type InventoryService,
  ratingColumnOf,
  type SlotConditions,
  type StationVisibility,
  stateOnSale,
  toSlotListItem,
  toStation,
} from '../inventory';

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

/**
 * The search over the stations' inventory: the timetable of one area for a day or a week, and the
 * same conditions as a sorted, paged list. Trial companies see only the stations whose companies
 * granted them (DOMAIN.md "Trial companies").
 */
export function createProgramGuideService(inventory: InventoryService, now: () => number) {
  const today = () => businessDateOf(now());

  async function slotsOf(query: SlotListExportQuery, visibility: StationVisibility, offset: number, limit: number) {
    assertRatingSupported(query);
    if (query.dateTo < query.dateFrom) throw new AppError('badRequest');
    const todayDate = today();
    const { rows, total } = await inventory.slotPage(
      { ...conditionsOf(query, query.dateFrom, query.dateTo, todayDate), areaCode: query.area },
      visibility,
      { ratingType: query.ratingType, target: query.target },
      { sort: query.sort, order: query.order, offset, limit, today: todayDate },
    );
    const universes = await inventory.universesOf(query.target);
    return { items: rows.map((slot) => toSlotListItem(slot, todayDate, universes)), total };
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
    async timetable(query: ProgramGuideQuery, visibility: StationVisibility): Promise<ProgramGuideResponse> {
      assertRatingSupported(query);
      const todayDate = today();
      const dateFrom = query.view === 'week' ? mondayOf(query.date) : query.date;
      const dateTo = query.view === 'week' ? addDays(dateFrom, 6) : dateFrom;
      // Every read is filtered by the area, the caller's visibility and the stations asked for on
      // its own, so none waits for another: on PostgreSQL one round trip, not two in a row.
      const [area, allStations, programmes, timetable] = await Promise.all([
        inventory.findAreaUniverse(query.area, query.target),
        inventory.visibleStations(visibility, query.area),
        inventory.programmeColumns(query.area, dateFrom, dateTo, visibility, query.stations),
        inventory.timetableColumns(
          // Every station of the area the caller may see needs no list: the area and the caller's
          // visibility already say which, and the index serves the area alone better.
          { ...conditionsOf(query, dateFrom, dateTo, todayDate), areaCode: query.area },
          visibility,
          ratingColumnOf(query.ratingType, query.target),
        ),
      ]);
      if (!area) throw new AppError('notFound');
      const stations = query.stations?.length ? allStations.filter((row) => query.stations?.includes(row.id)) : allStations;
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
        cpm: timetable.price.map((price, index) => cpmYen(price, timetable.rating[index] ?? null, area.universe)),
      };
      return {
        area: { code: area.code, name: area.name },
        dates: datesFrom(dateFrom, dateTo),
        stations: stations.map(toStation),
        target: query.target,
        ratingType: query.ratingType,
        ratingsAreEstimates: RATINGS_ARE_ESTIMATES,
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

    async slotList(query: SlotListQuery, visibility: StationVisibility): Promise<SlotListResponse> {
      const { items, total } = await slotsOf(query, visibility, (query.page - 1) * query.pageSize, query.pageSize);
      return {
        items,
        total,
        page: query.page,
        pageSize: query.pageSize,
        target: query.target,
        ratingType: query.ratingType,
        ratingsAreEstimates: RATINGS_ARE_ESTIMATES,
      };
    },

    /** The slot list's rows for its `.xlsx`: every page at once, up to the sheet's maximum, and how many matched. */
    async slotListForSheet(query: SlotListExportQuery, visibility: StationVisibility): Promise<SlotListSheetData> {
      const { items, total } = await slotsOf(query, visibility, 0, SLOT_LIST_EXPORT_MAX_ROWS);
      const area = query.area ? (await inventory.findAreaUniverse(query.area, query.target))?.name : undefined;
      return { items, total, areaName: area ?? null, today: today() };
    },
  };
}

export type ProgramGuideService = ReturnType<typeof createProgramGuideService>;
