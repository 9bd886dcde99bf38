import type { ApiModule } from '../../module-platform';
import type { InventoryService } from '../inventory';
import { programGuideRoutes } from './program-guide.routes';
import { createProgramGuideService } from './program-guide.service';

export const programGuideModule: ApiModule<{ inventory: InventoryService }> = async (api, { clock, inventory }) => {
  await api.register(programGuideRoutes, { programGuide: createProgramGuideService(inventory, clock), now: clock });
};
