import {
  type AreasResponse,
  addDays,
  businessDateOf,
  cpmYen,
  datesFrom,
  FEW_UNITS_LEFT,
  mondayOf,
  type ProgramGuideQuery,
  type ProgramGuideResponse,
  perCostYen,
  ratingSettingSupported,
  type SlotListItem,
  type SlotListQuery,
  type SlotListResponse,
  type SlotState,
} from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import { type InventoryRepository, ratingColumnOf, type SlotConditions, type StationVisibility } from './inventory.repository';
import { toStation } from './station-columns';

interface SlotUnits {
  units_on_sale: number;
  units_held: number;
  units_sold: number;
  sales_start: string;
  sales_end: string;
  status: string;
}

/** Where a slot on sale stands for a buyer today, from the units it has left and its sales period. */
function stateOnSale(remaining: number, salesStart: string, salesEnd: string, today: string): SlotState {
  if (remaining <= 0) return 'soldOut';
  if (today < salesStart || today > salesEnd) return 'outsideSalesPeriod';
  return remaining <= FEW_UNITS_LEFT ? 'fewLeft' : 'onSale';
}

/** Where a slot stands for a buyer today. */
export function slotStateOf(slot: SlotUnits, today: string): { state: SlotState; remaining: number } {
  const remaining = slot.units_on_sale - slot.units_held - slot.units_sold;
  if (slot.status === 'WITHDRAWN') return { state: 'withdrawn', remaining };
  const state = stateOnSale(remaining, slot.sales_start, slot.sales_end, today);
  return { state, remaining: state === 'soldOut' ? 0 : remaining };
}

type SlotListRow = Awaited<ReturnType<InventoryRepository['findSlotPage']>>['rows'][number];

/** A slot as slot lists show it (the slot search, a cart's lines). */
export function toSlotListItem(slot: SlotListRow, today: string, universes: Map<string, number>): SlotListItem {
  const { state, remaining } = slotStateOf(slot, today);
  return {
    id: slot.id,
    station: { id: slot.station_id, name: slot.station_name, shortName: slot.station_short_name, areaCode: slot.area_code },
    areaName: slot.area_name,
    programmeTitle: slot.programme_title,
    date: slot.broadcast_date,
    start: slot.start_second,
    length: slot.length_seconds,
    position: slot.position,
    kind: slot.kind,
    price: slot.price,
    remaining,
    salesStart: slot.sales_start,
    salesEnd: slot.sales_end,
    state,
    rating: slot.rating,
    perCost: perCostYen(slot.price, slot.rating),
    cpm: cpmYen(slot.price, slot.rating, universes.get(slot.area_code) ?? null),
  };
}

function conditionsOf(
  query: Omit<ProgramGuideQuery, 'area' | 'view' | 'date'>,
  dateFrom: string,
  dateTo: string,
): SlotConditions {
  return {
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
export function createProgramGuideService(inventory: InventoryRepository, now: () => number) {
  const today = () => businessDateOf(now());

  return {
    async areas(visibility: StationVisibility): Promise<AreasResponse> {
      const stations = await inventory.findStations(visibility);
      const areas = new Map<string, AreasResponse['areas'][number]>();
      for (const row of stations) {
        const area = areas.get(row.area_code) ?? { code: row.area_code, name: row.area_name, stations: [] };
        area.stations.push(toStation(row));
        areas.set(row.area_code, area);
      }
      return { areas: [...areas.values()] };
    },

    async timetable(query: ProgramGuideQuery, visibility: StationVisibility): Promise<ProgramGuideResponse> {
      assertRatingSupported(query);
      const [area, allStations] = await Promise.all([
        inventory.findArea(query.area),
        inventory.findStations(visibility, query.area),
      ]);
      if (!area) throw new AppError('notFound');
      const dateFrom = query.view === 'week' ? mondayOf(query.date) : query.date;
      const dateTo = query.view === 'week' ? addDays(dateFrom, 6) : dateFrom;
      const stations = query.stations?.length ? allStations.filter((row) => query.stations?.includes(row.id)) : allStations;
      const stationIds = stations.map((row) => row.id);
      const rating = ratingColumnOf(query.ratingType, query.target);
      const [programmes, slots, universes] = await Promise.all([
        inventory.findProgrammes(area.code, dateFrom, dateTo, stationIds),
        stationIds.length === 0
          ? Promise.resolve(undefined)
          : inventory.findTimetableColumns(
              // Every station of the area the caller may see needs no list: the area and the
              // caller's visibility already say which, and the index serves the area alone better.
              {
                ...conditionsOf(query, dateFrom, dateTo),
                areaCode: area.code,
                stationIds: query.stations?.length ? stationIds : undefined,
              },
              visibility,
              rating,
            ),
        inventory.universesOf(query.target),
      ]);
      const universe = universes.get(area.code) ?? null;
      const todayDate = today();
      // The timetable shows slots on sale only, so each one's state follows from its units and period.
      const state = slots?.remaining.map((remaining, index) =>
        stateOnSale(remaining, slots.sales_start[index] as string, slots.sales_end[index] as string, todayDate),
      );
      const columns: ProgramGuideResponse['slots'] = {
        id: slots?.id ?? [],
        stationId: slots?.station_id ?? [],
        programmeId: slots?.programme_id ?? [],
        date: slots?.broadcast_date ?? [],
        start: slots?.start_second ?? [],
        length: slots?.length_seconds ?? [],
        position: (slots?.position ?? []) as ProgramGuideResponse['slots']['position'],
        kind: slots?.kind ?? [],
        price: slots?.price ?? [],
        remaining: slots?.remaining.map((remaining) => Math.max(0, remaining)) ?? [],
        salesStart: slots?.sales_start ?? [],
        salesEnd: slots?.sales_end ?? [],
        state: state ?? [],
        rating: slots?.rating ?? [],
        perCost: slots?.price.map((price, index) => perCostYen(price, slots.rating[index] ?? null)) ?? [],
        cpm: slots?.price.map((price, index) => cpmYen(price, slots.rating[index] ?? null, universe)) ?? [],
      };
      return {
        area,
        dates: datesFrom(dateFrom, dateTo),
        stations: stations.map(toStation),
        target: query.target,
        ratingType: query.ratingType,
        ratingsAreEstimates: RATINGS_ARE_ESTIMATES,
        programmes: {
          id: programmes.map((row) => row.id),
          stationId: programmes.map((row) => row.station_id),
          date: programmes.map((row) => row.broadcast_date),
          start: programmes.map((row) => row.start_second),
          end: programmes.map((row) => row.end_second),
          title: programmes.map((row) => row.title),
        },
        slots: columns,
      };
    },

    async slotList(query: SlotListQuery, visibility: StationVisibility): Promise<SlotListResponse> {
      assertRatingSupported(query);
      if (query.dateTo < query.dateFrom) throw new AppError('badRequest');
      const rating = ratingColumnOf(query.ratingType, query.target);
      const { rows, total } = await inventory.findSlotPage(
        { ...conditionsOf(query, query.dateFrom, query.dateTo), areaCode: query.area },
        visibility,
        rating,
        query.target,
        { sort: query.sort, order: query.order, offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      const universes = await inventory.universesOf(query.target);
      const todayDate = today();
      return {
        items: rows.map((slot) => toSlotListItem(slot, todayDate, universes)),
        total,
        page: query.page,
        pageSize: query.pageSize,
        target: query.target,
        ratingType: query.ratingType,
        ratingsAreEstimates: RATINGS_ARE_ESTIMATES,
      };
    },
  };
}

export type ProgramGuideService = ReturnType<typeof createProgramGuideService>;
