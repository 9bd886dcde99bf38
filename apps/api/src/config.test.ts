import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'tvcm-config-'));
const secret = 's'.repeat(40);

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('loadConfig', () => {
  it('defaults to SQLite under DATA_DIR on 127.0.0.1:3000 with demo data outside production', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(dir, 'app.db') });
    expect(config.demoData).toBe(true);
  });

  it('generates a development session secret once and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://app@db.internal/tvcm' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db.internal/tvcm' });
  });

  it('in production listens on all interfaces, never seeds demo data and needs a session secret', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      PUBLIC_WEB_CLIENT_SECRET: 'p'.repeat(20),
      PUBLIC_URL: 'https://tvcm.example.jp',
    };
    const config = loadConfig({ ...production, DATA_DIR: dataDir() });
    expect(config.host).toBe('0.0.0.0');
    expect(config.demoData).toBe(false);
    expect(configError({ ...production, SESSION_SECRET: undefined, DATA_DIR: dataDir() })).toMatch(/^SESSION_SECRET: /);
    expect(configError({ ...production, PUBLIC_WEB_CLIENT_SECRET: undefined })).toMatch(/^PUBLIC_WEB_CLIENT_SECRET: /);
    expect(configError({ ...production, DEMO_DATA: 'true' })).toMatch(/^DEMO_DATA: /);
    expect(configError({ ...production, CLOCK_OFFSET_DAYS: '60' })).toMatch(/^CLOCK_OFFSET_DAYS: /);
    expect(configError({ ...production, PUBLIC_URL: undefined })).toMatch(/^PUBLIC_URL: /);
  });

  it('leaves the browser request timeout to the spec unless a shorter one is configured', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).webRequestTimeoutMs).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), WEB_REQUEST_TIMEOUT_MS: '60000' }).webRequestTimeoutMs).toBe(60_000);
  });

  it('runs the clock days ahead outside production when told to, and on the wall clock otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).clockOffsetMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), CLOCK_OFFSET_DAYS: '60' }).clockOffsetMs).toBe(60 * 86_400_000);
    expect(configError({ DATA_DIR: dataDir(), CLOCK_OFFSET_DAYS: '1.5' })).toMatch(/^CLOCK_OFFSET_DAYS: /);
  });

  it('keeps event reports 90 days, mails and finished trial entries 30, and serves /api/docs outside production only', () => {
    const dir = dataDir();
    const day = 24 * 3_600_000;
    const development = loadConfig({ DATA_DIR: dir });
    expect(development.retention).toEqual({ clientEventsMs: 90 * day, mailOutboxMs: 30 * day, trialRegistrationsMs: 30 * day });
    expect(development.apiDocs).toBe(true);
    const production = loadConfig({
      DATA_DIR: dir,
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      PUBLIC_URL: 'https://tvcm.example.jp',
      PUBLIC_WEB_CLIENT_SECRET: 'p'.repeat(20),
    });
    expect(production.apiDocs).toBe(false);
    const configured = loadConfig({
      DATA_DIR: dir,
      API_DOCS: 'true',
      CLIENT_EVENT_RETENTION_DAYS: '7',
      MAIL_OUTBOX_RETENTION_DAYS: '3',
      TRIAL_REGISTRATION_RETENTION_DAYS: '14',
    });
    expect(configured.apiDocs).toBe(true);
    expect(configured.retention).toEqual({ clientEventsMs: 7 * day, mailOutboxMs: 3 * day, trialRegistrationsMs: 14 * day });
  });

  it('trusts no proxy by default, or a hop count, or a list of proxy addresses and ranges', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,::1, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      '::1',
      'fd00::/8',
    ]);
    for (const refused of ['true', 'yes', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2']) {
      expect(configError({ DATA_DIR: dir, TRUST_PROXY: refused })).toMatch(/TRUST_PROXY.*number of proxy hops/);
    }
  });

  it('builds mail links from PUBLIC_URL (default: this server) with configurable lifetimes', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir(), PORT: '4000' });
    expect(defaults.publicUrl).toBe('http://localhost:4000');
    expect(defaults.mailLinks).toEqual({ trialEntryTtlMs: 24 * 3_600_000, passwordResetTtlMs: 60 * 60_000 });

    const configured = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://tvcm.example.jp/',
      ENTRY_LINK_TTL_HOURS: '48',
      PASSWORD_RESET_TTL_MINUTES: '30',
    });
    expect(configured.publicUrl).toBe('https://tvcm.example.jp');
    expect(configured.mailLinks).toEqual({ trialEntryTtlMs: 48 * 3_600_000, passwordResetTtlMs: 30 * 60_000 });
  });

  it('sends eight mails at once unless MAIL_CONCURRENCY says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mailConcurrency).toBe(8);
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_CONCURRENCY: '20' }).mailConcurrency).toBe(20);
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT: /],
    [{ PORT: '70000' }, /^PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: /],
    [{ SESSION_SECRET: 'short' }, /^SESSION_SECRET: /],
    [{ DEMO_DATA: 'maybe' }, /^DEMO_DATA: /],
    [{ MAIN_SITE_URL: 'not a url' }, /^MAIN_SITE_URL: /],
    [{ PUBLIC_URL: 'ftp://tvcm.example.jp' }, /^PUBLIC_URL: /],
    [{ PUBLIC_URL: 'tvcm.example.jp' }, /^PUBLIC_URL: /],
    [{ ENTRY_LINK_TTL_HOURS: '0' }, /^ENTRY_LINK_TTL_HOURS: /],
    [{ PASSWORD_RESET_TTL_MINUTES: 'an hour' }, /^PASSWORD_RESET_TTL_MINUTES: /],
    [{ SMTP_URL: 'mail.example.jp:25' }, /^SMTP_URL: /],
    [{ MAIL_CONCURRENCY: '0' }, /^MAIL_CONCURRENCY: /],
    [{ MAIL_CONCURRENCY: '51' }, /^MAIL_CONCURRENCY: /],
    [{ NODE_ENV: 'staging' }, /^NODE_ENV: /],
    [{ WEB_REQUEST_TIMEOUT_MS: '0' }, /^WEB_REQUEST_TIMEOUT_MS: /],
    [{ WEB_REQUEST_TIMEOUT_MS: '300001' }, /^WEB_REQUEST_TIMEOUT_MS: /],
  ])('names the variable in one line when %o is invalid', (env, expected) => {
    const message = configError({ DATA_DIR: dataDir(), ...env });
    expect(message).toMatch(expected);
    expect(message).not.toContain('\n');
  });
});
