import type { ApiModule } from '../../module-platform';
import { createStationsRepository } from './stations.repository';
import { stationsRoutes } from './stations.routes';
import { createStationsService } from './stations.service';

export const stationsModule: ApiModule = async (api, { db, clock }) => {
  await api.register(stationsRoutes, { stations: createStationsService(createStationsRepository(db), clock) });
};
