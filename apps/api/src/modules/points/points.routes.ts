import {
  companyCodeParamsSchema,
  pointHistoriesResponseSchema,
  pointHistoryQuerySchema,
  pointStatusResponseSchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/session-auth';
import type { PointsService } from './points.service';

/** What browsers that cannot read the Japanese name (RFC 5987's `filename*`) save the CSV as. */
const CSV_ASCII_FILE_NAME = 'points.csv';

/**
 * A company's points (`/agency/point_service/points`), licence `points`: the balance the top bar
 * shows, and the history as pages and as a CSV. Only the caller's own company: another company's
 * code and one that does not exist are refused alike.
 */
export async function pointsRoutes(parent: FastifyInstance, options: { points: PointsService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { points } = options;
  const config = { access: { licence: 'points' as const } };
  const tags = ['points'];

  app.get(
    '/points/companies/:companyCode/status',
    { config, schema: { tags, params: companyCodeParamsSchema, response: { 200: pointStatusResponseSchema } } },
    async (request) => ({ status: { balance: await points.balance(sessionOf(request), request.params.companyCode) } }),
  );

  app.get(
    '/points/companies/:companyCode/histories',
    {
      config,
      schema: {
        tags,
        params: companyCodeParamsSchema,
        querystring: pointHistoryQuerySchema,
        response: { 200: pointHistoriesResponseSchema },
      },
    },
    async (request) => points.history(sessionOf(request), request.params.companyCode, request.query),
  );

  // The same query as the pages; `page` is accepted and has no effect, the file holds the whole period.
  app.get(
    '/points/companies/:companyCode/histories.csv',
    { config, schema: { tags, params: companyCodeParamsSchema, querystring: pointHistoryQuerySchema } },
    async (request, reply) => {
      const file = await points.historyCsv(sessionOf(request), request.params.companyCode, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${CSV_ASCII_FILE_NAME}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.content);
    },
  );
}
