import type { ApiModule } from '../../module-platform';
import { createAiredRatingsRepository } from './aired-ratings.repository';
import { airedRatingsRoutes } from './aired-ratings.routes';
import { createAiredRatingsService } from './aired-ratings.service';

/** 全枠分析データ取込: a station company's actual ratings of the breaks it aired, matched to the slots sold here. */
export const airedRatingsModule: ApiModule = async (api, { db, unitOfWork, clock }) => {
  await api.register(airedRatingsRoutes, {
    airedRatings: createAiredRatingsService(createAiredRatingsRepository(db), unitOfWork, clock),
  });
};
