import type { ApiModule } from '../../module-platform';
import { sessionsRoutes } from './sessions.routes';
import type { SessionsService } from './sessions.service';

/** Logins and sessions; the service is shared, as the route-access check reads the sessions too. */
export const sessionsModule: ApiModule<{ sessions: SessionsService }> = async (api, { sessions, onPurge }) => {
  onPurge(() => sessions.purgeExpired());
  await api.register(sessionsRoutes, { sessions });
};
