import {
  saveTrialGrantRequestSchema,
  trialCompanyCodeParamsSchema,
  trialCompanySchema,
  trialPermissionEventsResponseSchema,
  trialPermissionsResponseSchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/session-auth';
import type { TrialPermissionsService } from './trial-permissions.service';

/**
 * The trial-user permission page (`/station/permission/trial_user`): a station administrator's
 * company grants trial companies its slots. The caller's company is always the granting one, so
 * no path names another station company's grants.
 */
export async function trialPermissionsRoutes(parent: FastifyInstance, options: { trialPermissions: TrialPermissionsService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { trialPermissions } = options;
  const access = { access: { licence: 'stationPermissions' as const } };
  const tags = ['trial-permissions'];

  app.get(
    '/trial-permissions',
    { config: access, schema: { tags, response: { 200: trialPermissionsResponseSchema } } },
    async (request) => ({ trialCompanies: await trialPermissions.list(sessionOf(request)) }),
  );

  app.get(
    '/trial-permissions/:trialCompanyCode/events',
    {
      config: access,
      schema: { tags, params: trialCompanyCodeParamsSchema, response: { 200: trialPermissionEventsResponseSchema } },
    },
    async (request) => ({ events: await trialPermissions.events(sessionOf(request), request.params.trialCompanyCode) }),
  );

  app.put(
    '/trial-permissions/:trialCompanyCode',
    {
      config: access,
      schema: {
        tags,
        params: trialCompanyCodeParamsSchema,
        body: saveTrialGrantRequestSchema,
        response: { 200: trialCompanySchema },
      },
    },
    async (request) => trialPermissions.save(sessionOf(request), request.params.trialCompanyCode, request.body),
  );

  app.delete(
    '/trial-permissions/:trialCompanyCode',
    { config: access, schema: { tags, params: trialCompanyCodeParamsSchema } },
    async (request, reply) => {
      await trialPermissions.revoke(sessionOf(request), request.params.trialCompanyCode);
      return reply.status(204).send();
    },
  );
}
