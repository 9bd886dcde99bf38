import type { ApiModule } from '../../module-platform';
import type { InventoryService } from '../inventory';
import { warmUpOptimiser } from './optimiser/optimise';
import { createPlanAudiences } from './plan-candidates';
import { createPlanOptimisationService } from './plan-optimisation.service';
import { createPlanningsRepository } from './plannings.repository';
import { planningsRoutes } from './plannings.routes';
import { type CartsForPlannings, createPlanningsService } from './plannings.service';
import type { SegmentRatingsReader } from './segment-ratings-reader';

/**
 * Plans (プラン一覧, プラン作成, TV×デジタルプランニング): the candidates of a plan's conditions, the
 * optimiser's answer, saved plans and the carts made from them.
 */
export const planningsModule: ApiModule<{
  inventory: InventoryService;
  carts: CartsForPlannings;
  streamingCarts: CartsForPlannings;
  segmentRatings: SegmentRatingsReader;
}> = async (api, { db, unitOfWork, clock, inventory, carts, streamingCarts, segmentRatings }) => {
  const audiences = createPlanAudiences(inventory, segmentRatings);
  const plannings = createPlanningsService(
    createPlanningsRepository(db),
    inventory,
    { tv: carts, streaming: streamingCarts },
    unitOfWork,
    clock,
    audiences,
  );
  await api.register(planningsRoutes, {
    plannings,
    optimisation: createPlanOptimisationService(inventory, clock, audiences),
    now: clock,
  });
  // The solver's WebAssembly compiles on its first use (about 2 s): once the server is ready, not
  // on a user's first optimisation. Not awaited; a failure leaves the first optimisation to load it.
  api.addHook('onReady', async () => {
    void warmUpOptimiser();
  });
};
