import type { ApiModule } from '../../module-platform';
import type { InventoryService } from '../inventory';
import { createAnswerCache } from './answer-cache';
import { programGuideRoutes } from './program-guide.routes';
import { createProgramGuideService } from './program-guide.service';

export const programGuideModule: ApiModule<{ inventory: InventoryService }> = async (api, { clock, config, inventory }) => {
  await api.register(programGuideRoutes, {
    programGuide: createProgramGuideService(inventory, clock),
    now: clock,
    answers: config.programGuideCache ? createAnswerCache() : undefined,
  });
};
