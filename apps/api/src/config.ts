import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { API_TIMEOUT_MS, DEVELOPMENT_PUBLIC_WEB_CLIENT } from '@tvcm/contracts';
import { z } from 'zod';

/** Environment values arrive as strings; an empty one counts as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' `X-Forwarded-For` entries to believe: none (`false`), the last N hops, or the
 * listed proxy addresses and ranges. `true` (believe any) is refused: the left-most entry is
 * whatever the client wrote, so every per-address limit could be dodged with it.
 */
const trustProxySetting = z.string().transform((value, context): false | number | string[] => {
  const trimmed = value.trim();
  if (['false', '0', 'off', 'no'].includes(trimmed)) return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  context.addIssue({
    code: 'custom',
    message: 'must be false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges',
  });
  return z.NEVER;
});

const positiveInteger = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive');

const environmentSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' })),
  PORT: optional(z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535, 'must be a port number')),
  HOST: optional(z.string()),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  DATA_DIR: optional(z.string()),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  MAIN_SITE_URL: optional(z.url({ error: 'must be an absolute URL' })),
  DATA_SALES_SITE_URL: optional(z.url({ error: 'must be an absolute URL' })),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' })),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string().min(3)),
  MAIL_CONCURRENCY: optional(positiveInteger.max(50, 'must be at most 50')),
  DEMO_DATA: optional(booleanFlag),
  DEMO_INVENTORY_WEEKS: optional(positiveInteger.max(104, 'must be at most 104')),
  CLOCK_OFFSET_DAYS: optional(z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(-3650).max(3650)),
  TRUST_PROXY: optional(trustProxySetting),
  WEB_DIST_DIR: optional(z.string()),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  SESSION_IDLE_TIMEOUT_MINUTES: optional(positiveInteger),
  SESSION_ABSOLUTE_TIMEOUT_HOURS: optional(positiveInteger),
  LOGIN_LIMIT_PER_ACCOUNT_ADDRESS: optional(positiveInteger),
  LOGIN_LIMIT_PER_ADDRESS: optional(positiveInteger),
  LOGIN_LIMIT_WINDOW_SECONDS: optional(positiveInteger),
  LOGIN_BACKOFF_AFTER_ACCOUNT_FAILURES: optional(positiveInteger),
  LOGIN_BACKOFF_MAX_SECONDS: optional(positiveInteger),
  OAUTH_TOKEN_TTL_SECONDS: optional(positiveInteger),
  ENTRY_LINK_TTL_HOURS: optional(positiveInteger),
  PASSWORD_RESET_TTL_MINUTES: optional(positiveInteger),
  CLIENT_EVENT_RETENTION_DAYS: optional(positiveInteger),
  MAIL_OUTBOX_RETENTION_DAYS: optional(positiveInteger),
  TRIAL_REGISTRATION_RETENTION_DAYS: optional(positiveInteger),
  API_DOCS: optional(booleanFlag),
  PUBLIC_WEB_CLIENT_ID: optional(z.string().min(3).max(64)),
  PUBLIC_WEB_CLIENT_SECRET: optional(z.string().min(16, 'must be at least 16 characters').max(256)),
  WEB_REQUEST_TIMEOUT_MS: optional(positiveInteger.max(API_TIMEOUT_MS, `must be at most ${API_TIMEOUT_MS}`)),
  PROGRAM_GUIDE_CACHE: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
});

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

export interface Config {
  environment: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  database: DatabaseTarget;
  dataDir: string;
  sessionSecret: string;
  /** Bases of the other sites the menu links to; unset means this origin (the web decides the default path). */
  siteUrls: { main: string | undefined; dataSales: string | undefined };
  /** How long browsers wait for an answer, when shorter than the spec's API_TIMEOUT_MS; unset means that. */
  webRequestTimeoutMs: number | undefined;
  /** Base of the links in mails, without a trailing slash. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Mails one process sends at once, each over its own pooled SMTP connection. */
  mailConcurrency: number;
  demoData: boolean;
  /** Weeks of demo timetable from the current one (with demo data). */
  demoInventoryWeeks: number;
  /**
   * Outside production, the app's clock may run this far ahead of (or behind) the wall clock: an
   * end-to-end test restarts the server on the same data days later, to see what expires.
   */
  clockOffsetMs: number;
  /** Fastify's `trustProxy`: false, a hop count, or the trusted proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  webDistDir: string;
  logLevel: string;
  session: { idleTimeoutMs: number; absoluteTimeoutMs: number };
  /** Failed logins allowed before the caller waits (docs/decisions/005-login-throttling.md). */
  loginLimits: {
    perAccountAndAddress: number;
    perAddress: number;
    windowMs: number;
    accountBackoffAfter: number;
    accountBackoffMaxMs: number;
  };
  oauth: { tokenTtlMs: number; publicWebClient: { clientId: string; clientSecret: string } };
  /** How long the links in mails stay valid. */
  mailLinks: { trialEntryTtlMs: number; passwordResetTtlMs: number };
  /** Requests per address (and per account for password resets) in each window, on the public pages' endpoints. */
  publicPageLimits: PublicPageLimits;
  /** How long records kept only for a while stay before the hourly purge deletes them. */
  retention: { clientEventsMs: number; mailOutboxMs: number; trialRegistrationsMs: number };
  /** Whether `/api/docs` serves the OpenAPI document (off in production unless asked for). */
  apiDocs: boolean;
  /** Whether program-guide answers carry an ETag and recently built ones are kept (decision 016); off for comparison only. */
  programGuideCache: boolean;
}

const DAY_MS = 24 * 3_600_000;

