import type { ApiModule } from '../../module-platform';
import type { InventoryService } from '../inventory';
import { digitalImportsRoutes } from './digital-imports.routes';
import { createDigitalImportsService } from './digital-imports.service';
import { slotImportsRoutes } from './slot-imports.routes';
import { createSlotImportsService } from './slot-imports.service';
import { stationDigitalProductsRoutes } from './station-digital-products.routes';
import { createStationDigitalProductsService } from './station-digital-products.service';
import { createStationSlotsRepository } from './station-slots.repository';
import { stationSlotsRoutes } from './station-slots.routes';
import { createStationSlotsService, type OpenApplications } from './station-slots.service';

interface StationSlotsNeeds {
  inventory: InventoryService;
  /** Which slots open applications name (the bookings' answer): those a station may not change. */
  bookings: OpenApplications;
}

/** A station's own slots, streaming and 1-day products: the lists, their edits and export, and the imports. */
export const stationSlotsModule: ApiModule<StationSlotsNeeds> = async (api, { db, unitOfWork, clock, inventory, bookings }) => {
  const stationSlots = createStationSlotsRepository(db);
  await api.register(slotImportsRoutes, {
    slotImports: createSlotImportsService(stationSlots, inventory, bookings, unitOfWork, clock),
  });
  const stationSlotsService = createStationSlotsService(stationSlots, inventory, bookings, clock);
  await api.register(stationSlotsRoutes, { stationSlots: stationSlotsService });
  await api.register(digitalImportsRoutes, {
    digitalImports: createDigitalImportsService(stationSlots, inventory, unitOfWork, clock),
  });
  await api.register(stationDigitalProductsRoutes, {
    stationDigitalProducts: createStationDigitalProductsService(inventory, clock),
    ownStations: stationSlotsService.ownStations,
  });
};
