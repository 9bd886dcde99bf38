import type { ApiModule } from '../../module-platform';
import { createNotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';

export const notificationsModule: ApiModule = async (api, { db }) => {
  await api.register(notificationsRoutes, { notifications: createNotificationsRepository(db) });
};
