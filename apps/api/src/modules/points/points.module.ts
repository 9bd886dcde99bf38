import type { ApiModule } from '../../module-platform';
import { createPointsRepository } from './points.repository';
import { pointsRoutes } from './points.routes';
import { createPointsService } from './points.service';

export const pointsModule: ApiModule = async (api, { db }) => {
  await api.register(pointsRoutes, { points: createPointsService(createPointsRepository(db)) });
};
