import {
  accountExistenceResponseSchema,
  accountParamsSchema,
  changeOwnPasswordRequestSchema,
  licenseResponseSchema,
  updateUserRequestSchema,
  userIdParamsSchema,
  userLoginsResponseSchema,
  userSchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAddress } from '../../plugins/client-address';
import { sessionOf } from '../../plugins/session-auth';
import type { OwnPasswordService } from './own-password.service';
import { usersPolicy } from './users.policy';
import type { UsersService } from './users.service';

export async function usersRoutes(parent: FastifyInstance, options: { users: UsersService; ownPassword: OwnPasswordService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { users, ownPassword } = options;

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

  // Changing a password is not part of accepting the terms, so it waits until they are.
  app.put(
    '/users/:id/password',
    {
      config: { access: 'session' },
      schema: { tags: ['users'], params: userIdParamsSchema, body: changeOwnPasswordRequestSchema },
    },
    async (request, reply) => {
      const caller = sessionOf(request);
      usersPolicy.assertSelf(caller, request.params.id);
      await ownPassword.change(caller, request.body, clientAddress(request));
      return reply.status(204).send();
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
