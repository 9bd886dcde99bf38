import { API_ERROR_CODES } from '@tvcm/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { AuthenticatedSession, SessionsService } from '../modules/sessions/sessions.service';

export const SESSION_COOKIE = 'tvcm_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, set by `requireSession`. */
    auth: AuthenticatedSession | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a logged-in user; answers 401 otherwise. */
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The raw session token from the signed cookie, or undefined when absent or tampered with. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', signed: true });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}

/** Resolves the session cookie against the database, the one place sessions live. */
export async function resolveSession(request: FastifyRequest, sessions: SessionsService): Promise<AuthenticatedSession | null> {
  const token = readSessionToken(request);
  return token ? sessions.authenticate(token) : null;
}

/** The session `requireSession` put on the request; routes behind it call this instead of re-checking. */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new AppError(401, API_ERROR_CODES.unauthenticated);
  return request.auth;
}

export const sessionAuthPlugin = fp(async (app: FastifyInstance, options: { sessions: SessionsService }) => {
  app.decorateRequest('auth', null);
  app.decorate('requireSession', async (request: FastifyRequest) => {
    request.auth = await resolveSession(request, options.sessions);
    if (!request.auth) throw new AppError(401, API_ERROR_CODES.unauthenticated);
  });
});
