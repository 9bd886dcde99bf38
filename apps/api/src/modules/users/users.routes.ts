import {
  accountExistenceResponseSchema,
  accountParamsSchema,
  licenseResponseSchema,
  updateUserRequestSchema,
  userIdParamsSchema,
  userLoginsResponseSchema,
  userSchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/session-auth';
import type { UsersService } from './users.service';

export async function usersRoutes(parent: FastifyInstance, options: { users: UsersService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { users } = options;
  app.addHook('preHandler', app.requireSession);

  app.get(
    '/users/:id',
    { schema: { tags: ['users'], params: userIdParamsSchema, response: { 200: userSchema } } },
    async (request) => users.getUser(sessionOf(request), request.params.id),
  );

  app.patch(
    '/users/:id',
    { schema: { tags: ['users'], params: userIdParamsSchema, body: updateUserRequestSchema, response: { 200: userSchema } } },
    async (request) => users.updateUser(sessionOf(request), request.params.id, request.body),
  );

  app.get(
    '/users/accounts/:account',
    { schema: { tags: ['users'], params: accountParamsSchema, response: { 200: accountExistenceResponseSchema } } },
    async (request) => ({ exists: await users.accountExists(sessionOf(request), request.params.account) }),
  );

  app.get(
    '/users/:id/logins',
    { schema: { tags: ['users'], params: userIdParamsSchema, response: { 200: userLoginsResponseSchema } } },
    async (request) => users.getLogins(sessionOf(request), request.params.id),
  );

  app.get('/auth/licenses/base', { schema: { tags: ['licences'], response: { 200: licenseResponseSchema } } }, async (request) =>
    users.getBaseLicence(sessionOf(request)),
  );
}
