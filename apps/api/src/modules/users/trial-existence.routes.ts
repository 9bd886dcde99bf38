import { accountExistenceResponseSchema, trialEmailParamsSchema } from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PublicPageLimits } from '../../config';
import { publicPageRoute } from '../../plugins/public-page-route';
import type { UsersService } from './users.service';

/**
 * `GET /users/trials/emails/{email}/existence` (SPEC.md §7): the member-entry page asks whether
 * an email already has a trial account. Meant for public pages, so it takes a client-credential
 * token rather than a session, and like their other calls it is rate-limited per address
 * (`lookupsPerAddress` in each window), so it is no cheap way to test lists of addresses.
 */
export async function trialExistenceRoutes(parent: FastifyInstance, options: { users: UsersService; limits: PublicPageLimits }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { limits } = options;

  app.get(
    '/users/trials/emails/:email/existence',
    {
      ...publicPageRoute(app, {
        limitName: 'trial-existence',
        maxPerAddress: limits.lookupsPerAddress,
        windowMs: limits.windowMs,
      }),
      schema: {
        tags: ['users'],
        params: trialEmailParamsSchema,
        response: { 200: accountExistenceResponseSchema },
      },
    },
    async (request) => ({ exists: await options.users.trialAccountExists(request.params.email) }),
  );
}
