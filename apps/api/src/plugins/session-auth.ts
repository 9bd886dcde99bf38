import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export const SESSION_COOKIE = 'tvcm_session';

/** A logged-in caller, as the session cookie resolves. */
export interface AuthenticatedSession {
  sessionId: string;
  userId: number;
  companyId: number;
  /** Until the user accepts the terms of service, only the login and the terms gate are open to them. */
  termsAccepted: boolean;
}

/** Resolves a raw session token; the sessions module provides it. */
export interface SessionAuthenticator {
  authenticate(token: string): Promise<AuthenticatedSession | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, set by the route-access check of session routes. */
    auth: AuthenticatedSession | null;
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
export async function resolveSession(
  request: FastifyRequest,
  sessions: SessionAuthenticator,
): Promise<AuthenticatedSession | null> {
  const token = readSessionToken(request);
  return token ? sessions.authenticate(token) : null;
}

/** The session the route-access check put on the request; routes that declare a session access call this. */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new AppError('unauthenticated');
  return request.auth;
}
