import {
  AIRED_RATINGS_TEMPLATE_FILE_NAME,
  airedRatingsCommitSchema,
  airedRatingsHistorySchema,
  airedRatingsPreviewSchema,
  airedRatingsQuerySchema,
  SLOT_IMPORT_MAX_BYTES,
} from '@tvcm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptFileBodies, fileOf } from '../../lib/import-file/request-file';
import { attachmentDisposition } from '../../lib/spreadsheet';
import { sessionOf } from '../../plugins/session-auth';
import type { AiredRatingsCaller, AiredRatingsService } from './aired-ratings.service';

/** What old browsers save the template as when they cannot read the Japanese name. */
const TEMPLATE_ASCII_FILE_NAME = 'aired-ratings-template.csv';

const callerOf = (request: FastifyRequest): AiredRatingsCaller => {
  const { userId, companyId } = sessionOf(request);
  return { userId, companyId };
};

/**
 * The actual-ratings upload (`/station/import_cm_analyze_all`), licence UT040002: the template, the
 * preview and the commit of a file, and the history. The file is the request body as it is, with
 * the slot import's limit; within this plugin alone every body is taken as bytes.
 */
export async function airedRatingsRoutes(parent: FastifyInstance, options: { airedRatings: AiredRatingsService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { airedRatings } = options;
  const config = { access: { licence: 'stationAnalysisUpload' as const } };
  const tags = ['aired-ratings'];

  acceptFileBodies(app);

  app.get('/aired-ratings/template.csv', { config, schema: { tags } }, async (request, reply) =>
    reply
      .type('text/csv; charset=UTF-8')
      .header('content-disposition', attachmentDisposition(AIRED_RATINGS_TEMPLATE_FILE_NAME, TEMPLATE_ASCII_FILE_NAME))
      .send(await airedRatings.template(callerOf(request))),
  );

  app.post(
    '/aired-ratings/previews',
    {
      config,
      bodyLimit: SLOT_IMPORT_MAX_BYTES,
      schema: { tags, querystring: airedRatingsQuerySchema, response: { 200: airedRatingsPreviewSchema } },
    },
    async (request) => airedRatings.preview(callerOf(request), request.query.fileName, fileOf(request)),
  );

  app.post(
    '/aired-ratings',
    {
      config,
      bodyLimit: SLOT_IMPORT_MAX_BYTES,
      schema: { tags, querystring: airedRatingsQuerySchema, response: { 200: airedRatingsCommitSchema } },
    },
    async (request) => ({ entry: await airedRatings.commit(callerOf(request), request.query.fileName, fileOf(request)) }),
  );

  app.get('/aired-ratings', { config, schema: { tags, response: { 200: airedRatingsHistorySchema } } }, async (request) => ({
    entries: await airedRatings.history(callerOf(request)),
  }));
}
