import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { entryForm, GENEROUS_PUBLIC_PAGE_LIMITS, type PublicPageCall, publicPageClient } from '../test/public-page-client';
import { type SmtpTestServer, startSmtpTestServer } from '../test/smtp-test-server';
import { startTestApp, type TestApp } from '../test/test-app';
import { createMailer, MAIL_RETRY_DELAYS_MS, type MailMessage } from './mailer';

/** A logger that remembers what was logged at each level. */
function recordingLogger() {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const record =
    (level: string) =>
    (fields: Record<string, unknown>, message = '') =>
      lines.push({ level, message, fields });
  const logger = { info: record('info'), warn: record('warn'), error: record('error') } as unknown as FastifyBaseLogger;
  return { logger, lines };
}

const SECRET = 'test-session-secret-that-is-long-enough-1234';
const UNREACHABLE_SMTP = 'smtp://127.0.0.1:9';
const START = Date.parse('2026-11-22T01:00:00.000Z');

const mailTo = (to: string): MailMessage => ({
  to,
  subject: '【tvcm-market】テスト',
  text: 'https://tvcm.example.jp/public/pages/entry?token=secret-token',
  html: '<p><a href="https://tvcm.example.jp/public/pages/entry?token=secret-token">link</a></p>',
});

let testApp: TestApp;
let smtp: SmtpTestServer;
const mailers: { close: () => Promise<void> }[] = [];

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  testApp = await startTestApp({ smtpUrl: undefined, publicPageLimits: GENEROUS_PUBLIC_PAGE_LIMITS });
});
afterEach(async () => {
  for (const mailer of mailers.splice(0)) await mailer.close();
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

/** A mailer as one API process has it, on the test database, with its own clock. */
function processMailer(options: { smtpUrl?: string; isProduction?: boolean; clock?: { now: number } } = {}) {
  const { logger, lines } = recordingLogger();
  const clock = options.clock ?? { now: START };
  const mailer = createMailer(
    { smtpUrl: options.smtpUrl, mailFrom: 'tvcm-market <no-reply@example.jp>', isProduction: options.isProduction ?? false },
    testApp.db,
    logger,
    { secret: SECRET, now: () => clock.now },
  );
  mailers.push(mailer);
  return { mailer, lines, clock };
}

const outboxRow = (id: number) => testApp.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const uniqueAddress = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}@example.jp`;

describe('the mail queue', () => {
  it('keeps a waiting body sealed, and nothing of it once sent', async () => {
    const to = uniqueAddress('sealed');
    const { mailer } = processMailer({ smtpUrl: smtp.url });
    const { mailId } = await mailer.enqueue(mailTo(to));

    const waiting = await outboxRow(mailId);
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 0, sent_at: null });
    expect(JSON.stringify(waiting)).not.toContain('secret-token');

    await mailer.sweep();
    const received = await smtp.waitForMail(to);
    expect(received.text).toContain('token=secret-token');
    const sent = await outboxRow(mailId);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 1, sealed_body: null, lease_until: null });
    expect(sent.sent_at).not.toBeNull();
  });

  it('retries a failed delivery after its backoff, from any process, and sends it once', async () => {
    const to = uniqueAddress('retry');
    const clock = { now: START };
    const failing = processMailer({ smtpUrl: UNREACHABLE_SMTP, clock });
    const { mailId } = await failing.mailer.enqueue(mailTo(to));
    await failing.mailer.sweep();
    const waiting = await outboxRow(mailId);
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(waiting.error).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting.next_attempt_at).toBe(new Date(START + MAIL_RETRY_DELAYS_MS[0]).toISOString());
    expect(failing.lines.map((line) => line.level)).toEqual(['warn']);

    // Not yet due: another process leaves it alone.
    const working = processMailer({ smtpUrl: smtp.url, clock });
    await working.mailer.sweep();
    expect(smtp.mailsTo(to)).toHaveLength(0);

    clock.now += MAIL_RETRY_DELAYS_MS[0];
    await working.mailer.sweep();
    await smtp.waitForMail(to);
    expect(await outboxRow(mailId)).toMatchObject({ status: 'SENT', attempts: 2, error: null, sealed_body: null });
    expect(smtp.mailsTo(to)).toHaveLength(1);
  });

  it('marks a mail failed after the last attempt, drops its body and logs an error', async () => {
    const clock = { now: START };
    const { mailer, lines } = processMailer({ smtpUrl: UNREACHABLE_SMTP, clock });
    const { mailId } = await mailer.enqueue(mailTo(uniqueAddress('failing')));
    for (const delay of [0, ...MAIL_RETRY_DELAYS_MS]) {
      clock.now += delay;
      await mailer.sweep();
    }
    expect(await outboxRow(mailId)).toMatchObject({
      status: 'FAILED',
      attempts: MAIL_RETRY_DELAYS_MS.length + 1,
      sealed_body: null,
    });
    expect(lines.map((line) => line.level)).toEqual([...MAIL_RETRY_DELAYS_MS.map(() => 'warn'), 'error']);
    clock.now += 24 * 3_600_000;
    await mailer.sweep();
    expect((await outboxRow(mailId)).attempts).toBe(MAIL_RETRY_DELAYS_MS.length + 1);
  });

  it('sends what a stopped process left behind: queued and never started, or claimed and never finished', async () => {
    const clock = { now: START };
    const stopped = processMailer({ smtpUrl: smtp.url, clock });
    const neverStarted = uniqueAddress('never-started');
    await stopped.mailer.enqueue(mailTo(neverStarted));
    const halfDone = uniqueAddress('half-done');
    const { mailId } = await stopped.mailer.enqueue(mailTo(halfDone));
    // The process claimed the mail (a lease), then died before sending it.
    await testApp.db
      .updateTable('mail_outbox')
      .set({ lease_until: new Date(START + 2 * 60_000).toISOString(), attempts: 1 })
      .where('id', '=', mailId)
      .execute();

    const next = processMailer({ smtpUrl: smtp.url, clock });
    await next.mailer.sweep();
    await smtp.waitForMail(neverStarted);
    expect(smtp.mailsTo(halfDone)).toHaveLength(0);

    clock.now += 2 * 60_000;
    await next.mailer.sweep();
    await smtp.waitForMail(halfDone);
  });

  it('lets two processes sweep at once without sending any mail twice', async () => {
    const addresses = Array.from({ length: 12 }, (_, index) => uniqueAddress(`race-${index}`));
    const clock = { now: START };
    const first = processMailer({ smtpUrl: smtp.url, clock });
    const second = processMailer({ smtpUrl: smtp.url, clock });
    for (const to of addresses) await first.mailer.enqueue(mailTo(to));

    await Promise.all([first.mailer.sweep(), second.mailer.sweep(), first.mailer.sweep(), second.mailer.sweep()]);

    for (const to of addresses) await smtp.waitForMail(to);
    expect(addresses.map((to) => smtp.mailsTo(to).length)).toEqual(addresses.map(() => 1));
  });
});

describe('without SMTP_URL', () => {
  it('writes the mail with its link to the log outside production, so a local user can follow it', async () => {
    const { mailer, lines } = processMailer();
    const { mailId } = await mailer.enqueue(mailTo(uniqueAddress('local')));
    await mailer.sweep();
    expect(lines).toEqual([
      { level: 'info', message: expect.stringContaining('token=secret-token'), fields: expect.objectContaining({ mailId }) },
    ]);
    expect(await outboxRow(mailId)).toMatchObject({ status: 'SENT', sealed_body: null });
  });

  it('keeps live links out of production logs, and keeps the mail for retries', async () => {
    const { mailer, lines } = processMailer({ isProduction: true });
    const { mailId } = await mailer.enqueue(mailTo(uniqueAddress('production')));
    await mailer.sweep();
    expect(lines.map((line) => line.level)).toEqual(['warn']);
    expect(JSON.stringify(lines)).not.toContain('secret-token');
    expect(await outboxRow(mailId)).toMatchObject({ status: 'PENDING', error: 'SMTP_URL is not set' });
  });
});

describe('a trial entry whose confirmation mail failed for good', () => {
  let call: PublicPageCall;
  beforeAll(async () => {
    call = await publicPageClient(testApp);
  });

  it('does not block its address: a new entry is accepted', async () => {
    const form = entryForm();
    expect((await call('POST', '/api/registrations/trials', { body: form })).status).toBe(201);
    // While its mail may still go out, the address waits for it.
    expect((await call('POST', '/api/registrations/trials', { body: form })).status).toBe(409);

    const [entry] = await testApp.db
      .selectFrom('trial_registrations')
      .select('confirmation_mail_id')
      .where('email', '=', form.email)
      .execute();
    if (!entry?.confirmation_mail_id) throw new Error('the entry has no confirmation mail');
    await testApp.db
      .updateTable('mail_outbox')
      .set({ status: 'FAILED', sealed_body: null, error: 'mailbox unavailable' })
      .where('id', '=', entry.confirmation_mail_id)
      .execute();

    expect((await call('POST', '/api/registrations/trials', { body: form })).status).toBe(201);
    const entries = await testApp.db.selectFrom('trial_registrations').select('status').where('email', '=', form.email).execute();
    expect(entries).toEqual([{ status: 'PENDING' }]);
  });
});
