import { businessDateOf } from '@tvcm/contracts';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { waitForDatabase } from './db/wait-for-database';
import { startStandbyServer } from './modules/health/standby-server';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-data';
import { seedDemo } from './seed/seed-demo';

/** How long a stop waits for requests under way and queued work before the process exits regardless. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function printDemoAccounts(url: string): void {
  const width = Math.max(...DEMO_USERS.map((user) => user.account.length));
  const lines = [
    '',
    `tvcm-market is running at ${url}`,
    '',
    `Demo accounts (password for all: ${DEMO_PASSWORD})`,
    ...DEMO_USERS.map((user) => `  ${user.account.padEnd(width)}  ${user.shows}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Until the app (and its logger) exists, a lost connection is written to stderr.
  let logConnectionError = (error: Error): void => {
    process.stderr.write(`database connection lost: ${error.message}\n`);
  };
  const db = createDatabase(config.database, { onConnectionError: (error) => logConnectionError(error) });
  // A database still starting (or down) when the process starts is waited for, with back-off: while
  // it waits, a stand-in server on the API's port answers /api/health 200 and everything else 503.
  let standby: Promise<{ close: () => Promise<void> } | undefined> | undefined;
  await waitForDatabase(() => migrateToLatest(db), {
    onRetry: (error, attempt, delayMs) => {
      const reason = error.cause instanceof Error ? error.cause.message : error.message;
      process.stderr.write(`database not reachable at start-up (attempt ${attempt}: ${reason}); trying again in ${delayMs} ms\n`);
      standby ??= startStandbyServer({ host: config.host, port: config.port }).catch((standbyError: unknown) => {
        process.stderr.write(
          `cannot answer health checks while waiting: ${standbyError instanceof Error ? standbyError.message : String(standbyError)}\n`,
        );
        return undefined;
      });
    },
  });
  if (config.demoData) {
    await seedDemo(db, { today: businessDateOf(Date.now()), weeks: config.demoInventoryWeeks });
  }

  const app = await buildApp(config, db, config.clockOffsetMs ? { clock: () => Date.now() + config.clockOffsetMs } : {});
  logConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost; the pool reconnects');
  await app.oauth.ensureClient({ ...config.oauth.publicWebClient, name: 'tvcm-market public pages' });
  // Ctrl-C reaches the server twice under `npm start`, from the terminal and passed on by npm (the
  // start script execs the server, so npm's SIGINT or SIGTERM alone stops it too): the first signal
  // stops it, and one that comes while it closes must not kill it half-way. A close that hangs (a
  // request that never ends) is cut short.
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    app
      .close()
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`Failed to stop cleanly: ${error instanceof Error ? error.message : String(error)}\n`);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  if (standby) {
    process.stderr.write('database reachable and migrated; serving\n');
    await (await standby)?.close();
  }
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  if (config.demoData) printDemoAccounts(`http://${shownHost}:${config.port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
