import {
  businessDateOf,
  daysBetween,
  type OwnStations,
  STATION_SLOT_DATE_RANGE_MAX_DAYS,
  STATION_SLOT_EXPORT_FILE_NAME,
  STATION_SLOT_EXPORT_MAX_ROWS,
  STATION_SLOT_PAGE_SIZE,
  type StationSlot,
  type StationSlotsExportQuery,
  type StationSlotsQuery,
  type StationSlotsResponse,
  type UpdateStationSlotRequest,
} from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { buildSpreadsheet, datedFileName, type SpreadsheetFile } from '../../lib/spreadsheet';
import type { InventoryService, SlotRow } from '../inventory';
import { slotListSheet, withProgrammes } from './slot-list-sheet';
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

/** The filters' days, checked as the list checks them: in order and at most a quarter apart. */
function checkDays(query: { dateFrom: string; dateTo: string }): void {
  const days = daysBetween(query.dateFrom, query.dateTo) + 1;
  if (Number.isNaN(days) || days < 1 || days > STATION_SLOT_DATE_RANGE_MAX_DAYS) throw new AppError('badRequest');
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
  now: Clock,
) {
  /** The slots as the list shows them, each told whether an open application names it. */
  async function withApplications(rows: readonly SlotRow[]): Promise<StationSlot[]> {
    const named = await applications.slotsWithOpenApplications(rows.map((row) => row.id));
    return rows.map((row) => toStationSlot(row, named.has(row.id)));
  }

  /** The company's slots the list's filters find, one cut of them. */
  function slotsOf(caller: { companyId: number }, query: StationSlotsExportQuery, offset: number, limit: number) {
    return inventory.stationSlotPage({
      companyId: caller.companyId,
      stationId: query.stationId,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      programme: query.programme || undefined,
      status: query.status,
      offset,
      limit,
    });
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
      checkDays(query);
      const { rows, total } = await slotsOf(caller, query, (query.page - 1) * STATION_SLOT_PAGE_SIZE, STATION_SLOT_PAGE_SIZE);
      return { slots: await withApplications(rows), total, page: query.page, pageSize: STATION_SLOT_PAGE_SIZE };
    },

    /**
     * Every slot the list's filters find, as an `.xlsx` in the import template's columns (the
     * station edits it in Excel and imports it back). SLT00002 past what one import takes.
     */
    async exportList(caller: { companyId: number }, query: StationSlotsExportQuery): Promise<SpreadsheetFile> {
      checkDays(query);
      const { rows, total } = await slotsOf(caller, query, 0, STATION_SLOT_EXPORT_MAX_ROWS);
      if (total > STATION_SLOT_EXPORT_MAX_ROWS) {
        throw new AppError('slotExportTooLarge', { params: { max: String(STATION_SLOT_EXPORT_MAX_ROWS) } });
      }
      const stationIds = [...new Set(rows.map((row) => row.station_id))];
      const programmes = await inventory.stationProgrammes(stationIds, query.dateFrom, query.dateTo);
      const today = businessDateOf(now());
      return {
        content: await buildSpreadsheet(slotListSheet(withProgrammes(rows, programmes))),
        fileName: datedFileName([STATION_SLOT_EXPORT_FILE_NAME], today),
        asciiFileName: datedFileName(['slot-list'], today),
      };
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
