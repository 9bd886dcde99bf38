import {
  SLOT_IMPORT_MAX_BYTES,
  SLOT_IMPORT_TEMPLATE_FILE_NAME,
  slotImportCommitSchema,
  slotImportHistorySchema,
  slotImportPreviewSchema,
  slotImportQuerySchema,
} from '@tvcm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptFileBodies, fileOf } from '../../lib/import-file/request-file';
import { sessionOf } from '../../plugins/session-auth';
import type { ImportCaller, SlotImportsService } from './slot-imports.service';

/** What old browsers save the template as when they cannot read the Japanese name. */
const TEMPLATE_ASCII_FILE_NAME = 'slot-import-template.csv';

export const callerOf = (request: FastifyRequest): ImportCaller => {
  const { userId, companyId } = sessionOf(request);
  return { userId, companyId };
};

/**
 * The slot import (`/station/import_cm`), licence `import`: the template, the preview and the
 * commit of a file, and the history. The file is the request body as it is, up to
 * SLOT_IMPORT_MAX_BYTES (413 beyond); within this plugin alone every body is taken as bytes, so
 * the route-access check still comes first and the rest of the API stays JSON-only.
 */
export async function slotImportsRoutes(parent: FastifyInstance, options: { slotImports: SlotImportsService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { slotImports } = options;
  const config = { access: { licence: 'import' as const } };
  const tags = ['slot-imports'];

  acceptFileBodies(app);

  app.get('/slot-imports/template', { config, schema: { tags } }, async (request, reply) => {
    const file = await slotImports.template(callerOf(request));
    return reply
      .type('text/csv; charset=Shift_JIS')
      .header(
        'content-disposition',
        `attachment; filename="${TEMPLATE_ASCII_FILE_NAME}"; filename*=UTF-8''${encodeURIComponent(SLOT_IMPORT_TEMPLATE_FILE_NAME)}`,
      )
      .send(file);
  });

  app.post(
    '/slot-imports/previews',
    {
      config,
      bodyLimit: SLOT_IMPORT_MAX_BYTES,
      schema: { tags, querystring: slotImportQuerySchema, response: { 200: slotImportPreviewSchema } },
    },
    async (request) => slotImports.preview(callerOf(request), request.query.fileName, fileOf(request)),
  );

  app.post(
    '/slot-imports',
    {
      config,
      bodyLimit: SLOT_IMPORT_MAX_BYTES,
      schema: { tags, querystring: slotImportQuerySchema, response: { 200: slotImportCommitSchema } },
    },
    async (request) => slotImports.commit(callerOf(request), request.query.fileName, fileOf(request)),
  );

  app.get('/slot-imports', { config, schema: { tags, response: { 200: slotImportHistorySchema } } }, async (request) => ({
    entries: await slotImports.history(callerOf(request)),
  }));
}
