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
import { AppError } from '../../lib/app-error';
import { sessionOf } from '../../plugins/session-auth';
import type { ImportCaller, SlotImportsService } from './slot-imports.service';

/**
 * The types a file is sent as: text/csv as the web sends a CSV, application/octet-stream from tools
 * that send bytes as bytes, application/vnd.ms-excel, which browsers on Windows with Excel installed
 * give a chosen .csv file, and the `.xlsx` type. The service tells a workbook from a CSV by its
 * bytes, not by the type.
 */
const FILE_CONTENT_TYPES: ReadonlySet<string> = new Set([
  'text/csv',
  'application/octet-stream',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

/** What old browsers save the template as when they cannot read the Japanese name. */
const TEMPLATE_ASCII_FILE_NAME = 'slot-import-template.csv';

export const callerOf = (request: FastifyRequest): ImportCaller => {
  const { userId, companyId } = sessionOf(request);
  return { userId, companyId };
};

/** The file's bytes; 415 for a body that is not a file of one of the accepted types. */
export function fileOf(request: FastifyRequest): Buffer {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FILE_CONTENT_TYPES.has(type)) throw new AppError('unsupportedMediaType');
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

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

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: SLOT_IMPORT_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });

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
