import { API_BASE_PATH, API_ERRORS, type ApiErrorBody, type ApiErrorName } from '@tvcm/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError } from '../lib/app-error';

/** A restart or failover usually takes seconds; clients and proxies may try again after this. */
const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

/** The request path as the web knows it: relative to the API base, without the query. */
export function apiPath(request: FastifyRequest): string {
  const pathname = request.url.split('?')[0] ?? '/';
  return pathname.startsWith(API_BASE_PATH) ? pathname.slice(API_BASE_PATH.length) || '/' : pathname;
}

export function sendApiError(
  request: FastifyRequest,
  reply: FastifyReply,
  errorName: ApiErrorName,
  options: { path?: string | undefined; params?: Record<string, string> | undefined } = {},
): FastifyReply {
  const { code, status } = API_ERRORS[errorName];
  const body: ApiErrorBody = {
    errors: [{ code, statusCode: status, ...(options.params ? { params: options.params } : {}) }],
    path: options.path ?? apiPath(request),
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

const CSRF_ERROR_CODES = new Set(['FST_CSRF_MISSING_SECRET', 'FST_CSRF_INVALID_TOKEN']);

/** Errors Fastify itself raises, by the status it gives them, as the API names them. */
const FRAMEWORK_ERRORS_BY_STATUS: Readonly<Record<number, ApiErrorName>> = {
  404: 'notFound',
  413: 'payloadTooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

/** Names what Fastify raised before or around a route (a bad URL, body or content type). */
export function frameworkErrorName(statusCode: number | undefined): ApiErrorName {
  const status = statusCode ?? 500;
  if (status >= 500) return 'internal';
  // Malformed JSON, a bad URL and the like: all the client's fault.
  return FRAMEWORK_ERRORS_BY_STATUS[status] ?? 'badRequest';
}

/** Maps anything thrown in a route to the one error shape the API answers with (ARCHITECTURE.md convention 3). */
function classify(error: FastifyError): {
  errorName: ApiErrorName;
  path?: string | undefined;
  params?: Record<string, string> | undefined;
} {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return { errorName: 'serviceUnavailable' };
  if (CSRF_ERROR_CODES.has(error.code)) return { errorName: 'xsrfMismatch' };
  if (error.validation) return { errorName: 'badRequest' };
  return { errorName: frameworkErrorName(error.statusCode) };
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { errorName, path, params } = classify(error);
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (errorName === 'serviceUnavailable') {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_UNAVAILABLE_SECONDS));
    } else if (API_ERRORS[errorName].status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    return sendApiError(request, reply, errorName, { path, params });
  });
});
