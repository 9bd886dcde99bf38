import { loginRequestSchema, SESSION_ERROR_PATH, sessionResponseSchema } from '@tvcm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { clientAddress } from '../../plugins/client-address';
import { clearSessionCookie, readSessionToken, resolveSession, setSessionCookie } from '../../plugins/session-auth';
import { readDeviceId, setDeviceCookie } from './device-cookie';
import type { SessionsService } from './sessions.service';

export async function sessionsRoutes(parent: FastifyInstance, options: { sessions: SessionsService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { sessions } = options;

  app.post(
    '/sessions',
    {
      config: { access: 'public' },
      schema: { tags: ['sessions'], body: loginRequestSchema, response: { 201: sessionResponseSchema } },
    },
    async (request, reply) => {
      const { token, userId, deviceId } = await sessions.login({
        ...request.body,
        ipAddress: clientAddress(request),
        userAgent: request.headers['user-agent'] ?? null,
        previousToken: readSessionToken(request),
        deviceId: readDeviceId(request),
      });
      setSessionCookie(reply, token);
      setDeviceCookie(reply, deviceId);
      return reply.status(201).send({ userId });
    },
  );

  // The session probe answers for itself: 401 with the path the web recognises (SPEC.md §4).
  app.get(
    '/sessions',
    { config: { access: 'public' }, schema: { tags: ['sessions'], response: { 200: sessionResponseSchema } } },
    async (request) => {
      const session = await resolveSession(request, sessions);
      if (!session) throw new AppError('unauthenticated', { path: SESSION_ERROR_PATH });
      return { userId: session.userId };
    },
  );

  app.delete('/sessions', { config: { access: 'public' }, schema: { tags: ['sessions'] } }, async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await sessions.logout(token);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });
}
