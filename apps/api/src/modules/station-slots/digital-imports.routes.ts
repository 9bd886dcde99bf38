import {
  DIGITAL_IMPORT_TEMPLATE_FILE_NAMES,
  type DigitalProductKind,
  digitalImportCommitSchema,
  digitalImportPreviewSchema,
  SLOT_IMPORT_MAX_BYTES,
  STATION_DIGITAL_KINDS,
  slotImportHistorySchema,
  slotImportQuerySchema,
} from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileOf } from '../../lib/import-file/request-file';
import type { DigitalImportsService } from './digital-imports.service';
import { callerOf } from './slot-imports.routes';

const TEMPLATE_ASCII_FILE_NAMES: Record<DigitalProductKind, string> = {
  STREAMING: 'streaming-import-template.csv',
  ONEDAY: 'one-day-import-template.csv',
};

/**
 * The streaming and 1-day imports (`/station/import_cu`, `/station/import_oneday`) under
 * `/digital-imports/streaming` and `/digital-imports/oneday`, licence `importStreaming` and
 * `importOneDay`: the template, the preview and commit of a file, and the history. As with the slot
 * import, the file is the request body as it is, up to SLOT_IMPORT_MAX_BYTES, and within this plugin
 * alone every body is taken as bytes.
 */
export async function digitalImportsRoutes(parent: FastifyInstance, options: { digitalImports: DigitalImportsService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { digitalImports } = options;
  const tags = ['digital-imports'];

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: SLOT_IMPORT_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });

  for (const kind of ['STREAMING', 'ONEDAY'] as const) {
    const { path, access } = STATION_DIGITAL_KINDS[kind];
    const config = { access: { licence: access } };
    const base = `/digital-imports/${path}`;

    app.get(`${base}/template`, { config, schema: { tags } }, async (request, reply) => {
      const file = await digitalImports.template(kind, callerOf(request));
      return reply
        .type('text/csv; charset=Shift_JIS')
        .header(
          'content-disposition',
          `attachment; filename="${TEMPLATE_ASCII_FILE_NAMES[kind]}"; filename*=UTF-8''${encodeURIComponent(DIGITAL_IMPORT_TEMPLATE_FILE_NAMES[kind])}`,
        )
        .send(file);
    });

    app.post(
      `${base}/previews`,
      {
        config,
        bodyLimit: SLOT_IMPORT_MAX_BYTES,
        schema: { tags, querystring: slotImportQuerySchema, response: { 200: digitalImportPreviewSchema } },
      },
      async (request) => digitalImports.preview(kind, callerOf(request), request.query.fileName, fileOf(request)),
    );

    app.post(
      base,
      {
        config,
        bodyLimit: SLOT_IMPORT_MAX_BYTES,
        schema: { tags, querystring: slotImportQuerySchema, response: { 200: digitalImportCommitSchema } },
      },
      async (request) => digitalImports.commit(kind, callerOf(request), request.query.fileName, fileOf(request)),
    );

    app.get(base, { config, schema: { tags, response: { 200: slotImportHistorySchema } } }, async (request) => ({
      entries: await digitalImports.history(kind, callerOf(request)),
    }));
  }
}
