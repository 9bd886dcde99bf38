import {
  digitalAreasResponseSchema,
  oneDayCalendarQuerySchema,
  oneDayCalendarResponseSchema,
  streamingSearchQuerySchema,
  streamingSearchResponseSchema,
} from '@tvcm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sessionOf } from '../../plugins/session-auth';
import { visibilityOf } from '../inventory';
import type { DigitalMarketService } from './digital-market.service';

export async function digitalMarketRoutes(
  parent: FastifyInstance,
  options: { digitalMarket: DigitalMarketService; now: () => number },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { digitalMarket, now } = options;
  const visibility = (request: FastifyRequest) => {
    if (!request.licence) throw new AppError('licenceMissing');
    return visibilityOf(sessionOf(request), request.licence, now());
  };

  app.get(
    '/digital-products/areas',
    {
      config: { access: { licence: 'digitalSearch' } },
      schema: { tags: ['digital-market'], response: { 200: digitalAreasResponseSchema } },
    },
    async (request) => digitalMarket.areas(visibility(request)),
  );

  app.get(
    '/streaming-products',
    {
      config: { access: { licence: 'slotsStreaming' } },
      schema: {
        tags: ['digital-market'],
        querystring: streamingSearchQuerySchema,
        response: { 200: streamingSearchResponseSchema },
      },
    },
    async (request) => digitalMarket.streamingSearch(request.query, visibility(request)),
  );

  app.get(
    '/one-day-products',
    {
      config: { access: { licence: 'slotsOneDay' } },
      schema: {
        tags: ['digital-market'],
        querystring: oneDayCalendarQuerySchema,
        response: { 200: oneDayCalendarResponseSchema },
      },
    },
    async (request) => digitalMarket.oneDayCalendar(request.query, visibility(request)),
  );
}
