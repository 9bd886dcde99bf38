import { API_ERROR_CODES, apiErrorBodySchema, MAIL_LINK_PATHS } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { type MailTestApp, startMailTestApp } from '../../test/mail-test-app';
import type { PublicPageCall } from '../../test/public-page-client';
import { linkIn, type SmtpTestServer } from '../../test/smtp-test-server';
import type { TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
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

describe('an expired password reset link', () => {
  it('is refused with LNK01001 and leaves the password as it was', async () => {
    const user = await createUser(testApp.db, { account: 'expiring-reset@example.jp' });
    expect((await call('POST', '/api/password-resets', { body: { account: user.account } })).status).toBe(202);
    const { token } = linkIn(await smtp.waitForMail(user.account), MAIL_LINK_PATHS.passwordReset);
    clock.advance(LINK_TTL_MS - 1);
    expect((await call('GET', `/api/password-resets/tokens/${token}`)).status).toBe(200);
    clock.advance(1);

    for (const response of [
      await call('GET', `/api/password-resets/tokens/${token}`),
      await call('POST', '/api/password-resets/complete', { body: { token, password: 'new-secret-2026' } }),
    ]) {
      expect(response.status).toBe(410);
      expect(apiErrorBodySchema.parse(response.body).errors).toEqual([
        { code: API_ERROR_CODES.mailLinkInvalid, statusCode: 410 },
      ]);
    }
    expect((await new TestClient(testApp.baseUrl).login(user.account, TEST_PASSWORD)).status).toBe(201);
  });
});
