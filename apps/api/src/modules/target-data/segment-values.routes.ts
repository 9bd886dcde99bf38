import {
  SEGMENT_VALUE_TEMPLATE_FILE_NAME,
  SLOT_IMPORT_MAX_BYTES,
  segmentParamsSchema,
  segmentValuesCommitSchema,
  segmentValuesPreviewSchema,
  segmentValuesQuerySchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptFileBodies, fileOf } from '../../lib/import-file/request-file';
import { attachmentDisposition } from '../../lib/spreadsheet';
import { callerOf } from './target-data.routes';
import type { TargetDataService } from './target-data.service';

/** What old browsers save the template as when they cannot read the Japanese name. */
const TEMPLATE_ASCII_FILE_NAME = 'segment-values-template.csv';

/**
 * A segment's values file (UD030000): the template, the preview and the commit, with the slot
 * import's rules (the file is the request body as it is; bytes only within this plugin).
 */
export async function segmentValuesRoutes(parent: FastifyInstance, options: { targetData: TargetDataService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { targetData } = options;
  const config = { access: { licence: 'dataSalesManage' as const } };
  const tags = ['target-data'];

  acceptFileBodies(app);

  app.get('/target-data/segment-values/template', { config, schema: { tags } }, async (_request, reply) =>
    reply
      .type('text/csv; charset=Shift_JIS')
      .header('content-disposition', attachmentDisposition(SEGMENT_VALUE_TEMPLATE_FILE_NAME, TEMPLATE_ASCII_FILE_NAME))
      .send(await targetData.valuesTemplate()),
  );

  app.post(
    '/target-data/segments/:segmentId/values/previews',
    {
      config,
      bodyLimit: SLOT_IMPORT_MAX_BYTES,
      schema: {
        tags,
        params: segmentParamsSchema,
        querystring: segmentValuesQuerySchema,
        response: { 200: segmentValuesPreviewSchema },
      },
    },
    async (request) =>
      targetData.previewValues(callerOf(request), request.params.segmentId, request.query.fileName, fileOf(request)),
  );

  app.post(
    '/target-data/segments/:segmentId/values',
    {
      config,
      bodyLimit: SLOT_IMPORT_MAX_BYTES,
      schema: {
        tags,
        params: segmentParamsSchema,
        querystring: segmentValuesQuerySchema,
        response: { 200: segmentValuesCommitSchema },
      },
    },
    async (request) =>
      targetData.commitValues(callerOf(request), request.params.segmentId, request.query.fileName, fileOf(request)),
  );
}
