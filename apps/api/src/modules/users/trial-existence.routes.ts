import { accountExistenceResponseSchema, trialEmailParamsSchema } from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAddress } from '../../plugins/client-address';
import { rateLimitHook } from '../../plugins/rate-limit-hook';
import type { UsersService } from './users.service';

const CHECKS_PER_MINUTE = 30;

/**
 * `GET /users/trials/emails/{email}/existence` (SPEC.md §7): the member-entry page asks whether
 * an email already has a trial account. Meant for public pages, so it takes a client-credential
 * token rather than a session, and is rate-limited per address to keep it from being a cheap
 * way to test lists of addresses.
 */
export async function trialExistenceRoutes(parent: FastifyInstance, options: { users: UsersService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/trials/emails/:email/existence',
    {
      onRequest: rateLimitHook(app, {
        max: CHECKS_PER_MINUTE,
        timeWindowMs: 60_000,
        keyOf: (request) => `trial-existence:address:${clientAddress(request)}`,
      }),
      config: { access: 'clientToken' },
      schema: {
        tags: ['users'],
        params: trialEmailParamsSchema,
        response: { 200: accountExistenceResponseSchema },
      },
    },
    async (request) => ({ exists: await options.users.trialAccountExists(request.params.email) }),
  );
}