export interface PublicPageLimits {
  windowMs: number;
  /** Calls that send a mail: a trial entry, a password reset request. */
  mailRequestsPerAddress: number;
  /**
   * Password reset requests for one account, and confirmation resends for one entry address, so
   * nobody can flood someone's mailbox from many addresses.
   */
  mailRequestsPerAccount: number;
  /** Calls that follow a mail link: token checks, completion, withdrawal. */
  linkRequestsPerAddress: number;
  /** Calls that tell whether an address has an account: the trial e-mail existence check. */
  lookupsPerAddress: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../web/dist');

/**
 * Reads and validates the environment. Throws a ConfigError whose message is one line naming
 * the offending variable, so a misconfigured production start fails loudly and clearly.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${String(issue?.path[0] ?? 'environment')}: ${issue?.message ?? 'invalid value'}`);
  }
  const values = parsed.data;
  const environment = values.NODE_ENV ?? 'development';
  const isProduction = environment === 'production';
  const dataDir = path.resolve(values.DATA_DIR ?? './data');

  if (isProduction && values.DEMO_DATA === true) {
    throw new ConfigError('DEMO_DATA: demo accounts are never seeded in production');
  }
  if (isProduction && values.CLOCK_OFFSET_DAYS !== undefined) {
    throw new ConfigError('CLOCK_OFFSET_DAYS: the clock is never moved in production');
  }
  if (isProduction && !values.PUBLIC_WEB_CLIENT_SECRET) {
    throw new ConfigError('PUBLIC_WEB_CLIENT_SECRET: required in production (the public pages obtain their tokens with it)');
  }
  if (isProduction && !values.PUBLIC_URL) {
    throw new ConfigError('PUBLIC_URL: required in production (links in mails are built from it)');
  }
  if (isProduction && !values.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET: required in production (at least 32 characters)');
  }

  const port = values.PORT ?? 3000;
  return {
    environment,
    isProduction,
    port,
    host: values.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'app.db') },
    dataDir,
    sessionSecret: values.SESSION_SECRET ?? readOrCreateDevelopmentSecret(dataDir),
    siteUrls: { main: values.MAIN_SITE_URL, dataSales: values.DATA_SALES_SITE_URL },
    webRequestTimeoutMs: values.WEB_REQUEST_TIMEOUT_MS,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? 'tvcm-market <no-reply@tvcm-market.example.jp>',
    mailConcurrency: values.MAIL_CONCURRENCY ?? 8,
    demoData: values.DEMO_DATA ?? !isProduction,
    // The current week and the ten after it: slots are sold about two months ahead (DOMAIN.md).
    demoInventoryWeeks: values.DEMO_INVENTORY_WEEKS ?? 11,
    clockOffsetMs: (values.CLOCK_OFFSET_DAYS ?? 0) * DAY_MS,
    apiDocs: values.API_DOCS ?? !isProduction,
    programGuideCache: values.PROGRAM_GUIDE_CACHE !== 'off',
    retention: {
      clientEventsMs: (values.CLIENT_EVENT_RETENTION_DAYS ?? 90) * DAY_MS,
      mailOutboxMs: (values.MAIL_OUTBOX_RETENTION_DAYS ?? 30) * DAY_MS,
      trialRegistrationsMs: (values.TRIAL_REGISTRATION_RETENTION_DAYS ?? 30) * DAY_MS,
    },
    trustProxy: values.TRUST_PROXY ?? false,
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    logLevel: values.LOG_LEVEL ?? (environment === 'test' ? 'silent' : 'info'),
    session: {
      idleTimeoutMs: (values.SESSION_IDLE_TIMEOUT_MINUTES ?? 720) * 60_000,
      absoluteTimeoutMs: (values.SESSION_ABSOLUTE_TIMEOUT_HOURS ?? 24 * 7) * 3_600_000,
    },
    loginLimits: {
      perAccountAndAddress: values.LOGIN_LIMIT_PER_ACCOUNT_ADDRESS ?? 10,
      perAddress: values.LOGIN_LIMIT_PER_ADDRESS ?? 100,
      windowMs: (values.LOGIN_LIMIT_WINDOW_SECONDS ?? 900) * 1000,
      accountBackoffAfter: values.LOGIN_BACKOFF_AFTER_ACCOUNT_FAILURES ?? 20,
      accountBackoffMaxMs: (values.LOGIN_BACKOFF_MAX_SECONDS ?? 300) * 1000,
    },
    oauth: {
      tokenTtlMs: (values.OAUTH_TOKEN_TTL_SECONDS ?? 600) * 1000,
      publicWebClient: {
        clientId: values.PUBLIC_WEB_CLIENT_ID ?? DEVELOPMENT_PUBLIC_WEB_CLIENT.clientId,
        clientSecret: values.PUBLIC_WEB_CLIENT_SECRET ?? DEVELOPMENT_PUBLIC_WEB_CLIENT.clientSecret,
      },
    },
    mailLinks: {
      trialEntryTtlMs: (values.ENTRY_LINK_TTL_HOURS ?? 24) * 3_600_000,
      passwordResetTtlMs: (values.PASSWORD_RESET_TTL_MINUTES ?? 60) * 60_000,
    },
    publicPageLimits: {
      windowMs: 15 * 60_000,
      mailRequestsPerAddress: 20,
      mailRequestsPerAccount: 5,
      linkRequestsPerAddress: 60,
      lookupsPerAddress: 30,
    },
  };
}

/** Outside production a secret is generated once and kept beside the data, so sessions survive restarts. */
function readOrCreateDevelopmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
