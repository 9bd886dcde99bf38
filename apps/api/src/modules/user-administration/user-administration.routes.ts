import {
  adminUserIdParamsSchema,
  companyUserSchema,
  companyUsersResponseSchema,
  inviteUserRequestSchema,
  updateCompanyUserRequestSchema,
  userAdminEventsResponseSchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/session-auth';
import type { UserAdministrationService } from './user-administration.service';

/**
 * The users page (`/manage/users`): a company's administrators keep its users. The caller's
 * company is always the one acted on, so a user id of another company answers as not found.
 */
export async function userAdministrationRoutes(
  parent: FastifyInstance,
  options: { userAdministration: UserAdministrationService },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { userAdministration } = options;
  const access = { access: { licence: 'userAdministration' as const } };
  const tags = ['user-administration'];

  app.get('/admin/users', { config: access, schema: { tags, response: { 200: companyUsersResponseSchema } } }, async (request) =>
    userAdministration.list(sessionOf(request)),
  );

  app.post(
    '/admin/users',
    { config: access, schema: { tags, body: inviteUserRequestSchema, response: { 201: companyUserSchema } } },
    async (request, reply) => reply.status(201).send(await userAdministration.invite(sessionOf(request), request.body)),
  );

  app.get(
    '/admin/users/events',
    { config: access, schema: { tags, response: { 200: userAdminEventsResponseSchema } } },
    async (request) => ({ events: await userAdministration.events(sessionOf(request)) }),
  );

  app.patch(
    '/admin/users/:userId',
    {
      config: access,
      schema: {
        tags,
        params: adminUserIdParamsSchema,
        body: updateCompanyUserRequestSchema,
        response: { 200: companyUserSchema },
      },
    },
    async (request) => userAdministration.update(sessionOf(request), request.params.userId, request.body),
  );

  app.post(
    '/admin/users/:userId/invitation',
    { config: access, schema: { tags, params: adminUserIdParamsSchema } },
    async (request, reply) => {
      await userAdministration.resendInvitation(sessionOf(request), request.params.userId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/admin/users/:userId/deactivation',
    { config: access, schema: { tags, params: adminUserIdParamsSchema, response: { 200: companyUserSchema } } },
    async (request) => userAdministration.deactivate(sessionOf(request), request.params.userId),
  );

  app.delete(
    '/admin/users/:userId/deactivation',
    { config: access, schema: { tags, params: adminUserIdParamsSchema, response: { 200: companyUserSchema } } },
    async (request) => userAdministration.reactivate(sessionOf(request), request.params.userId),
  );

  app.post(
    '/admin/users/:userId/password-reset',
    { config: access, schema: { tags, params: adminUserIdParamsSchema } },
    async (request, reply) => {
      await userAdministration.sendPasswordReset(sessionOf(request), request.params.userId);
      return reply.status(204).send();
    },
  );
}
