import { MAIL_LINK_PATHS } from '@tvcm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryForm, GENEROUS_PUBLIC_PAGE_LIMITS, type PublicPageCall, publicPageClient } from '../test/public-page-client';
import { startTestApp, type TestApp } from '../test/test-app';
import { createMailer } from './mailer';

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

const MAIL = {
  to: 'visitor@example.jp',
  subject: '【tvcm-market】テスト',
  text: 'https://tvcm.example.jp/public/pages/entry?token=secret-token',
  html: '<p>テスト</p>',
};

describe('without SMTP_URL', () => {
  let testApp: TestApp;
  let call: PublicPageCall;
  beforeAll(async () => {
    testApp = await startTestApp({ smtpUrl: undefined, publicPageLimits: GENEROUS_PUBLIC_PAGE_LIMITS });
    call = await publicPageClient(testApp);
  });
  afterAll(() => testApp.close());

  it('keeps the mail in mail_outbox with its link, so a local user can follow it', async () => {
    const form = entryForm();
    expect((await call('POST', '/api/registrations/trials', { body: form })).status).toBe(201);

    const [mail] = await testApp.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', form.email).execute();
    expect(mail?.subject).toContain('トライアル');
    expect(mail?.text_body).toContain(`${testApp.config.publicUrl}${MAIL_LINK_PATHS.trialEntryConfirmation}?token=`);
    expect(mail?.html_body).toContain('<a href=');
    expect(mail?.sent_at).toBeNull();
    expect(mail?.error).toBeNull();
  });

  it('prints subject and text with its link in the log at info level', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'x <x@example.jp>', isProduction: false }, testApp.db, logger);
    await mailer.send(MAIL);
    await mailer.close();
    expect(lines).toEqual([
      { level: 'info', message: expect.stringContaining(MAIL.text), fields: expect.objectContaining({ subject: MAIL.subject }) },
    ]);
  });

  it('keeps live links out of production logs', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'x <x@example.jp>', isProduction: true }, testApp.db, logger);
    await mailer.send(MAIL);
    await mailer.close();
    expect(lines.map((line) => line.level)).toEqual(['warn']);
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });
});

describe('when the SMTP server cannot be reached', () => {
  let testApp: TestApp;
  let call: PublicPageCall;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    testApp = await startTestApp({ smtpUrl: 'smtp://127.0.0.1:9', publicPageLimits: GENEROUS_PUBLIC_PAGE_LIMITS });
    call = await publicPageClient(testApp);
  });
  afterAll(() => testApp.close());

  it('still answers the visitor, and records the failure in mail_outbox', async () => {
    const form = entryForm();
    expect((await call('POST', '/api/registrations/trials', { body: form })).status).toBe(201);

    const deadline = Date.now() + 5000;
    let mail: { sent_at: string | null; error: string | null } | undefined;
    while (Date.now() < deadline && !mail?.error) {
      mail = await testApp.db
        .selectFrom('mail_outbox')
        .select(['sent_at', 'error'])
        .where('to_address', '=', form.email)
        .executeTakeFirst();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(mail?.sent_at).toBeNull();
    expect(mail?.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
