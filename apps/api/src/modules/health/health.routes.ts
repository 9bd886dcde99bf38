import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDatabase } from '../../db/database';

const healthResponseSchema = z.object({ status: z.literal('ok') });

/**
 * For load balancers and orchestrators: `/health` says the process answers (liveness; restart it
 * if not), `/ready` that it can reach its database too (send it traffic only then).
 */
export async function healthRoutes(parent: FastifyInstance, options: { db: AppDatabase }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const probe = { access: 'public' as const };
  const noStore = 'no-store';

  app.get(
    '/health',
    { config: probe, schema: { tags: ['health'], response: { 200: healthResponseSchema } } },
    async (_, reply) => {
      reply.header('cache-control', noStore);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/ready',
    { config: probe, schema: { tags: ['health'], response: { 200: healthResponseSchema } } },
    async (_, reply) => {
      reply.header('cache-control', noStore);
      // A failure here is answered 503 by the error handler, like any call during an outage.
      await sql`select 1`.execute(options.db);
      return { status: 'ok' as const };
    },
  );
}
