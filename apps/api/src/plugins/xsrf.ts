import csrfProtection from '@fastify/csrf-protection';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@tvcm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A state-changing route that a forged cross-site request could not abuse (see its comment). */
    xsrfExempt?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SECRET_COOKIE = '_csrf';

/** A browser cannot attach an Authorization header cross-site, so bearer-only calls are not forgeable. */
function isBearerRequest(request: FastifyRequest): boolean {
  return /^Bearer\s/i.test(request.headers.authorization ?? '');
}

/**
 * Double-submit protection: an HttpOnly signed secret cookie plus a readable `XSRF-TOKEN`
 * cookie derived from it, which the web echoes in `X-XSRF-TOKEN`. Every state-changing call a
 * cookie could authenticate, the login included, must carry a token matching the secret.
 */
export const xsrfPlugin = fp(async (app: FastifyInstance) => {
  await app.register(csrfProtection, {
    cookieKey: SECRET_COOKIE,
    cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true, signed: true, secure: 'auto' },
    getToken: (request) => {
      const header = request.headers[XSRF_HEADER_NAME.toLowerCase()];
      return typeof header === 'string' ? header : '';
    },
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (!request.cookies[XSRF_COOKIE_NAME] || !request.cookies[SECRET_COOKIE]) {
      const token = reply.generateCsrf();
      reply.setCookie(XSRF_COOKIE_NAME, token, { path: '/', sameSite: 'lax', httpOnly: false, secure: 'auto' });
    }
    const exempt = request.routeOptions.config?.xsrfExempt === true;
    if (SAFE_METHODS.has(request.method) || isBearerRequest(request) || exempt) return done();
    app.csrfProtection(request, reply, done);
  });
});
