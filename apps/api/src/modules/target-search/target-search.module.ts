import type { ApiModule } from '../../module-platform';
import type { InventoryService } from '../inventory';
import type { SegmentRatingsReader } from './segment-ratings-reader';
import { targetSearchRoutes } from './target-search.routes';
import { createTargetSearchService } from './target-search.service';

/** ターゲットから探す: a target's index heat map and ranked slots over the inventory (decision 014 for the segments). */
export const targetSearchModule: ApiModule<{ inventory: InventoryService; segmentRatings: SegmentRatingsReader }> = async (
  api,
  { clock, inventory, segmentRatings },
) => {
  await api.register(targetSearchRoutes, {
    targetSearch: createTargetSearchService(inventory, segmentRatings, clock),
    now: clock,
  });
};
