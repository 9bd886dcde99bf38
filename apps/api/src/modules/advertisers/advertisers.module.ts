import type { ApiModule } from '../../module-platform';
import { createAdvertisersRepository } from './advertisers.repository';
import { advertisersRoutes } from './advertisers.routes';
import { createAdvertisersService } from './advertisers.service';

export const advertisersModule: ApiModule = async (api, { db, unitOfWork, clock }) => {
  await api.register(advertisersRoutes, {
    advertisers: createAdvertisersService(createAdvertisersRepository(db), unitOfWork, clock),
  });
};
