import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { API_BASE_PATH, APP_VERSION } from '@tvcm/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppDatabase } from './db/database';
import { createUnitOfWork } from './db/unit-of-work';
import { createBackgroundTasks } from './lib/background-tasks';
import { type Clock, systemClock } from './lib/clock';
import { loggerOptions } from './lib/logger-options';
import { createMailer } from './mail/mailer';
import { createAdvertisersRepository } from './modules/advertisers/advertisers.repository';
import { advertisersRoutes } from './modules/advertisers/advertisers.routes';
import { createAdvertisersService } from './modules/advertisers/advertisers.service';
import { createBookingsRepository } from './modules/bookings/bookings.repository';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { createBookingsService } from './modules/bookings/bookings.service';
import { receptionsRoutes } from './modules/bookings/receptions.routes';
import { createCartsRepository } from './modules/carts/carts.repository';
import { cartsRoutes } from './modules/carts/carts.routes';
import { createCartsService } from './modules/carts/carts.service';
import { createEventsRepository } from './modules/events/events.repository';
import { eventsRoutes } from './modules/events/events.routes';
import { healthRoutes } from './modules/health/health.routes';
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
import { createPointsService } from './modules/points/points.service';
import { createInventoryRepository } from './modules/program-guide/inventory.repository';
import { programGuideRoutes } from './modules/program-guide/program-guide.routes';
import { createProgramGuideService } from './modules/program-guide/program-guide.service';
import { createRegistrationsRepository } from './modules/registrations/registrations.repository';
import { registrationsRoutes } from './modules/registrations/registrations.routes';
import { createRegistrationsService } from './modules/registrations/registrations.service';
import { createRetentionRepository } from './modules/retention/retention.repository';
import { createRetentionService } from './modules/retention/retention.service';
import { createLoginThrottle } from './modules/sessions/login-throttle';
import { createLoginThrottleRepository } from './modules/sessions/login-throttle.repository';
import { createSessionsRepository } from './modules/sessions/sessions.repository';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { createSessionsService } from './modules/sessions/sessions.service';
import { slotImportsRoutes } from './modules/station-slots/slot-imports.routes';
import { createSlotImportsService } from './modules/station-slots/slot-imports.service';
import { createStationSlotsRepository } from './modules/station-slots/station-slots.repository';
import { stationSlotsRoutes } from './modules/station-slots/station-slots.routes';
import { createStationSlotsService } from './modules/station-slots/station-slots.service';
import { createStationsRepository } from './modules/stations/stations.repository';
import { stationsRoutes } from './modules/stations/stations.routes';
import { createStationsService } from './modules/stations/stations.service';
import { createTrialPermissionsRepository } from './modules/trial-permissions/trial-permissions.repository';
import { trialPermissionsRoutes } from './modules/trial-permissions/trial-permissions.routes';
import { createTrialPermissionsService } from './modules/trial-permissions/trial-permissions.service';
import { createUserAdminEventsRepository } from './modules/user-administration/user-admin-events.repository';
import { createUserAdministrationRepository } from './modules/user-administration/user-administration.repository';
import { userAdministrationRoutes } from './modules/user-administration/user-administration.routes';
import { createUserAdministrationService } from './modules/user-administration/user-administration.service';
import { createOwnPasswordService } from './modules/users/own-password.service';
import { trialExistenceRoutes } from './modules/users/trial-existence.routes';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { databaseRateLimitStore } from './plugins/database-rate-limit-store';
import { errorHandlerPlugin, frameworkErrorName, sendApiError } from './plugins/error-handler';
import { routeAccessPlugin } from './plugins/route-access';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webStaticPlugin } from './plugins/web-static';
import { xsrfPlugin } from './plugins/xsrf';

const EXPIRED_SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const API_COMPRESSION_THRESHOLD_BYTES = 2048;

/** JSON bodies of this API are small forms; anything bigger is refused before it is parsed. */
const API_BODY_LIMIT_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues and checks client-credential tokens; start-up registers the public web client through it. */
    oauth: OauthService;
  }
}

export interface AppOptions {
  /** Where the app reads the time; tests pass a clock they move by hand. */
  clock?: Clock;
}

