import { CLIENT_EVENT_MAX_BYTES, clientEventSchema } from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rateLimitHook } from '../../plugins/rate-limit-hook';
import { resolveSession } from '../../plugins/session-auth';
import type { SessionsService } from '../sessions/sessions.service';
import type { EventsRepository } from './events.repository';

/** Enough for a burst of error reports from one office, not enough to flood the table. */
const EVENTS_PER_MINUTE = 120;

/** Browsers report to two channels (SPEC.md §7): `/events` and the legacy `/events/legacy-ass`. */
const CHANNELS = { '/events': 'events', '/events/legacy-ass': 'legacy-ass' } as const;

export async function eventsRoutes(parent: FastifyInstance, options: { events: EventsRepository; sessions: SessionsService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  for (const [path, channel] of Object.entries(CHANNELS)) {
    app.post(
      path,
      {
        bodyLimit: CLIENT_EVENT_MAX_BYTES,
        onRequest: rateLimitHook(app, {
          max: EVENTS_PER_MINUTE,
          timeWindowMs: 60_000,
          keyOf: (request) => `events:address:${request.ip}`,
        }),
        schema: { tags: ['events'], body: clientEventSchema },
      },
      async (request, reply) => {
        // Anyone may report, logged in or not; a session, when there is one, says who.
        const session = await resolveSession(request, options.sessions);
        await options.events.insert({
          channel,
          type: request.body.type,
          userId: session?.userId ?? null,
          payload: JSON.stringify(request.body),
          ipAddress: request.ip ?? null,
        });
        return reply.status(204).send();
      },
    );
  }
}
