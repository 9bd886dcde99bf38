import {
  targetHeatmapQuerySchema,
  targetHeatmapResponseSchema,
  targetSlotsQuerySchema,
  targetSlotsResponseSchema,
} from '@tvcm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sessionOf } from '../../plugins/session-auth';
import { visibilityOf } from '../inventory';
import type { TargetSearchService } from './target-search.service';

export async function targetSearchRoutes(
  parent: FastifyInstance,
  options: { targetSearch: TargetSearchService; now: () => number },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { targetSearch, now } = options;
  // The program guide's rule: a trial company sees only the stations whose companies granted it.
  const visibility = (request: FastifyRequest) => {
    if (!request.licence) throw new AppError('licenceMissing');
    return visibilityOf(sessionOf(request), request.licence, now());
  };

  app.get(
    '/target-search/heatmap',
    {
      config: { access: { licence: 'targetSearch' } },
      schema: { tags: ['target-search'], querystring: targetHeatmapQuerySchema, response: { 200: targetHeatmapResponseSchema } },
    },
    async (request) => targetSearch.heatmap(sessionOf(request).companyId, request.query, visibility(request)),
  );

  app.get(
    '/target-search/slots',
    {
      config: { access: { licence: 'targetSearch' } },
      schema: { tags: ['target-search'], querystring: targetSlotsQuerySchema, response: { 200: targetSlotsResponseSchema } },
    },
    async (request) => targetSearch.slots(sessionOf(request).companyId, request.query, visibility(request)),
  );
}
