import { API_BASE_PATH, API_ERROR_CODES, type ApiErrorBody, type ApiErrorCode } from '@tvcm/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** The request path as the web knows it: relative to the API base, without the query. */
export function apiPath(request: FastifyRequest): string {
  const pathname = request.url.split('?')[0] ?? '/';
  return pathname.startsWith(API_BASE_PATH) ? pathname.slice(API_BASE_PATH.length) || '/' : pathname;
}

export function sendApiError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  code: ApiErrorCode,
  path = apiPath(request),
): FastifyReply {
  const body: ApiErrorBody = { errors: [{ code, statusCode }], path };
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

const CSRF_ERROR_CODES = new Set(['FST_CSRF_MISSING_SECRET', 'FST_CSRF_INVALID_TOKEN']);

/** Maps anything thrown in a route to the one error shape the API answers with (ARCHITECTURE.md convention 3). */
function classify(error: FastifyError): { statusCode: number; code: ApiErrorCode; path?: string } {
  if (error instanceof AppError) return error;
  if (CSRF_ERROR_CODES.has(error.code)) return { statusCode: 403, code: API_ERROR_CODES.xsrfMismatch };
  if (error.validation) return { statusCode: 400, code: API_ERROR_CODES.badRequest };
  const status = error.statusCode ?? 500;
  if (status === 429) return { statusCode: 429, code: API_ERROR_CODES.tooManyRequests };
  if (status === 404) return { statusCode: 404, code: API_ERROR_CODES.notFound };
  // Malformed JSON, wrong content type, body too large: all the client's fault, all a 4xx.
  if (status >= 400 && status < 500) return { statusCode: status, code: API_ERROR_CODES.badRequest };
  return { statusCode: 500, code: API_ERROR_CODES.internal };
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, code, path } = classify(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendApiError(request, reply, statusCode, code, path);
  });
});
