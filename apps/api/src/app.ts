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
import type { ApiModule, ModulePlatform } from './module-platform';
import { advertisersModule } from './modules/advertisers/advertisers.module';
import { airedRatingsModule } from './modules/aired-ratings/aired-ratings.module';
import { bookingsModule } from './modules/bookings/bookings.module';
import { cartsModule } from './modules/carts/carts.module';
import { digitalMarketModule } from './modules/digital-market/digital-market.module';
import { eventsModule } from './modules/events/events.module';
import { healthModule } from './modules/health/health.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { oauthModule } from './modules/oauth/oauth.module';
import type { OauthService } from './modules/oauth/oauth.service';
import { passwordResetsModule } from './modules/password-resets/password-resets.module';
import { planningsModule } from './modules/plannings/plannings.module';
import { pointsModule } from './modules/points/points.module';
import { postBuyModule } from './modules/post-buy/post-buy.module';
import { programGuideModule } from './modules/program-guide/program-guide.module';
import { registrationsModule } from './modules/registrations/registrations.module';
import { retentionModule } from './modules/retention/retention.module';
import { sessionsModule } from './modules/sessions/sessions.module';
import { stationSalesModule } from './modules/station-sales/station-sales.module';
import { stationSlotsModule } from './modules/station-slots/station-slots.module';
import { stationsModule } from './modules/stations/stations.module';
import { targetDataModule } from './modules/target-data/target-data.module';
import { targetSearchModule } from './modules/target-search/target-search.module';
import { trialPermissionsModule } from './modules/trial-permissions/trial-permissions.module';
import { userAdministrationModule } from './modules/user-administration/user-administration.module';
import { usersModule } from './modules/users/users.module';
import { databaseRateLimitStore } from './plugins/database-rate-limit-store';
import { errorHandlerPlugin, frameworkErrorName, sendApiError } from './plugins/error-handler';
import { jsonBodyPlugin } from './plugins/json-body';
import { routeAccessPlugin } from './plugins/route-access';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webStaticPlugin } from './plugins/web-static';
import { xsrfPlugin } from './plugins/xsrf';
import { createSharedServices, type SharedServices } from './shared-services';

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

/**
 * The API's modules. Each is one plugin that builds its own parts from the platform and the
 * shared services (shared-services.ts); a new module adds its plugin here.
 */
const API_MODULES: ApiModule<SharedServices>[] = [
  healthModule,
  sessionsModule,
  usersModule,
  userAdministrationModule,
  notificationsModule,
  pointsModule,
  programGuideModule,
  digitalMarketModule,
  cartsModule,
  bookingsModule,
  planningsModule,
  advertisersModule,
  stationsModule,
  trialPermissionsModule,
  targetSearchModule,
  stationSlotsModule,
  stationSalesModule,
  targetDataModule,
  airedRatingsModule,
  postBuyModule,
  oauthModule,
  eventsModule,
  registrationsModule,
  passwordResetsModule,
  retentionModule,
];

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
  const tasks = createBackgroundTasks(app.log);
  const mailer = createMailer(config, db, app.log, { secret: config.sessionSecret, tasks, now: clock });
  const purges: (() => Promise<unknown>)[] = [];
  const platform: ModulePlatform = { config, db, unitOfWork, clock, mailer, tasks, onPurge: (purge) => purges.push(purge) };
  const shared = createSharedServices(platform);
  const { sessions, oauth, users } = shared;
  app.decorate('oauth', oauth);

  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Mail queued before a restart, or left by a process that stopped, goes out now and on every sweep.
    mailer.start();
    purgeTimer = setInterval(() => {
      Promise.all(purges.map((purge) => purge())).catch((error: unknown) =>
        app.log.warn({ err: error }, 'purge of expired records failed'),
      );
    }, EXPIRED_SESSION_PURGE_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    // Mail deliveries and reset requests under way finish before the database is closed.
    await mailer.close();
  });

  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
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
      for (const module of API_MODULES) await api.register(module, { ...platform, ...shared });
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
