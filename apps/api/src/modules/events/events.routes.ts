import { CLIENT_EVENT_MAX_BYTES, clientEventSchema } from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAddress } from '../../plugins/client-address';
import { rateLimitHook } from '../../plugins/rate-limit-hook';
import { resolveSession, type SessionAuthenticator } from '../../plugins/session-auth';
import type { EventsRepository } from './events.repository';
import { stripSecrets } from './strip-secrets';

/** Enough for a burst of error reports from one office, not enough to flood the table. */
const EVENTS_PER_MINUTE = 120;

/** Browsers report to two channels (SPEC.md §7): `/events` and the legacy `/events/legacy-ass`. */
const CHANNELS = { '/events': 'events', '/events/legacy-ass': 'legacy-ass' } as const;

export async function eventsRoutes(
  parent: FastifyInstance,
  options: { events: EventsRepository; sessions: SessionAuthenticator },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  for (const [path, channel] of Object.entries(CHANNELS)) {
    app.post(
      path,
      {
        // Anyone may report, logged in or not; a session, when there is one, says who.
        config: { access: 'public' },
        bodyLimit: CLIENT_EVENT_MAX_BYTES,
        onRequest: rateLimitHook(app, {
          max: EVENTS_PER_MINUTE,
          timeWindowMs: 60_000,
          keyOf: (request) => `events:address:${clientAddress(request)}`,
        }),
        schema: { tags: ['events'], body: clientEventSchema },
      },
      async (request, reply) => {
        const session = await resolveSession(request, options.sessions);
        await options.events.insert({
          channel,
          type: request.body.type,
          userId: session?.userId ?? null,
          payload: JSON.stringify(stripSecrets(request.body)),
          ipAddress: clientAddress(request),
        });
        return reply.status(204).send();
      },
    );
  }
}
