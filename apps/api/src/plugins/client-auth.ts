import type { FastifyRequest } from 'fastify';

/** The registered OAuth client behind a bearer token. */
export interface AuthenticatedClient {
  clientId: string;
}

/** Checks a bearer token; throws the token errors (OAU01001 expired, OAU01003 unknown). The oauth module provides it. */
export interface ClientAuthenticator {
  authenticate(token: string): Promise<AuthenticatedClient>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The OAuth client behind the bearer token, set by the route-access check of client-token routes. */
    client: AuthenticatedClient | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}
