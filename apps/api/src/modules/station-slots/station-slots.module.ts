import type { ApiModule } from '../../module-platform';
import type { InventoryService } from '../inventory';
import { slotImportsRoutes } from './slot-imports.routes';
import { createSlotImportsService } from './slot-imports.service';
import { createStationSlotsRepository } from './station-slots.repository';
import { stationSlotsRoutes } from './station-slots.routes';
import { createStationSlotsService, type OpenApplications } from './station-slots.service';

interface StationSlotsNeeds {
  inventory: InventoryService;
  /** Which slots open applications name (the bookings' answer): those a station may not change. */
  bookings: OpenApplications;
}

/** A station's own slots: the list, its edits and export, and the import. */
export const stationSlotsModule: ApiModule<StationSlotsNeeds> = async (api, { db, unitOfWork, clock, inventory, bookings }) => {
  const stationSlots = createStationSlotsRepository(db);
  await api.register(slotImportsRoutes, {
    slotImports: createSlotImportsService(stationSlots, inventory, bookings, unitOfWork, clock),
  });
  await api.register(stationSlotsRoutes, { stationSlots: createStationSlotsService(stationSlots, inventory, bookings, clock) });
};
