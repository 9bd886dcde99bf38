import type { ApiModule } from '../../module-platform';
import type { InventoryService } from '../inventory';
import { createAnswerCache } from './answer-cache';
import { programGuideRoutes } from './program-guide.routes';
import { createProgramGuideService } from './program-guide.service';
import type { SegmentRatingsReader } from './segment-ratings-reader';

export const programGuideModule: ApiModule<{ inventory: InventoryService; segmentRatings: SegmentRatingsReader }> = async (
  api,
  { clock, config, inventory, segmentRatings },
) => {
  await api.register(programGuideRoutes, {
    programGuide: createProgramGuideService(inventory, segmentRatings, clock),
    now: clock,
    answers: config.programGuideCache ? createAnswerCache() : undefined,
  });
};
