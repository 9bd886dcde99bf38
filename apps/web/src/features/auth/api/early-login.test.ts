import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeUserIdHeader } from '../../../lib/api-client';
import { dropEarlyAnswers, takeEarlyAnswer } from '../../../lib/early-answers';
import { apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { requestLoginEarly } from './early-login';
import { authKeys, licenceKeys, loginHistoryKeys, userKeys } from './login-keys';

const user = { id: 7, name: '山田 太郎', setting: { isTermsOfService: true } };
const licence = { isAdmin: false, functionLicenses: [] };
const history = { user: { id: 7, session: { id: 's-1' } }, logins: [] };

function mockLogin(session = () => jsonResponse(200, { userId: 7 })) {
  return mockApi({
    'GET /api/sessions': session,
    'GET /api/users/7': () => jsonResponse(200, user),
    'GET /api/auth/licenses/base': () => jsonResponse(200, licence),
    'GET /api/users/7/logins': () => jsonResponse(200, history),
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  dropEarlyAnswers();
  removeUserIdHeader();
});

describe('requestLoginEarly', () => {
  it('asks for the session, then the user, the licence and the history of its user, under their query keys', async () => {
    const requests = mockLogin();
    const onSession = vi.fn();
    requestLoginEarly({ onSession });

    await expect(takeEarlyAnswer(authKeys.session())).resolves.toEqual({ userId: 7 });
    await expect(takeEarlyAnswer(userKeys.detail(7))).resolves.toEqual(user);
    await expect(takeEarlyAnswer(licenceKeys.base())).resolves.toEqual(licence);
    await expect(takeEarlyAnswer(loginHistoryKeys.ofUser(7))).resolves.toEqual(history);
    expect(takeEarlyAnswer(userKeys.detail(7))).toBeUndefined();
    expect(onSession).toHaveBeenCalledOnce();
    expect(requests.map(({ url }) => url.pathname).sort()).toEqual([
      '/api/auth/licenses/base',
      '/api/sessions',
      '/api/users/7',
      '/api/users/7/logins',
    ]);
    // The later calls carry the user id the session answered with (SPEC.md §4).
    expect(requests.find(({ url }) => url.pathname === '/api/users/7')?.headers.get('x-user-id')).toBe('7');
  });

  it('offers nothing for another user', async () => {
    mockLogin();
    requestLoginEarly();
    await takeEarlyAnswer(authKeys.session());
    await settle();
    expect(takeEarlyAnswer(userKeys.detail(8))).toBeUndefined();
  });

  it('hands the session’s failure to the session query and asks nothing more', async () => {
    const requests = mockLogin(() => apiErrorResponse(401, 'CES-AUT01001', '/sessions'));
    const onSession = vi.fn();
    requestLoginEarly({ onSession });
    await settle();

    await expect(takeEarlyAnswer(authKeys.session())).rejects.toMatchObject({ response: { status: 401 } });
    expect(takeEarlyAnswer(licenceKeys.base())).toBeUndefined();
    expect(requests).toHaveLength(1);
    expect(onSession).not.toHaveBeenCalled();
  });
});
