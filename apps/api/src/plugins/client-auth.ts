import { API_ERROR_CODES } from '@tvcm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { AuthenticatedClient, OauthService } from '../modules/oauth/oauth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The OAuth client behind the bearer token, set by `requireClientToken`. */
    client: AuthenticatedClient | null;
  }
  interface FastifyInstance {
    /** preHandler for the endpoints meant for public pages: a valid client-credentials token is required. */
    requireClientToken: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export const clientAuthPlugin = fp(async (app: FastifyInstance, options: { oauth: OauthService }) => {
  app.decorateRequest('client', null);
  app.decorate('requireClientToken', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError(401, API_ERROR_CODES.unauthenticated);
    request.client = await options.oauth.authenticate(token);
  });
});
