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
  type Station,
} from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import { type InventoryRepository, ratingColumnOf, type SlotConditions, type StationVisibility } from './inventory.repository';

type StationRow = Awaited<ReturnType<InventoryRepository['findStations']>>[number];

function toStation(row: StationRow): Station {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    shortName: row.short_name,
    areaCode: row.area_code,
    network: { code: row.network_code, name: row.network_name, colour: row.network_colour },
    remoteKey: row.remote_key,
  };
}

interface SlotUnits {
  units_on_sale: number;
  units_held: number;
  units_sold: number;
  sales_start: string;
  sales_end: string;
  status: string;
}

/** Where a slot stands for a buyer today. */
export function slotStateOf(slot: SlotUnits, today: string): { state: SlotState; remaining: number } {
  const remaining = slot.units_on_sale - slot.units_held - slot.units_sold;
  if (slot.status === 'WITHDRAWN') return { state: 'withdrawn', remaining };
  if (remaining <= 0) return { state: 'soldOut', remaining: 0 };
  if (today < slot.sales_start || today > slot.sales_end) return { state: 'outsideSalesPeriod', remaining };
  return { state: remaining <= FEW_UNITS_LEFT ? 'fewLeft' : 'onSale', remaining };
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
      const area = await inventory.findArea(query.area);
      if (!area) throw new AppError('notFound');
      const dateFrom = query.view === 'week' ? mondayOf(query.date) : query.date;
      const dateTo = query.view === 'week' ? addDays(dateFrom, 6) : dateFrom;
      const allStations = await inventory.findStations(visibility, area.code);
      const stations = query.stations?.length ? allStations.filter((row) => query.stations?.includes(row.id)) : allStations;
      const stationIds = stations.map((row) => row.id);
      const rating = ratingColumnOf(query.ratingType, query.target);
      const [programmes, slots, universes] = await Promise.all([
        inventory.findProgrammes(area.code, dateFrom, dateTo, stationIds),
        stationIds.length === 0
          ? Promise.resolve([])
          : inventory.findTimetableSlots(
              { ...conditionsOf(query, dateFrom, dateTo), areaCode: area.code, stationIds },
              visibility,
              rating,
            ),
        inventory.universesOf(query.target),
      ]);
      const universe = universes.get(area.code) ?? null;
      const todayDate = today();
      const columns: ProgramGuideResponse['slots'] = {
        id: [],
        stationId: [],
        programmeId: [],
        date: [],
        start: [],
        length: [],
        position: [],
        kind: [],
        price: [],
        remaining: [],
        salesStart: [],
        salesEnd: [],
        state: [],
        rating: [],
        perCost: [],
        cpm: [],
      };
      for (const slot of slots) {
        const { state, remaining } = slotStateOf(slot, todayDate);
        columns.id.push(slot.id);
        columns.stationId.push(slot.station_id);
        columns.programmeId.push(slot.programme_id);
        columns.date.push(slot.broadcast_date);
        columns.start.push(slot.start_second);
        columns.length.push(slot.length_seconds);
        columns.position.push(slot.position);
        columns.kind.push(slot.kind);
        columns.price.push(slot.price);
        columns.remaining.push(remaining);
        columns.salesStart.push(slot.sales_start);
        columns.salesEnd.push(slot.sales_end);
        columns.state.push(state);
        columns.rating.push(slot.rating);
        columns.perCost.push(perCostYen(slot.price, slot.rating));
        columns.cpm.push(cpmYen(slot.price, slot.rating, universe));
      }
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
