import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEVELOPMENT_PUBLIC_WEB_CLIENT, MAIL_LINK_PATHS, MAIL_LINK_TOKEN_PARAM } from '@tvcm/contracts';
import { linkIn, MAIL_SUBJECTS, waitForMail } from './mailbox';

/** An address no other test uses, so tests need not run in any order. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.tvcm.jp`;
}

/** A valid trial entry as the API takes it. */
export function trialEntry(email: string, names = { familyName: '試験', givenName: '一郎' }) {
  return {
    companyName: '株式会社E2Eテスト',
    familyName: names.familyName,
    givenName: names.givenName,
    familyNameKana: 'シケン',
    givenNameKana: 'イチロウ',
    email,
    phone: '03-1234-5678',
    postalCode: '105-0001',
    address: '東京都港区虎ノ門1-2-3',
    userType: 2,
    referralSources: [5],
    agreedToTerms: true,
    agreedToPrivacyPolicy: true,
  };
}

/**
 * The public pages' API as their guard uses it (a client-credential bearer token), for preparing
 * what a test needs (an entry, an account) without going through the pages each time.
 */
export async function publicApi(request: APIRequestContext) {
  const tokenResponse = await request.post('/api/oauth/token', {
    data: { ...DEVELOPMENT_PUBLIC_WEB_CLIENT, grantType: 'client_credentials' },
  });
  expect(tokenResponse.status()).toBe(200);
  const { accessToken } = (await tokenResponse.json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  return {
    async applyForTrial(email: string): Promise<void> {
      const response = await request.post('/api/registrations/trials', { headers, data: trialEntry(email) });
      expect(response.status(), await response.text()).toBe(201);
    },
    async completeTrial(email: string, password: string): Promise<void> {
      const link = linkIn(await waitForMail(email, MAIL_SUBJECTS.trialEntry), MAIL_LINK_PATHS.trialEntryConfirmation);
      const token = new URL(link).searchParams.get(MAIL_LINK_TOKEN_PARAM);
      const response = await request.post('/api/registrations/trials/complete', { headers, data: { token, password } });
      expect(response.status(), await response.text()).toBe(201);
    },
    async requestPasswordReset(account: string): Promise<void> {
      const response = await request.post('/api/password-resets', { headers, data: { account } });
      expect(response.status()).toBe(202);
    },
  };
}

/** A trial company and its first user, created through the entry API and its mail. */
export async function createTrialUser(request: APIRequestContext, email: string, password: string): Promise<void> {
  const api = await publicApi(request);
  await api.applyForTrial(email);
  await api.completeTrial(email, password);
}

export { seriousViolations } from './fixtures';
