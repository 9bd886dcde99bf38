import { API_ERROR_CODES } from '@tvcm/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { removeUserIdHeader } from '../lib/api-client';
import { dropEarlyAnswers, takeEarlyAnswer } from '../lib/early-answers';
import { notificationKeys } from '../lib/notification-keys';
import { apiErrorResponse, jsonResponse, mockApi } from '../test/mock-api';
import { startEarlyRequests } from './early-requests';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function mockLogin(termsAccepted: boolean) {
  return mockApi({
    'GET /api/sessions': () => jsonResponse(200, { userId: 7 }),
    'GET /api/users/7': () => jsonResponse(200, { id: 7, setting: { isTermsOfService: termsAccepted } }),
    'GET /api/auth/licenses/base': () => jsonResponse(200, {}),
    'GET /api/users/7/logins': () => jsonResponse(200, {}),
    'GET /api/notifications': () => jsonResponse(200, { isUnreadBooking: true }),
  });
}

afterEach(() => {
  dropEarlyAnswers();
  removeUserIdHeader();
});

describe('startEarlyRequests', () => {
  it('asks for the login and, with the user, the notifications on a page behind the login', async () => {
    const requests = mockLogin(true);
    startEarlyRequests();
    for (let turn = 0; turn < 5; turn += 1) await settle();

    expect(requests.map(({ url }) => url.pathname)).toContain('/api/notifications');
    await expect(takeEarlyAnswer(notificationKeys.all)).resolves.toEqual({ isUnreadBooking: true });
  });

  it('keeps a refusal of the notifications (terms pending) for a query that takes it, which none does until the terms are accepted', async () => {
    mockApi({
      'GET /api/sessions': () => jsonResponse(200, { userId: 7 }),
      'GET /api/users/7': () => jsonResponse(200, { id: 7, setting: { isTermsOfService: false } }),
      'GET /api/auth/licenses/base': () => jsonResponse(200, {}),
      'GET /api/users/7/logins': () => jsonResponse(200, {}),
      'GET /api/notifications': () => apiErrorResponse(403, API_ERROR_CODES.termsNotAccepted, '/notifications'),
    });
    startEarlyRequests();
    for (let turn = 0; turn < 5; turn += 1) await settle();

    await expect(takeEarlyAnswer(notificationKeys.all)).rejects.toMatchObject({ response: { status: 403 } });
  });
});
