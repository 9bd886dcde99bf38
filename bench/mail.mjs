// Mails a second one API process sends through the real mailer and outbox (mail/mailer.ts) to an
// SMTP server on 127.0.0.1, on SQLite and, when it answers, on PostgreSQL (TEST_DATABASE_URL, by
// default postgres://postgres@127.0.0.1:5432/test). Each run queues BENCH_MAILS mails (2,000) in
// a fresh database, then times one sweep that sends them all, and checks each arrived once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { register } from 'tsx/esm/api';

const MAILS = Number(process.env.BENCH_MAILS ?? 2_000);
const CONCURRENCY = Number(process.env.MAIL_CONCURRENCY ?? 8);
/** The bound for one process. */
const TARGET_PER_SECOND = 50;
/** A run that takes longer than this has failed. */
const RUN_TIMEOUT_MS = 120_000;
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// The API's TypeScript sources, loaded as one module graph (one Kysely for the app and its migrations).
register();
const api = (file) => import(`../apps/api/src/${file}`);
const { createDatabase } = await api('db/database.ts');
const { migrateToLatest } = await api('db/migrate.ts');
const { createMailer } = await api('mail/mailer.ts');

/** A loopback SMTP server that counts what each address received. */
async function startSmtpServer() {
  const received = new Map();
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) received.set(address, (received.get(address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const logger = {
  problems: 0,
  info() {},
  warn() {
    logger.problems += 1;
  },
  error() {
    logger.problems += 1;
  },
};

async function measure(target, smtp) {
  const db = createDatabase(target);
  try {
    await migrateToLatest(db);
    const mailer = createMailer(
      { smtpUrl: smtp.url, mailFrom: 'tvcm-market <no-reply@example.jp>', isProduction: false, mailConcurrency: CONCURRENCY },
      db,
      logger,
      {
        secret: 'bench-session-secret-that-is-long-enough-1234',
        now: Date.now,
      },
    );
    const addresses = Array.from({ length: MAILS }, (_, index) => `${target.kind}-${index}@bench.example.jp`);
    for (const to of addresses) {
      await mailer.enqueue({ to, subject: '【tvcm-market】お知らせ', text: `本文 ${to}`, html: `<p>本文 ${to}</p>` });
    }
    const started = performance.now();
    let timer;
    await Promise.race([
      mailer.sweep(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the sweep took over ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    const seconds = (performance.now() - started) / 1000;
    await mailer.close();
    const once = addresses.filter((to) => smtp.received.get(to) === 1).length;
    const sent = await db
      .selectFrom('mail_outbox')
      .select(db.fn.countAll().as('count'))
      .where('status', '=', 'SENT')
      .executeTakeFirst();
    return { seconds, once, sent: Number(sent.count) };
  } finally {
    await db.destroy();
  }
}

async function postgresTarget() {
  const name = 'tvcm_bench_mail';
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { kind: 'postgres', url: url.toString() };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tvcm-bench-mail-'));
const targets = [{ kind: 'sqlite', file: path.join(dataDir, 'app.db') }];
const postgres = await postgresTarget();
if (postgres) targets.push(postgres);

const smtp = await startSmtpServer();
const lines = [
  `${MAILS.toLocaleString('en')} mails, ${CONCURRENCY} at once over pooled SMTP connections, to smtp-server on 127.0.0.1`,
  '',
  '| database | time | mails/s | delivered exactly once | SENT in the outbox |',
  '|---|---|---|---|---|',
];
let withinTarget = true;
try {
  for (const target of targets) {
    const { seconds, once, sent } = await measure(target, smtp);
    const perSecond = MAILS / seconds;
    withinTarget &&= perSecond >= TARGET_PER_SECOND && once === MAILS && sent === MAILS;
    lines.push(`| ${target.kind} | ${seconds.toFixed(2)} s | ${Math.round(perSecond)} | ${once} | ${sent} |`);
  }
} finally {
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
if (!postgres) lines.push('', `PostgreSQL did not answer at ${POSTGRES_URL}: measured on SQLite only`);
if (logger.problems > 0) lines.push('', `warnings and errors logged by the mailer: ${logger.problems}`);
process.stdout.write(
  `\n${lines.join('\n')}\n\n${TARGET_PER_SECOND} mails/s or more, each delivered once, on every database: ${withinTarget ? 'yes' : 'NO'}\n`,
);
