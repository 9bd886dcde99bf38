import {
  businessDateOf,
  type DigitalAreasResponse,
  ONE_DAY_CALENDAR_MAX_DAYS,
  type OneDayCalendarQuery,
  type OneDayCalendarResponse,
  STREAMING_PAGE_SIZE,
  STREAMING_UNIT_IMPRESSIONS,
  type StreamingSearchQuery,
  type StreamingSearchResponse,
} from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import { type InventoryService, type StationVisibility, toStation } from '../inventory';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both included. */
function daysSpanned(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * The buyers' side of streaming and 1-day products (配信サービス販売枠, デジタル1day): the search,
 * the calendar and the areas to choose from, all read through the inventory, which decides what a
 * caller may see.
 */
export function createDigitalMarketService(inventory: InventoryService, now: () => number) {
  return {
    async areas(visibility: StationVisibility): Promise<DigitalAreasResponse> {
      const areas = new Map<string, DigitalAreasResponse['areas'][number]>();
      for (const row of await inventory.visibleStations(visibility)) {
        const area = areas.get(row.area_code) ?? { code: row.area_code, name: row.area_name, stations: [] };
        area.stations.push(toStation(row));
        areas.set(row.area_code, area);
      }
      return { areas: [...areas.values()] };
    },

    async streamingSearch(query: StreamingSearchQuery, visibility: StationVisibility): Promise<StreamingSearchResponse> {
      if (query.deliveryFrom && query.deliveryTo && query.deliveryTo < query.deliveryFrom) throw new AppError('badRequest');
      const { items, total } = await inventory.streamingPage(
        {
          areaCode: query.area,
          stationId: query.stationId,
          genre: query.genre,
          deliveryFrom: query.deliveryFrom,
          deliveryTo: query.deliveryTo,
          target: query.target,
          // Remaining impressions are counted in whole units of 1,000.
          minRemainingUnits:
            query.minRemaining === undefined ? undefined : Math.ceil(query.minRemaining / STREAMING_UNIT_IMPRESSIONS),
          onSaleOn: query.onSaleOnly ? businessDateOf(now()) : undefined,
          text: query.q,
        },
        visibility,
        { sort: query.sort, order: query.order, offset: (query.page - 1) * STREAMING_PAGE_SIZE, limit: STREAMING_PAGE_SIZE },
      );
      return { items, total, page: query.page, pageSize: STREAMING_PAGE_SIZE };
    },

    async oneDayCalendar(query: OneDayCalendarQuery, visibility: StationVisibility): Promise<OneDayCalendarResponse> {
      const days = daysSpanned(query.from, query.to);
      if (!(days >= 1 && days <= ONE_DAY_CALENDAR_MAX_DAYS)) throw new AppError('badRequest');
      const items = await inventory.oneDayCalendar(
        { areaCode: query.area, stationId: query.stationId, from: query.from, to: query.to },
        visibility,
      );
      return { items };
    },
  };
}

export type DigitalMarketService = ReturnType<typeof createDigitalMarketService>;
