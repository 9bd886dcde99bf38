import type { ApiModule } from '../../lib/api-module';
import { createNotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';

export const notificationsModule: ApiModule = async (api, { db }) => {
  await api.register(notificationsRoutes, { notifications: createNotificationsRepository(db) });
};
