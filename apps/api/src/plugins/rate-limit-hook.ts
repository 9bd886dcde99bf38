import { API_ERROR_CODES } from '@tvcm/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * A hook that counts the request under `keyOf(request)` and answers 429 with Retry-After once
 * `max` is passed. Built on `createRateLimit` because the plugin's own route hooks run only one
 * limiter per request, and a login is limited both per address and per account.
 */
export function rateLimitHook(
  app: FastifyInstance,
  options: { max: number; timeWindowMs: number; keyOf: (request: FastifyRequest) => string },
) {
  const check = app.createRateLimit({ max: options.max, timeWindow: options.timeWindowMs, keyGenerator: options.keyOf });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(limit.ttlInSeconds));
      throw new AppError(429, API_ERROR_CODES.tooManyRequests);
    }
  };
}
