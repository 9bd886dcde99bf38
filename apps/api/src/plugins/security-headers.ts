import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Helmet's defaults with a policy the built SPA runs under: scripts only from this origin,
 * inline styles allowed because MUI (Emotion) injects its styles at run time.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { isProduction: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': options.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
});
