import type { InventoryRepository } from './inventory.repository';
import type { ProductAdapter } from './product-kinds';
import { HOUSEHOLD_RATING } from './slot-columns';
import { slotStateOf } from './slot-state';

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
          stationCompanyId: row.station_company_id,
          areaCode: row.area_code,
          unitPrice: row.price,
          lengthSeconds: row.length_seconds,
          state,
          remaining,
        };
      });
    },
    hold: (id, units, today, nowIso) => repository.holdUnits(id, units, today, nowIso),
    release: (id, units, nowIso) => repository.releaseUnits(id, units, nowIso),
    sell: (id, units, nowIso) => repository.sellHeldUnits(id, units, nowIso),
  };
}
