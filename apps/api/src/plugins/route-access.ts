import { ACCESS_RULES, API_BASE_PATH, type LicenseResponse, type RouteAccess } from '@tvcm/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { bearerToken, type ClientAuthenticator } from './client-auth';
import { type AuthenticatedSession, resolveSession, type SessionAuthenticator } from './session-auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (ARCHITECTURE.md convention 4). Every API route declares it, or the API does not start. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The caller's licence, set by the route-access check of licence-gated routes. */
    licence: LicenseResponse | null;
  }
  interface FastifyInstance {
    /** Every API route with the access it declared, in registration order: the authorisation matrix test walks it. */
    routeAccessTable: DeclaredRouteAccess[];
  }
}

export interface DeclaredRouteAccess {
  method: string;
  url: string;
  access: RouteAccess;
}

export interface RouteAccessOptions {
  sessions: SessionAuthenticator;
  clients: ClientAuthenticator;
  /** The licence answer of `GET /auth/licenses/base` for a logged-in caller. */
  licenceOf: (session: AuthenticatedSession) => Promise<LicenseResponse>;
}

/** Thrown at start-up for a route that does not say who may call it. */
export class UndeclaredAccessError extends Error {
  constructor(route: Pick<RouteOptions, 'method' | 'url'>) {
    super(`${String(route.method)} ${route.url} declares no access (config.access); the API does not start without one`);
    this.name = 'UndeclaredAccessError';
  }
}

function isApiRoute(url: string): boolean {
  return url === API_BASE_PATH || url.startsWith(`${API_BASE_PATH}/`);
}

/**
 * The one gate of every API route: the access it declares is checked before its input is
 * validated, so a caller who may not call it learns nothing from its validation errors.
 * Ownership (whose cart, whose company) is each module's policy, checked after this.
 */
export const routeAccessPlugin = fp(async (app: FastifyInstance, options: RouteAccessOptions) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('client', null);
  app.decorateRequest('licence', null);
  const table: DeclaredRouteAccess[] = [];
  app.decorate('routeAccessTable', table);

  async function requireSession(request: FastifyRequest, termsGate: boolean): Promise<AuthenticatedSession> {
    const session = await resolveSession(request, options.sessions);
    if (!session) throw new AppError('unauthenticated');
    if (termsGate && !session.termsAccepted) throw new AppError('termsNotAccepted');
    request.auth = session;
    return session;
  }

  async function check(access: RouteAccess, request: FastifyRequest): Promise<void> {
    if (access === 'public') return;
    if (access === 'clientToken') {
      const token = bearerToken(request);
      if (!token) throw new AppError('unauthenticated');
      request.client = await options.clients.authenticate(token);
      return;
    }
    if (access === 'sessionBeforeTerms') {
      await requireSession(request, false);
      return;
    }
    const session = await requireSession(request, true);
    if (access === 'session') return;
    const licence = await options.licenceOf(session);
    if (!ACCESS_RULES[access.licence](licence)) throw new AppError('licenceMissing');
    request.licence = licence;
  }

  // Whatever a logged-in caller is answered is theirs alone (their user, login history, licence,
  // points): no shared cache may keep it. A route that revalidates (ETag) sets its own header.
  app.addHook('onSend', async (request, reply) => {
    if (request.auth && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const access = route.config?.access;
    if (!access) throw new UndeclaredAccessError(route);
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
    const checkAccess = async (request: FastifyRequest) => check(access, request);
    const existing = route.preValidation;
    route.preValidation = [checkAccess, ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing])];
  });
});
