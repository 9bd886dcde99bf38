import type { AppOptions } from '../app';
import type { Config } from '../config';
import { GENEROUS_PUBLIC_PAGE_LIMITS, type PublicPageCall, publicPageClient } from './public-page-client';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server';
import { startTestApp, type TestApp } from './test-app';

export interface MailTestApp {
  testApp: TestApp;
  smtp: SmtpTestServer;
  /** A call as the public pages make it (client-credential token, no session). */
  call: PublicPageCall;
  close: () => Promise<void>;
}

/** The app with a real SMTP server on loopback behind SMTP_URL, for the flows that send mail. */
export async function startMailTestApp(overrides: Partial<Config> = {}, options: AppOptions = {}): Promise<MailTestApp> {
  const smtp = await startSmtpTestServer();
  const testApp = await startTestApp({ smtpUrl: smtp.url, publicPageLimits: GENEROUS_PUBLIC_PAGE_LIMITS, ...overrides }, options);
  const call = await publicPageClient(testApp);
  return {
    testApp,
    smtp,
    call,
    close: async () => {
      await testApp.close();
      await smtp.close();
    },
  };
}
