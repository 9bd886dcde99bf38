import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { API_BASE_PATH, API_ERROR_CODES, APP_VERSION } from '@tvcm/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppDatabase } from './db/database';
import { createBackgroundTasks } from './lib/background-tasks';
import { createMailer } from './lib/mailer';
import { createEventsRepository } from './modules/events/events.repository';
import { eventsRoutes } from './modules/events/events.routes';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createOauthRepository } from './modules/oauth/oauth.repository';
import { oauthRoutes } from './modules/oauth/oauth.routes';
import { createOauthService, type OauthService } from './modules/oauth/oauth.service';
import { createPasswordResetsRepository } from './modules/password-resets/password-resets.repository';
import { passwordResetsRoutes } from './modules/password-resets/password-resets.routes';
import { createPasswordResetsService } from './modules/password-resets/password-resets.service';
import { createPointsRepository } from './modules/points/points.repository';
import { pointsRoutes } from './modules/points/points.routes';
import { createRegistrationsRepository } from './modules/registrations/registrations.repository';
import { registrationsRoutes } from './modules/registrations/registrations.routes';
import { createRegistrationsService } from './modules/registrations/registrations.service';
import { createSessionsRepository } from './modules/sessions/sessions.repository';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { createSessionsService } from './modules/sessions/sessions.service';
import { trialExistenceRoutes } from './modules/users/trial-existence.routes';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { clientAuthPlugin } from './plugins/client-auth';
import { databaseRateLimitStore } from './plugins/database-rate-limit-store';
import { errorHandlerPlugin, sendApiError } from './plugins/error-handler';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionAuthPlugin } from './plugins/session-auth';
import { webStaticPlugin } from './plugins/web-static';
import { xsrfPlugin } from './plugins/xsrf';

const EXPIRED_SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** JSON bodies of this API are small forms; anything bigger is refused before it is parsed. */
const API_BODY_LIMIT_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues and checks client-credential tokens; start-up registers the public web client through it. */
    oauth: OauthService;
  }
}

export async function buildApp(config: Config, db: AppDatabase): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: API_BODY_LIMIT_BYTES,
    // Errors raised before routing (a malformed URL, an over-long path parameter) leave in the
    // spec's error shape too, rather than Fastify's own.
    frameworkErrors: (error, request, reply) => {
      const statusCode = error.statusCode ?? 400;
      sendApiError(request, reply, statusCode, statusCode >= 500 ? API_ERROR_CODES.internal : API_ERROR_CODES.badRequest);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const sessions = createSessionsService(createSessionsRepository(db), config.session);
  const users = createUsersService(createUsersRepository(db));
  const oauth = createOauthService(createOauthRepository(db), { tokenTtlMs: config.oauth.tokenTtlMs });
  app.decorate('oauth', oauth);

  const tasks = createBackgroundTasks(app.log);
  const mailer = createMailer(config, db, app.log, tasks);
  const registrations = createRegistrationsService(createRegistrationsRepository(db), mailer, {
    publicUrl: config.publicUrl,
    linkTtlMs: config.mailLinks.trialEntryTtlMs,
  });
  const passwordResets = createPasswordResetsService(createPasswordResetsRepository(db), mailer, tasks, {
    publicUrl: config.publicUrl,
    linkTtlMs: config.mailLinks.passwordResetTtlMs,
  });

  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purgeTimer = setInterval(() => {
      Promise.all([sessions.purgeExpired(), oauth.purgeExpired(), passwordResets.purgeExpired()]).catch((error: unknown) =>
        app.log.warn({ err: error }, 'expired session or token purge failed'),
      );
    }, EXPIRED_SESSION_PURGE_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    // Mails and reset requests under way finish before the database is closed.
    await mailer.close();
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { isProduction: config.isProduction });
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(xsrfPlugin);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
  });
  await app.register(sessionAuthPlugin, { sessions });
  await app.register(clientAuthPlugin, { oauth });
  await app.register(swagger, {
    openapi: { info: { title: 'tvcm-market API', version: APP_VERSION } },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
      await api.register(sessionsRoutes, { sessions, loginLimits: config.loginLimits });
      await api.register(usersRoutes, { users });
      await api.register(notificationsRoutes, { notifications: createNotificationsRepository(db) });
      await api.register(pointsRoutes, { points: createPointsRepository(db) });
      await api.register(oauthRoutes, { oauth });
      await api.register(trialExistenceRoutes, { db });
      await api.register(eventsRoutes, { events: createEventsRepository(db), sessions });
      await api.register(registrationsRoutes, { registrations, limits: config.publicPageLimits });
      await api.register(passwordResetsRoutes, { passwordResets, limits: config.publicPageLimits });
    },
    { prefix: API_BASE_PATH },
  );

  await app.register(webStaticPlugin, {
    webDistDir: config.webDistDir,
    siteUrls: config.siteUrls,
    requestTimeoutMs: config.webRequestTimeoutMs,
  });
  return app;
}
