import {
  daysBetween,
  type OwnStations,
  STATION_SLOT_DATE_RANGE_MAX_DAYS,
  STATION_SLOT_PAGE_SIZE,
  type StationSlot,
  type StationSlotsQuery,
  type StationSlotsResponse,
  type UpdateStationSlotRequest,
} from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import type { InventoryService, SlotRow } from '../inventory';
import { stationSlotsPolicy } from './station-slots.policy';
import type { StationSlotsRepository } from './station-slots.repository';

/**
 * What the station's slots need of bookings, which app.ts gives them (the bookings service):
 * which slots items of applications still open name. Modules do not import each other.
 */
export interface OpenApplications {
  slotsWithOpenApplications(slotIds: readonly number[]): Promise<ReadonlySet<number>>;
}

function toStationSlot(row: SlotRow, hasApplications: boolean): StationSlot {
  return {
    id: row.id,
    station: { id: row.station_id, code: row.station_code, name: row.station_name },
    broadcastDate: row.broadcast_date,
    startSecond: row.start_second,
    programmeTitle: row.programme_title,
    position: row.position,
    lengthSeconds: row.length_seconds,
    kind: row.kind,
    price: row.price,
    unitsOnSale: row.units_on_sale,
    unitsHeld: row.units_held,
    unitsSold: row.units_sold,
    salesStart: row.sales_start,
    salesEnd: row.sales_end,
    status: row.status,
    hasApplications,
    updatedAt: row.updated_at,
  };
}

/**
 * The station's own slots (`/station/import_cm`'s list): a page at a time in timetable order, and
 * the edits a desk makes by hand — price, units on sale, withdrawing from sale and putting back —
 * under the rules an import keeps: never below the units held and sold, never withdrawing a slot
 * whose units are held for an application.
 */
export function createStationSlotsService(
  stationSlots: StationSlotsRepository,
  inventory: InventoryService,
  applications: OpenApplications,
) {
  /** The slots as the list shows them, each told whether an open application names it. */
  async function withApplications(rows: readonly SlotRow[]): Promise<StationSlot[]> {
    const named = await applications.slotsWithOpenApplications(rows.map((row) => row.id));
    return rows.map((row) => toStationSlot(row, named.has(row.id)));
  }

  return {
    async ownStations(caller: { companyId: number }): Promise<OwnStations['stations']> {
      return (await stationSlots.listOwnStations(caller.companyId)).map((station) => ({
        id: station.id,
        code: station.code,
        name: station.name,
        areaCode: station.area_code,
      }));
    },

    async list(caller: { companyId: number }, query: StationSlotsQuery): Promise<StationSlotsResponse> {
      const days = daysBetween(query.dateFrom, query.dateTo) + 1;
      if (Number.isNaN(days) || days < 1 || days > STATION_SLOT_DATE_RANGE_MAX_DAYS) throw new AppError('badRequest');
      const { rows, total } = await inventory.stationSlotPage({
        companyId: caller.companyId,
        stationId: query.stationId,
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
        programme: query.programme || undefined,
        status: query.status,
        offset: (query.page - 1) * STATION_SLOT_PAGE_SIZE,
        limit: STATION_SLOT_PAGE_SIZE,
      });
      return { slots: await withApplications(rows), total, page: query.page, pageSize: STATION_SLOT_PAGE_SIZE };
    },

    /**
     * SLT04001 for a slot not the company's; SLT00001 when the change is refused, with
     * `params.reason`: `belowHeldOrSold` (units on sale below held + sold) or `hasApplications`
     * (withdrawing a slot with units held). The write itself is conditional, so an application
     * holding units at the same moment is caught there, not only by the check before.
     */
    async update(caller: { companyId: number }, slotId: number, changes: UpdateStationSlotRequest): Promise<StationSlot> {
      await stationSlotsPolicy.ownSlot(inventory, caller, slotId);
      const applied = await inventory.updateStationSlot(slotId, changes);
      const current = await stationSlotsPolicy.ownSlot(inventory, caller, slotId);
      if (!applied) {
        const belowHeldOrSold =
          changes.unitsOnSale !== undefined && changes.unitsOnSale < current.units_held + current.units_sold;
        throw new AppError('slotChangeRefused', { params: { reason: belowHeldOrSold ? 'belowHeldOrSold' : 'hasApplications' } });
      }
      const [slot] = await withApplications([current]);
      if (!slot) throw new AppError('slotNotFound');
      return slot;
    },
  };
}

export type StationSlotsService = ReturnType<typeof createStationSlotsService>;
