import {
  salesBudgetInputSchema,
  salesBudgetsQuerySchema,
  salesBudgetsSchema,
  salesSummaryQuerySchema,
  salesSummarySchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { sessionOf } from '../../plugins/session-auth';
import type { StationSalesService } from './station-sales.service';

/** 販売管理 (`/station/sales_summary`): the figures, their `.xlsx` and the monthly budgets, licence `salesManagement`. */
export async function stationSalesRoutes(parent: FastifyInstance, options: { stationSales: StationSalesService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { stationSales } = options;
  const config = { access: { licence: 'salesManagement' as const } };
  const tags = ['station-sales'];

  app.get(
    '/station-sales/summary',
    { config, schema: { tags, querystring: salesSummaryQuerySchema, response: { 200: salesSummarySchema } } },
    async (request) => stationSales.summary(sessionOf(request), request.query),
  );

  app.get(
    '/station-sales/summary.xlsx',
    { config, schema: { tags, querystring: salesSummaryQuerySchema } },
    async (request, reply) => sendSpreadsheet(reply, await stationSales.summaryFile(sessionOf(request), request.query)),
  );

  app.get(
    '/station-sales/budgets',
    { config, schema: { tags, querystring: salesBudgetsQuerySchema, response: { 200: salesBudgetsSchema } } },
    async (request) => stationSales.budgets(sessionOf(request), request.query.year),
  );

  app.put(
    '/station-sales/budgets',
    { config, schema: { tags, body: salesBudgetInputSchema, response: { 200: salesBudgetsSchema } } },
    async (request) => stationSales.setBudget(sessionOf(request), request.body),
  );
}
