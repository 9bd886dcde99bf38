import {
  catalogueQuerySchema,
  catalogueResponseSchema,
  catalogueSegmentSchema,
  dataExaminationSchema,
  dataPurchaseInputSchema,
  dataPurchaseParamsSchema,
  dataPurchaseSchema,
  dataPurchasesQuerySchema,
  dataPurchasesResponseSchema,
  dataSalesActualsQuerySchema,
  dataSalesActualsResponseSchema,
  licensedSegmentsResponseSchema,
  managedSegmentSchema,
  managedSegmentsQuerySchema,
  managedSegmentsResponseSchema,
  segmentActionSchema,
  segmentInputSchema,
  segmentParamsSchema,
} from '@tvcm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { sessionOf } from '../../plugins/session-auth';
import type { LicensedSegmentsOf } from './target-data.module';
import type { TargetDataCaller, TargetDataService } from './target-data.service';

export const callerOf = (request: FastifyRequest): TargetDataCaller => {
  const { userId, companyId } = sessionOf(request);
  return { userId, companyId };
};

/**
 * Target data's JSON routes: the data company's segments, examinations and sales actuals
 * (UD030000, UD010000, UD020000), the buyer's catalogue, purchases and history (UA110000–UA130000),
 * and the licensed segments any logged-in caller's company may use.
 */
export async function targetDataRoutes(
  parent: FastifyInstance,
  options: { targetData: TargetDataService; segmentRatings: LicensedSegmentsOf },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { targetData, segmentRatings } = options;
  const tags = ['target-data'];
  const manage = { access: { licence: 'dataSalesManage' as const } };
  const examination = { access: { licence: 'dataSalesExamination' as const } };
  const actuals = { access: { licence: 'dataSalesActual' as const } };

  app.get(
    '/target-data/segments',
    {
      config: manage,
      schema: { tags, querystring: managedSegmentsQuerySchema, response: { 200: managedSegmentsResponseSchema } },
    },
    async (request) => targetData.listSegments(callerOf(request), request.query),
  );

  app.post(
    '/target-data/segments',
    { config: manage, schema: { tags, body: segmentInputSchema, response: { 201: managedSegmentSchema } } },
    async (request, reply) => reply.code(201).send(await targetData.createSegment(callerOf(request), request.body)),
  );

  app.get(
    '/target-data/segments/:segmentId',
    { config: manage, schema: { tags, params: segmentParamsSchema, response: { 200: managedSegmentSchema } } },
    async (request) => targetData.getSegment(callerOf(request), request.params.segmentId),
  );

  app.put(
    '/target-data/segments/:segmentId',
    {
      config: manage,
      schema: { tags, params: segmentParamsSchema, body: segmentInputSchema, response: { 200: managedSegmentSchema } },
    },
    async (request) => targetData.updateSegment(callerOf(request), request.params.segmentId, request.body),
  );

  app.post(
    '/target-data/segments/:segmentId/status',
    {
      config: manage,
      schema: { tags, params: segmentParamsSchema, body: segmentActionSchema, response: { 200: managedSegmentSchema } },
    },
    async (request) => targetData.changeStatus(callerOf(request), request.params.segmentId, request.body.action),
  );

  app.get(
    '/target-data/examinations',
    {
      config: examination,
      schema: { tags, querystring: dataPurchasesQuerySchema, response: { 200: dataPurchasesResponseSchema } },
    },
    async (request) => targetData.listExaminations(callerOf(request), request.query),
  );

  app.post(
    '/target-data/examinations/:purchaseId',
    {
      config: examination,
      schema: { tags, params: dataPurchaseParamsSchema, body: dataExaminationSchema, response: { 200: dataPurchaseSchema } },
    },
    async (request) => targetData.examine(callerOf(request), request.params.purchaseId, request.body),
  );

  app.get(
    '/target-data/sales-actuals',
    {
      config: actuals,
      schema: { tags, querystring: dataSalesActualsQuerySchema, response: { 200: dataSalesActualsResponseSchema } },
    },
    async (request) => targetData.salesActuals(callerOf(request), request.query),
  );

  app.get(
    '/target-data/sales-actuals.xlsx',
    { config: actuals, schema: { tags, querystring: dataSalesActualsQuerySchema } },
    async (request, reply) => sendSpreadsheet(reply, await targetData.salesActualsFile(callerOf(request), request.query)),
  );

  app.get(
    '/target-data/catalogue',
    {
      config: { access: { licence: 'targetDataTop' as const } },
      schema: { tags, querystring: catalogueQuerySchema, response: { 200: catalogueResponseSchema } },
    },
    async (request) => targetData.catalogue(callerOf(request), request.query),
  );

  app.get(
    '/target-data/catalogue/:segmentId',
    {
      config: { access: { licence: 'targetDataProcedure' as const } },
      schema: { tags, params: segmentParamsSchema, response: { 200: catalogueSegmentSchema } },
    },
    async (request) => targetData.catalogueSegment(callerOf(request), request.params.segmentId),
  );

  app.post(
    '/target-data/purchases',
    {
      config: { access: { licence: 'targetDataProcedure' as const } },
      schema: { tags, body: dataPurchaseInputSchema, response: { 201: dataPurchaseSchema } },
    },
    async (request, reply) => reply.code(201).send(await targetData.apply(callerOf(request), request.body)),
  );

  app.get(
    '/target-data/purchases',
    {
      config: { access: { licence: 'targetDataHistory' as const } },
      schema: { tags, querystring: dataPurchasesQuerySchema, response: { 200: dataPurchasesResponseSchema } },
    },
    async (request) => targetData.history(callerOf(request), request.query),
  );

  app.get(
    '/target-data/licensed-segments',
    { config: { access: 'session' as const }, schema: { tags, response: { 200: licensedSegmentsResponseSchema } } },
    async (request) => ({ segments: await segmentRatings.licensedSegments(sessionOf(request).companyId) }),
  );
}