export async function buildApp(config: Config, database: AppDatabase, options: AppOptions = {}): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(config),
    // A hop count trusts that many proxies in front of this one, nearest first.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: API_BODY_LIMIT_BYTES,
    // Errors raised before routing (a malformed URL, an over-long path parameter) leave in the
    // spec's error shape too, rather than Fastify's own.
    frameworkErrors: (error, request, reply) => {
      sendApiError(request, reply, frameworkErrorName(error.statusCode ?? 400));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Repositories query through `db`, which joins the unit of work under way, if any.
  const { db, unitOfWork } = createUnitOfWork(database);
  const loginThrottle = createLoginThrottle(createLoginThrottleRepository(db), config.loginLimits, clock);
  const sessions = createSessionsService(createSessionsRepository(db), unitOfWork, loginThrottle, config.session, clock);
  const usersRepository = createUsersRepository(db, clock);
  const users = createUsersService(usersRepository);
  const userAdminEvents = createUserAdminEventsRepository(db);
  const oauth = createOauthService(createOauthRepository(db), { tokenTtlMs: config.oauth.tokenTtlMs }, clock);
  app.decorate('oauth', oauth);

  const tasks = createBackgroundTasks(app.log);
  const mailer = createMailer(config, db, app.log, { secret: config.sessionSecret, tasks, now: clock });
  const registrations = createRegistrationsService(
    createRegistrationsRepository(db),
    unitOfWork,
    mailer,
    tasks,
    { publicUrl: config.publicUrl, linkTtlMs: config.mailLinks.trialEntryTtlMs },
    clock,
  );
  const passwordResets = createPasswordResetsService(
    createPasswordResetsRepository(db),
    unitOfWork,
    mailer,
    tasks,
    { publicUrl: config.publicUrl, linkTtlMs: config.mailLinks.passwordResetTtlMs },
    clock,
  );

  const retention = createRetentionService(createRetentionRepository(db), config.retention, clock);

  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Mail queued before a restart, or left by a process that stopped, goes out now and on every sweep.
    mailer.start();
    purgeTimer = setInterval(() => {
      Promise.all([sessions.purgeExpired(), oauth.purgeExpired(), passwordResets.purgeExpired(), retention.purge()]).catch(
        (error: unknown) => app.log.warn({ err: error }, 'purge of expired records failed'),
      );
    }, EXPIRED_SESSION_PURGE_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    // Mail deliveries and reset requests under way finish before the database is closed.
    await mailer.close();
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { isProduction: config.isProduction });
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(xsrfPlugin);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db, clock),
  });
  await app.register(routeAccessPlugin, {
    sessions,
    clients: oauth,
    licenceOf: (session) => users.getBaseLicence(session),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'tvcm-market API', version: APP_VERSION } },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      // Answers of the API are compressed when the browser accepts it: an area-week timetable is
      // about 480 KB of JSON and 60 KB compressed. Quick settings, since this runs on every answer.
      await api.register(compress, {
        threshold: API_COMPRESSION_THRESHOLD_BYTES,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
        zlibOptions: { level: 4 },
      });
      if (config.apiDocs) api.get('/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes, { db });
      await api.register(sessionsRoutes, { sessions });
      await api.register(usersRoutes, {
        users,
        ownPassword: createOwnPasswordService(usersRepository, userAdminEvents, unitOfWork, loginThrottle, clock),
      });
      await api.register(userAdministrationRoutes, {
        userAdministration: createUserAdministrationService(
          createUserAdministrationRepository(db),
          userAdminEvents,
          passwordResets,
          unitOfWork,
          clock,
        ),
      });
      await api.register(notificationsRoutes, { notifications: createNotificationsRepository(db) });
      await api.register(pointsRoutes, { points: createPointsService(createPointsRepository(db)) });
      const inventory = createInventoryRepository(db);
      await api.register(programGuideRoutes, { programGuide: createProgramGuideService(inventory, clock), now: clock });
      await api.register(cartsRoutes, {
        carts: createCartsService(createCartsRepository(db), inventory, unitOfWork, clock),
        now: clock,
      });
      const bookings = createBookingsService(createBookingsRepository(db), inventory, unitOfWork, mailer, {
        publicUrl: config.publicUrl,
        now: clock,
      });
      await api.register(bookingsRoutes, { bookings, now: clock });
      await api.register(receptionsRoutes, { bookings });
      await api.register(advertisersRoutes, {
        advertisers: createAdvertisersService(createAdvertisersRepository(db), unitOfWork, clock),
      });
      await api.register(stationsRoutes, { stations: createStationsService(createStationsRepository(db), clock) });
      await api.register(trialPermissionsRoutes, {
        trialPermissions: createTrialPermissionsService(createTrialPermissionsRepository(db), unitOfWork, mailer, {
          publicUrl: config.publicUrl,
          now: clock,
        }),
      });
      const stationSlots = createStationSlotsRepository(db);
      await api.register(slotImportsRoutes, { slotImports: createSlotImportsService(stationSlots, unitOfWork, clock) });
      await api.register(stationSlotsRoutes, { stationSlots: createStationSlotsService(stationSlots, clock) });
      await api.register(oauthRoutes, { oauth });
      await api.register(trialExistenceRoutes, { users });
      await api.register(eventsRoutes, { events: createEventsRepository(db, clock), sessions });
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
