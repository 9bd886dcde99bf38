import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from './client-address';
import { rateLimitHook } from './rate-limit-hook';

/** The public pages send small forms; 16 KB is many times the largest valid entry form. */
export const PUBLIC_PAGE_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The options every endpoint of the public pages (trial entry, password reset) shares: a small
 * body limit, a per-address rate limit counted before anything else runs, and the client-credential
 * token of the public web client instead of a session.
 */
export function publicPageRoute(app: FastifyInstance, options: { limitName: string; maxPerAddress: number; windowMs: number }) {
  return {
    bodyLimit: PUBLIC_PAGE_BODY_LIMIT_BYTES,
    onRequest: rateLimitHook(app, {
      max: options.maxPerAddress,
      timeWindowMs: options.windowMs,
      keyOf: (request: FastifyRequest) => `${options.limitName}:address:${clientAddress(request)}`,
    }),
    config: { access: 'clientToken' as const },
  };
}
