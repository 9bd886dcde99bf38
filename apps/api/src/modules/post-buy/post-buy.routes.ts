import {
  agencyAnalysisQuerySchema,
  agencyAnalysisSchema,
  stationAnalysisQuerySchema,
  stationAnalysisSchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { sessionOf } from '../../plugins/session-auth';
import type { PostBuyService } from './post-buy.service';

/** 全枠分析: the station's estimate against actual (UT040000) and the buyer's delivered against booked (UA060000). */
export async function postBuyRoutes(parent: FastifyInstance, options: { postBuy: PostBuyService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { postBuy } = options;
  const tags = ['post-buy'];
  const station = { access: { licence: 'stationAnalysis' as const } };
  const agency = { access: { licence: 'cmAnalysis' as const } };

  app.get(
    '/station-analysis',
    { config: station, schema: { tags, querystring: stationAnalysisQuerySchema, response: { 200: stationAnalysisSchema } } },
    async (request) => postBuy.stationAnalysis(sessionOf(request), request.query),
  );

  app.get(
    '/station-analysis.xlsx',
    { config: station, schema: { tags, querystring: stationAnalysisQuerySchema } },
    async (request, reply) => sendSpreadsheet(reply, await postBuy.stationAnalysisFile(sessionOf(request), request.query)),
  );

  app.get(
    '/agency-analysis',
    { config: agency, schema: { tags, querystring: agencyAnalysisQuerySchema, response: { 200: agencyAnalysisSchema } } },
    async (request) => postBuy.agencyAnalysis(sessionOf(request), request.query),
  );

  app.get(
    '/agency-analysis.xlsx',
    { config: agency, schema: { tags, querystring: agencyAnalysisQuerySchema } },
    async (request, reply) => sendSpreadsheet(reply, await postBuy.agencyAnalysisFile(sessionOf(request), request.query)),
  );
}
