import type { ApiModule } from '../../module-platform';
import type { SessionAuthenticator } from '../../plugins/session-auth';
import { createEventsRepository } from './events.repository';
import { eventsRoutes } from './events.routes';

export const eventsModule: ApiModule<{ sessions: SessionAuthenticator }> = async (api, { db, clock, sessions }) => {
  await api.register(eventsRoutes, { events: createEventsRepository(db, clock), sessions });
};
