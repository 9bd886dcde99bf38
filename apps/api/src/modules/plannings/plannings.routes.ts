import {
  ACCESS_RULES,
  businessDateOf,
  digitalSplitRequestSchema,
  digitalSplitResponseSchema,
  PLAN_LINES_MAX,
  planCandidatesRequestSchema,
  planCandidatesResponseSchema,
  planCartsResponseSchema,
  planDetailSchema,
  planIdParamsSchema,
  planListQuerySchema,
  planOptimisationSchema,
  planOptimiseRequestSchema,
  planSaveRequestSchema,
  planSummarySchema,
  plansResponseSchema,
} from '@tvcm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { sessionOf } from '../../plugins/session-auth';
import { visibilityOf } from '../inventory';
import type { PlanOptimisationService } from './plan-optimisation.service';
import { planFile, planListFile } from './plan-sheet';
import type { PlanningsService } from './plannings.service';

/** The most plans one `.xlsx` of the list holds. */
const PLAN_LIST_EXPORT_MAX_ROWS = PLAN_LINES_MAX;

export async function planningsRoutes(
  parent: FastifyInstance,
  options: { plannings: PlanningsService; optimisation: PlanOptimisationService; now: () => number },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { plannings, optimisation, now } = options;
  const tags = ['plannings'];
  const access = { access: { licence: 'planning' } } as const;
  const visibility = (request: FastifyRequest) => {
    if (!request.licence) throw new AppError('licenceMissing');
    return visibilityOf(sessionOf(request), request.licence, now());
  };
  // Streaming and 1-day products are weighed only with digital planning (UA100000).
  const digitalAllowed = (request: FastifyRequest) => (request.licence ? ACCESS_RULES.digitalPlanning(request.licence) : false);

  app.get(
    '/plannings',
    { config: access, schema: { tags, querystring: planListQuerySchema, response: { 200: plansResponseSchema } } },
    async (request) => plannings.list(sessionOf(request), request.query),
  );

  app.get(
    '/plannings.xlsx',
    { config: access, schema: { tags, querystring: planListQuerySchema.omit({ page: true }) } },
    async (request, reply) => {
      const data = await plannings.listForSheet(sessionOf(request), request.query, PLAN_LIST_EXPORT_MAX_ROWS);
      return sendSpreadsheet(reply, await planListFile(request.query, data, businessDateOf(now())));
    },
  );

  app.post(
    '/plannings',
    { config: access, schema: { tags, body: planSaveRequestSchema, response: { 201: planDetailSchema } } },
    async (request, reply) =>
      reply.status(201).send(await plannings.create(sessionOf(request), visibility(request), request.body)),
  );

  app.post(
    '/plannings/candidates',
    {
      config: access,
      schema: { tags, body: planCandidatesRequestSchema, response: { 200: planCandidatesResponseSchema } },
    },
    async (request) =>
      optimisation.candidates(request.body, visibility(request), digitalAllowed(request), sessionOf(request).companyId),
  );

  app.post(
    '/plannings/optimisations',
    { config: access, schema: { tags, body: planOptimiseRequestSchema, response: { 200: planOptimisationSchema } } },
    async (request) =>
      optimisation.optimise(request.body, visibility(request), digitalAllowed(request), sessionOf(request).companyId),
  );

  app.post(
    '/plannings/digital-split',
    {
      config: { access: { licence: 'digitalPlanning' } },
      schema: { tags, body: digitalSplitRequestSchema, response: { 200: digitalSplitResponseSchema } },
    },
    async (request) => optimisation.digitalSplit(request.body, visibility(request), sessionOf(request).companyId),
  );

  app.get(
    '/plannings/:planId',
    { config: access, schema: { tags, params: planIdParamsSchema, response: { 200: planDetailSchema } } },
    async (request) => plannings.detail(sessionOf(request), visibility(request), request.params.planId),
  );

  app.put(
    '/plannings/:planId',
    {
      config: access,
      schema: { tags, params: planIdParamsSchema, body: planSaveRequestSchema, response: { 200: planDetailSchema } },
    },
    async (request) => plannings.update(sessionOf(request), visibility(request), request.params.planId, request.body),
  );

  app.delete('/plannings/:planId', { config: access, schema: { tags, params: planIdParamsSchema } }, async (request, reply) => {
    await plannings.remove(sessionOf(request), request.params.planId);
    return reply.status(204).send();
  });

  app.post(
    '/plannings/:planId/duplicates',
    { config: access, schema: { tags, params: planIdParamsSchema, response: { 201: planSummarySchema } } },
    async (request, reply) => reply.status(201).send(await plannings.duplicate(sessionOf(request), request.params.planId)),
  );

  app.get(
    '/plannings/:planId/plan.xlsx',
    { config: access, schema: { tags, params: planIdParamsSchema } },
    async (request, reply) => {
      const plan = await plannings.detail(sessionOf(request), visibility(request), request.params.planId);
      return sendSpreadsheet(reply, await planFile(plan, businessDateOf(now())));
    },
  );

  app.post(
    '/plannings/:planId/carts',
    { config: access, schema: { tags, params: planIdParamsSchema, response: { 201: planCartsResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send(await plannings.makeCarts(sessionOf(request), visibility(request), request.params.planId)),
  );
}
