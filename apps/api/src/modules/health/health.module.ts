import type { ApiModule } from '../../module-platform';
import { healthRoutes } from './health.routes';

export const healthModule: ApiModule = async (api, { db }) => {
  await api.register(healthRoutes, { db });
};
