import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { redactSecrets } from './redact-secrets';

/** Pino options of the app: requests logged without headers and with mail-link tokens redacted. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    // Headers are not logged at all; should one ever be, these never are.
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
