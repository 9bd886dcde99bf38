import { API_ERROR_CODES, loginRequestSchema, SESSION_ERROR_PATH, sessionResponseSchema } from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { rateLimitHook } from '../../plugins/rate-limit-hook';
import { clearSessionCookie, readSessionToken, resolveSession, setSessionCookie } from '../../plugins/session-auth';
import { normaliseAccount, type SessionsService } from './sessions.service';

export async function sessionsRoutes(
  parent: FastifyInstance,
  options: { sessions: SessionsService; loginLimits: Config['loginLimits'] },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { sessions, loginLimits } = options;

  app.post(
    '/sessions',
    {
      schema: { tags: ['sessions'], body: loginRequestSchema, response: { 201: sessionResponseSchema } },
      onRequest: rateLimitHook(app, {
        max: loginLimits.perAddress,
        timeWindowMs: loginLimits.windowMs,
        keyOf: (request) => `login:address:${request.ip}`,
      }),
      preHandler: rateLimitHook(app, {
        max: loginLimits.perAccount,
        timeWindowMs: loginLimits.windowMs,
        keyOf: (request) => `login:account:${normaliseAccount((request.body as { account: string }).account)}`,
      }),
    },
    async (request, reply) => {
      const { token, userId } = await sessions.login({
        ...request.body,
        ipAddress: request.ip ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        previousToken: readSessionToken(request),
      });
      setSessionCookie(reply, token);
      return reply.status(201).send({ userId });
    },
  );

  app.get('/sessions', { schema: { tags: ['sessions'], response: { 200: sessionResponseSchema } } }, async (request) => {
    const session = await resolveSession(request, sessions);
    if (!session) throw new AppError(401, API_ERROR_CODES.unauthenticated, SESSION_ERROR_PATH);
    return { userId: session.userId };
  });

  app.delete('/sessions', { schema: { tags: ['sessions'] } }, async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await sessions.logout(token);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });
}
