import type { InventoryRepository } from './inventory.repository';
import type { ProductAdapter } from './product-kinds';
import { HOUSEHOLD_RATING } from './slot-columns';
import { slotStateOf } from './slot-state';

const NO_SURCHARGES: ReadonlyMap<string, number> = new Map();

/** TV slots (CM枠) as a product kind: one unit is one CM in the slot, at the slot's price. */
export function createSlotProducts(repository: InventoryRepository): ProductAdapter {
  return {
    async find(ids, today) {
      const rows = await repository.findSlotsByIds(ids, HOUSEHOLD_RATING);
      return rows.map((row) => {
        const { state, remaining } = slotStateOf(row, today);
        return {
          product: { kind: 'slot', id: row.id },
          stationId: row.station_id,
          stationName: row.station_name,
          stationShortName: row.station_short_name,
          stationRemoteKey: row.station_remote_key,
          stationCompanyId: row.station_company_id,
          areaCode: row.area_code,
          unitPrice: row.price,
          lengths: [row.length_seconds],
          state,
          remaining,
          minimumUnits: 1,
          surcharges: NO_SURCHARGES,
          period: { from: row.broadcast_date, to: row.broadcast_date },
        };
      });
    },
    hold: (id, units, today, nowIso) => repository.holdUnits(id, units, today, nowIso),
    release: (id, units, nowIso) => repository.releaseUnits(id, units, nowIso),
    sell: (id, units, nowIso) => repository.sellHeldUnits(id, units, nowIso),
  };
}
