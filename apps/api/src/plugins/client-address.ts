import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Stands for an address that is not an IP address, so it cannot be used to vary a rate-limit key. */
const NOT_AN_ADDRESS = 'invalid';

/**
 * The caller's address for rate limits and login records. Behind trusted proxies it comes from
 * `X-Forwarded-For`; a wrong proxy setting could let a client write that header's text here, so
 * anything that is not an IP address is replaced rather than stored or counted as written.
 */
export function clientAddress(request: FastifyRequest): string {
  return isIP(request.ip) ? request.ip : NOT_AN_ADDRESS;
}
