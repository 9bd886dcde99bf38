import csrfProtection from '@fastify/csrf-protection';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@tvcm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from './session-auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A state-changing route that a forged cross-site request could not abuse (see its comment). */
    xsrfExempt?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SECRET_COOKIE = '_csrf';

/**
 * A call to a client-token route carrying no session cookie is authenticated by its bearer token
 * alone (the route-access check refuses it without a valid one), and a browser cannot attach an
 * Authorization header cross-site, so it cannot be forged. A bearer header on any other call, or
 * beside a session cookie, proves nothing about who sent it.
 */
function isBearerOnlyCall(request: FastifyRequest): boolean {
  return request.routeOptions.config?.access === 'clientToken' && request.cookies[SESSION_COOKIE] === undefined;
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
    if (SAFE_METHODS.has(request.method) || isBearerOnlyCall(request) || exempt) return done();
    app.csrfProtection(request, reply, done);
  });
});
