import { API_ERROR_CODES, apiErrorBodySchema, MAIL_LINK_PATHS } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailTestApp, startMailTestApp } from '../../test/mail-test-app';
import { entryForm, type PublicPageCall } from '../../test/public-page-client';
import { linkIn, type SmtpTestServer } from '../../test/smtp-test-server';
import type { TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';

// Shorter than the public pages' client token (10 min), which the test keeps using after the links expire.
const LINK_TTL_MS = 5 * 60_000;
const clock = createTestClock();

let mailApp: MailTestApp;
let smtp: SmtpTestServer;
let testApp: TestApp;
let call: PublicPageCall;

beforeAll(async () => {
  mailApp = await startMailTestApp(
    { mailLinks: { trialEntryTtlMs: LINK_TTL_MS, passwordResetTtlMs: LINK_TTL_MS } },
    { clock: clock.now },
  );
  ({ smtp, testApp, call } = mailApp);
});
afterAll(() => mailApp.close());

describe('an expired confirmation link', () => {
  it('is refused with LNK01001, and the address may enter again with a new link that works', async () => {
    const form = entryForm();
    expect((await call('POST', '/api/registrations/trials', { body: form })).status).toBe(201);
    const { token: expiredToken } = linkIn(await smtp.waitForMail(form.email), MAIL_LINK_PATHS.trialEntryConfirmation);
    clock.advance(LINK_TTL_MS - 1);
    expect((await call('GET', `/api/registrations/trials/tokens/${expiredToken}`)).status).toBe(200);
    clock.advance(1);

    for (const response of [
      await call('GET', `/api/registrations/trials/tokens/${expiredToken}`),
      await call('POST', '/api/registrations/trials/complete', { body: { token: expiredToken, password: 'trial-pass-2026' } }),
    ]) {
      expect(response.status).toBe(410);
      expect(apiErrorBodySchema.parse(response.body).errors).toEqual([
        { code: API_ERROR_CODES.mailLinkInvalid, statusCode: 410 },
      ]);
    }

    expect((await call('POST', '/api/registrations/trials', { body: form })).status).toBe(201);
    const rows = await testApp.db.selectFrom('trial_registrations').select('status').where('email', '=', form.email).execute();
    expect(rows).toEqual([{ status: 'PENDING' }]);
    const { token } = linkIn(await smtp.waitForMail(form.email, { count: 2 }), MAIL_LINK_PATHS.trialEntryConfirmation);
    expect(token).not.toBe(expiredToken);
    const completed = await call('POST', '/api/registrations/trials/complete', { body: { token, password: 'trial-pass-2026' } });
    expect(completed.status).toBe(201);
  });
});
