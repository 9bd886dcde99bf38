import type { ApiModule } from '../../lib/api-module';
import { healthRoutes } from './health.routes';

export const healthModule: ApiModule = async (api, { db }) => {
  await api.register(healthRoutes, { db });
};
