import { type NotificationsResponse, notificationsResponseSchema } from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/session-auth';
import type { NotificationsRepository } from './notifications.repository';

/** The answer is eight bits, so the bits themselves make an exact, cheap entity tag. */
export function notificationsEtag(flags: NotificationsResponse): string {
  return `"n${Object.values(flags)
    .map((flag) => (flag ? '1' : '0'))
    .join('')}"`;
}

export async function notificationsRoutes(parent: FastifyInstance, options: { notifications: NotificationsRepository }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notifications',
    {
      config: { access: 'session' },
      schema: {
        tags: ['notifications'],
        response: { 200: notificationsResponseSchema, 304: z.void().describe('Unchanged since If-None-Match') },
      },
    },
    async (request, reply) => {
      const flags = await options.notifications.findFlags(sessionOf(request).companyId);
      const etag = notificationsEtag(flags);
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'Cookie');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return flags;
    },
  );
}
