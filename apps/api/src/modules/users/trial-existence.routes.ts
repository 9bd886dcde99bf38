import { accountExistenceResponseSchema, TRIAL_COMPANY_CODE_PREFIX } from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/database';
import { rateLimitHook } from '../../plugins/rate-limit-hook';
import { normaliseAccount } from '../sessions/sessions.service';

const CHECKS_PER_MINUTE = 30;

/**
 * `GET /users/trials/emails/{email}/existence` (SPEC.md §7): the member-entry page asks whether
 * an email already has a trial account. Meant for public pages, so it takes a client-credential
 * token rather than a session, and is rate-limited per address to keep it from being a cheap
 * way to test lists of addresses.
 */
export async function trialExistenceRoutes(parent: FastifyInstance, options: { db: AppDatabase }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/trials/emails/:email/existence',
    {
      onRequest: rateLimitHook(app, {
        max: CHECKS_PER_MINUTE,
        timeWindowMs: 60_000,
        keyOf: (request) => `trial-existence:address:${request.ip}`,
      }),
      preHandler: app.requireClientToken,
      schema: {
        tags: ['users'],
        params: z.object({ email: z.email().max(254) }),
        response: { 200: accountExistenceResponseSchema },
      },
    },
    async (request) => {
      const row = await options.db
        .selectFrom('users')
        .innerJoin('companies', 'companies.id', 'users.company_id')
        .select('users.id')
        .where('users.account', '=', normaliseAccount(request.params.email))
        .where('companies.code', 'like', `${TRIAL_COMPANY_CODE_PREFIX}%`)
        .executeTakeFirst();
      return { exists: row !== undefined };
    },
  );
}
