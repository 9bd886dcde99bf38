import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, removeUserIdHeader, setUserIdHeader } from '../../../lib/api-client';
import { setCookie } from '../../../test/cookies';
import { apiErrorResponse, emptyResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { hasPendingLogout, rememberPendingLogout } from '../pending-logout';
import { createSession } from './create-session';
import { endSession, LOGOUT_WAIT_MS } from './end-session';
import { getSession } from './fetch-session';

afterEach(() => removeUserIdHeader());

const unreachable = () => {
  throw new TypeError('Failed to fetch');
};

/** The headers of a call made after the logout. */
async function nextCallHeaders(requests: ReturnType<typeof mockApi>): Promise<Headers | undefined> {
  await apiClient.get('notifications').catch(() => undefined);
  return requests.at(-1)?.headers;
}

describe('endSession', () => {
  it('ends the session on the server and drops the user-id header', async () => {
    setCookie('XSRF-TOKEN', 'token-1');
    setUserIdHeader(7);
    const requests = mockApi({ 'DELETE /api/sessions': () => emptyResponse(204), 'GET /api/notifications': unreachable });

    await endSession();

    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('token-1');
    expect(hasPendingLogout()).toBe(false);
    expect((await nextCallHeaders(requests))?.has('X-User-ID')).toBe(false);
  });

  it('counts a session that has already ended as ended', async () => {
    mockApi({ 'DELETE /api/sessions': () => apiErrorResponse(401, 'AUT01002', '/session') });
    await endSession();
    expect(hasPendingLogout()).toBe(false);
  });

  it('does not fail when the server cannot be reached, and remembers to end the session later', async () => {
    setUserIdHeader(7);
    const requests = mockApi({ 'DELETE /api/sessions': unreachable, 'GET /api/notifications': unreachable });

    await expect(endSession()).resolves.toBeUndefined();

    expect(hasPendingLogout()).toBe(true);
    expect((await nextCallHeaders(requests))?.has('X-User-ID')).toBe(false);
  });

  it('does not wait for a server that does not answer longer than the logout wait', async () => {
    vi.useFakeTimers();
    mockApi({ 'DELETE /api/sessions': () => new Promise<Response>(() => undefined) });

    const ending = endSession();
    await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS);

    await expect(ending).resolves.toBeUndefined();
    expect(hasPendingLogout()).toBe(true);
  });
});

describe('a logout the server did not hear of', () => {
  it('is finished before the session is asked for, so the old session logs nobody in', async () => {
    rememberPendingLogout();
    let loggedIn = true;
    const requests = mockApi({
      'DELETE /api/sessions': () => {
        loggedIn = false;
        return emptyResponse(204);
      },
      'GET /api/sessions': () => (loggedIn ? jsonResponse(200, { userId: 7 }) : apiErrorResponse(401, 'AUT01002', '/session')),
    });

    await expect(getSession()).rejects.toMatchObject({ status: 401 });

    expect(requests.map((request) => request.method)).toEqual(['DELETE', 'GET']);
    expect(hasPendingLogout()).toBe(false);
  });

  it('stays pending while the server is still away', async () => {
    rememberPendingLogout();
    mockApi({ 'DELETE /api/sessions': unreachable, 'GET /api/sessions': unreachable });

    await expect(getSession()).rejects.toThrow();

    expect(hasPendingLogout()).toBe(true);
  });

  it('is forgotten by a new login, whose session it must not end', async () => {
    rememberPendingLogout();
    setCookie('XSRF-TOKEN', 'token-1');
    mockApi({ 'POST /api/sessions': () => jsonResponse(201, { userId: 3 }) });

    await createSession({ account: 'a@example.com', password: 'secret' });

    expect(hasPendingLogout()).toBe(false);
  });
});
