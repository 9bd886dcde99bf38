import { type TokenResponse, tokenResponseSchema } from '@tvcm/contracts';
import type { TestApp } from './test-app';
import { TestClient, type TestResponse } from './test-client';

export type PublicPageCall = (
  method: string,
  path: string,
  options?: { body?: unknown; rawBody?: string; headers?: Record<string, string> },
) => Promise<TestResponse>;

/**
 * Calls the API the way the public pages do: with the public web client's bearer token from
 * POST /api/oauth/token, no session and no anti-forgery header.
 */
export async function publicPageClient(testApp: TestApp): Promise<PublicPageCall> {
  const browser = new TestClient(testApp.baseUrl);
  const { accessToken } = await clientToken(testApp);
  return (method, path, options = {}) =>
    browser.request(method, path, {
      ...options,
      headers: { authorization: `Bearer ${accessToken}`, ...options.headers },
      xsrf: false,
    });
}

/** A complete, valid trial entry form; tests override the fields they are about. */
export function entryForm(overrides: Record<string, unknown> = {}) {
  return {
    companyName: '株式会社テスト広告',
    department: 'メディア営業部',
    familyName: '山田',
    givenName: '花子',
    familyNameKana: 'ヤマダ',
    givenNameKana: 'ハナコ',
    email: `entry-${Math.random().toString(36).slice(2, 10)}@example.jp`,
    phone: '03-1234-5678',
    postalCode: '100-0001',
    address: '東京都千代田区千代田1-1',
    userType: 2,
    referralSources: [5, 8],
    agreedToTerms: true,
    agreedToPrivacyPolicy: true,
    ...overrides,
  };
}

/** Limits high enough that only the rate-limit tests ever meet them. */
export const GENEROUS_PUBLIC_PAGE_LIMITS = {
  windowMs: 60_000,
  mailRequestsPerAddress: 10_000,
  mailRequestsPerAccount: 10_000,
  linkRequestsPerAddress: 10_000,
  lookupsPerAddress: 10_000,
};

/** A token of the public web client, as POST /api/oauth/token issues it. */
export async function clientToken(testApp: TestApp): Promise<TokenResponse> {
  const credentials = testApp.config.oauth.publicWebClient;
  await testApp.app.oauth.ensureClient({ ...credentials, name: 'test public pages' });
  const issued = await new TestClient(testApp.baseUrl).request('POST', '/api/oauth/token', {
    body: { ...credentials, grantType: 'client_credentials' },
    xsrf: false,
  });
  return tokenResponseSchema.parse(issued.body);
}
