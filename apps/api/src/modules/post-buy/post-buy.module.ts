import type { ApiModule } from '../../module-platform';
import { createPostBuyRepository } from './post-buy.repository';
import { postBuyRoutes } from './post-buy.routes';
import { createPostBuyService } from './post-buy.service';

/** 全枠分析 after broadcast: the station's and the buyer's analyses of the aired breaks' actual ratings. */
export const postBuyModule: ApiModule = async (api, { db, clock }) => {
  await api.register(postBuyRoutes, { postBuy: createPostBuyService(createPostBuyRepository(db), clock) });
};
