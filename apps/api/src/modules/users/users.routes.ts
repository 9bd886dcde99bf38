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
import { usersPolicy } from './users.policy';
import type { UsersService } from './users.service';

export async function usersRoutes(parent: FastifyInstance, options: { users: UsersService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { users } = options;

  // The user, their licence and login history are what the login itself loads (SPEC.md §4), and
  // the profile update is where the terms are accepted: all open before the terms are.
  app.get(
    '/users/:id',
    {
      config: { access: 'sessionBeforeTerms' },
      schema: { tags: ['users'], params: userIdParamsSchema, response: { 200: userSchema } },
    },
    async (request) => {
      usersPolicy.assertSelf(sessionOf(request), request.params.id);
      return users.getUser(request.params.id);
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { access: 'sessionBeforeTerms' },
      schema: { tags: ['users'], params: userIdParamsSchema, body: updateUserRequestSchema, response: { 200: userSchema } },
    },
    async (request) => {
      usersPolicy.assertSelf(sessionOf(request), request.params.id);
      return users.updateUser(request.params.id, request.body);
    },
  );

  app.get(
    '/users/accounts/:account',
    {
      config: { access: { licence: 'userAdministration' } },
      schema: { tags: ['users'], params: accountParamsSchema, response: { 200: accountExistenceResponseSchema } },
    },
    async (request) => ({ exists: await users.accountExists(sessionOf(request), request.params.account) }),
  );

  app.get(
    '/users/:id/logins',
    {
      config: { access: 'sessionBeforeTerms' },
      schema: { tags: ['users'], params: userIdParamsSchema, response: { 200: userLoginsResponseSchema } },
    },
    async (request) => {
      usersPolicy.assertSelf(sessionOf(request), request.params.id);
      return users.getLogins(sessionOf(request));
    },
  );

  app.get(
    '/auth/licenses/base',
    { config: { access: 'sessionBeforeTerms' }, schema: { tags: ['licences'], response: { 200: licenseResponseSchema } } },
    async (request) => users.getBaseLicence(sessionOf(request)),
  );
}
