import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import type { AppDatabase } from './db/database';
import type { UnitOfWork } from './db/unit-of-work';
import type { BackgroundTasks } from './lib/background-tasks';
import type { Clock } from './lib/clock';
import type { Mailer } from './mail/mailer';

/** What every API module is given to build its repositories, services and routes. */
export interface ModulePlatform {
  config: Config;
  /** Queries through it join the unit of work under way, if any. */
  db: AppDatabase;
  unitOfWork: UnitOfWork;
  clock: Clock;
  mailer: Mailer;
  tasks: BackgroundTasks;
  /** Adds work to the hourly purge of expired records. */
  onPurge(purge: () => Promise<unknown>): void;
}

/**
 * An API module: one Fastify plugin that builds its repository, service and routes. `Needs` names
 * the services of other modules it uses, each typed by an interface of the module's own; app.ts
 * builds those once (shared-services.ts) and hands every module the platform and all of them.
 */
export type ApiModule<Needs extends object = object> = FastifyPluginAsync<ModulePlatform & Needs>;
