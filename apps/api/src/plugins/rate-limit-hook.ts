import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/** Keys are stored in `rate_limits.key` (320 characters); this leaves room whatever a caller sends. */
const MAX_PLAIN_KEY_LENGTH = 200;

/** A key built from caller input (an account, an address) stays exact but bounded: long ones are hashed. */
export function boundedKey(key: string): string {
  if (key.length <= MAX_PLAIN_KEY_LENGTH) return key;
  return `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * A hook that counts the request under `keyOf(request)` and answers 429 with Retry-After once
 * `max` is passed. Built on `createRateLimit` because the plugin's own route hooks run only one
 * limiter per request, and a login is limited both per address and per account.
 */
export function rateLimitHook(
  app: FastifyInstance,
  options: { max: number; timeWindowMs: number; keyOf: (request: FastifyRequest) => string },
) {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => boundedKey(options.keyOf(request)),
  });
  return async (request: FastifyRequest) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError('tooManyRequests', { retryAfterSeconds: limit.ttlInSeconds });
    }
  };
}
