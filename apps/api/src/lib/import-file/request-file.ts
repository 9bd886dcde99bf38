import { SLOT_IMPORT_MAX_BYTES } from '@tvcm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

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

/** The file's bytes; 415 for a body that is not a file of one of the accepted types. */
export function fileOf(request: FastifyRequest): Buffer {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FILE_CONTENT_TYPES.has(type)) throw new AppError('unsupportedMediaType');
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

/**
 * Within the plugin it is called in, every body is taken as bytes, up to SLOT_IMPORT_MAX_BYTES
 * (413 beyond), so the route-access check still comes first and the rest of the API stays
 * JSON-only.
 */
export function acceptFileBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: SLOT_IMPORT_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });
}
