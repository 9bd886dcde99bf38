import {
  saveStationProfileRequestSchema,
  stationIdParamsSchema,
  stationsResponseSchema,
  stationWithProfileSchema,
} from '@tvcm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sessionOf } from '../../plugins/session-auth';
import type { StationCaller } from './stations.policy';
import type { StationsService } from './stations.service';

/** The caller with the licence the route-access check loaded, which decides what they may edit. */
function stationCallerOf(request: FastifyRequest): StationCaller {
  if (!request.licence) throw new AppError('licenceMissing');
  const { userId, companyId } = sessionOf(request);
  return { userId, companyId, licence: request.licence };
}

/** The TV station page (`/info/tvstation`): every station by area, and the profile its broadcaster keeps. */
export async function stationsRoutes(parent: FastifyInstance, options: { stations: StationsService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { stations } = options;
  const tags = ['stations'];

  app.get(
    '/stations',
    { config: { access: { licence: 'anyUser' } }, schema: { tags, response: { 200: stationsResponseSchema } } },
    async (request) => stations.list(stationCallerOf(request)),
  );

  app.put(
    '/stations/:stationId/profile',
    {
      config: { access: { licence: 'stationProfileEdit' } },
      schema: {
        tags,
        params: stationIdParamsSchema,
        body: saveStationProfileRequestSchema,
        response: { 200: stationWithProfileSchema },
      },
    },
    async (request) => stations.saveProfile(stationCallerOf(request), request.params.stationId, request.body),
  );
}
