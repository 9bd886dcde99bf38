import {
  AGENCY_LICENCES,
  type LicenseResponse,
  NO_NOTIFICATIONS,
  type NotificationsResponse,
  type PointStatusResponse,
  type User,
  type UserLoginsResponse,
} from '@tvcm/contracts';
import { type ApiHandlers, jsonResponse } from './mock-api';

// Factories for the answers every logged-in page needs (ARCHITECTURE convention 8: tests seed
// with factories, never a shared mutable fixture).

export const SIGNED_IN_USER_ID = 7;

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: SIGNED_IN_USER_ID,
    account: 'yamada@example.co.jp',
    name: '山田 太郎',
    roleId: 2,
    company: { code: '0000A00001', name: '東京広告株式会社', businessType: 'ADVERTISING_COMPANY' },
    setting: { isTermsOfService: true },
    ...overrides,
  };
}

export function buildLicence(overrides: Partial<LicenseResponse> = {}): LicenseResponse {
  return {
    isPointServiceAvailable: false,
    isAdmin: false,
    functionLicenses: [],
    company: { code: '0000A00001', functionLicenses: [...AGENCY_LICENCES], businessType: 'ADVERTISING_COMPANY' },
    ...overrides,
  };
}

export function buildNotifications(lit: Partial<NotificationsResponse> = {}): NotificationsResponse {
  return {
    ...NO_NOTIFICATIONS,
    ...lit,
  };
}

export const SIGNED_IN_SESSION_ID = 'c0ffee00-0000-4000-8000-000000000001';

export function buildLoginHistory(userId = SIGNED_IN_USER_ID, sessionId = SIGNED_IN_SESSION_ID): UserLoginsResponse {
  return {
    user: { id: userId, session: { id: sessionId } },
    logins: [{ loggedInAt: '2026-04-01T00:00:00.000Z', ipAddress: '127.0.0.1', userAgent: 'test', current: true }],
  };
}

interface SignedInAnswers {
  user?: User;
  licence?: LicenseResponse;
  notifications?: NotificationsResponse;
  points?: PointStatusResponse;
  sessionId?: string;
}

/** Handlers for a logged-in session with the shell's calls; `extra` adds or replaces handlers. */
export function signedInApi(answers: SignedInAnswers = {}, extra: ApiHandlers = {}): ApiHandlers {
  const user = answers.user ?? buildUser();
  const licence = answers.licence ?? buildLicence({ company: { ...buildLicence().company, code: user.company.code } });
  return {
    'GET /api/sessions': () => jsonResponse(200, { userId: user.id }),
    [`GET /api/users/${user.id}`]: () => jsonResponse(200, user),
    [`GET /api/users/${user.id}/logins`]: () => jsonResponse(200, buildLoginHistory(user.id, answers.sessionId)),
    'GET /api/auth/licenses/base': () => jsonResponse(200, licence),
    'GET /api/notifications': () => jsonResponse(200, answers.notifications ?? buildNotifications()),
    [`GET /api/points/companies/${licence.company.code}/status`]: () =>
      jsonResponse(200, answers.points ?? { status: { balance: 0 } }),
    ...extra,
  };
}
