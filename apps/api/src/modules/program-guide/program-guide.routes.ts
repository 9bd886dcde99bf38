import {
  areasResponseSchema,
  programGuideQuerySchema,
  programGuideResponseSchema,
  slotListQuerySchema,
  slotListResponseSchema,
} from '@tvcm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sessionOf } from '../../plugins/session-auth';
import { visibilityOf } from '../inventory';
import type { ProgramGuideService } from './program-guide.service';

export async function programGuideRoutes(
  parent: FastifyInstance,
  options: { programGuide: ProgramGuideService; now: () => number },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { programGuide, now } = options;
  const visibility = (request: FastifyRequest) => {
    if (!request.licence) throw new AppError('licenceMissing');
    return visibilityOf(sessionOf(request), request.licence, now());
  };

  app.get(
    '/areas',
    {
      config: { access: { licence: 'slotSearch' } },
      schema: { tags: ['program-guide'], response: { 200: areasResponseSchema } },
    },
    async (request) => programGuide.areas(visibility(request)),
  );

  app.get(
    '/program-guide',
    {
      config: { access: { licence: 'timetable' } },
      // An area-week is thousands of slots in columns; checking every value against the schema on
      // the way out costs more than building it. The schema still documents the answer, and the
      // API tests hold every answer to it.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: { tags: ['program-guide'], querystring: programGuideQuerySchema, response: { 200: programGuideResponseSchema } },
    },
    async (request) => programGuide.timetable(request.query, visibility(request)),
  );

  app.get(
    '/slots',
    {
      config: { access: { licence: 'slots' } },
      schema: { tags: ['program-guide'], querystring: slotListQuerySchema, response: { 200: slotListResponseSchema } },
    },
    async (request) => programGuide.slotList(request.query, visibility(request)),
  );
}
