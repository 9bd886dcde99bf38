import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../test/cookies';
import { apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { createSession } from './create-session';

describe('createSession', () => {
  it('fetches the anti-forgery cookie first when the browser has none', async () => {
    const requests = mockApi({
      // Stands in for the Set-Cookie header the server sends with any answer, 401 included.
      'GET /api/sessions': () => {
        setCookie('XSRF-TOKEN', 'fresh-token');
        return apiErrorResponse(401, 'AUT01002', '/session');
      },
      'POST /api/sessions': () => jsonResponse(201, { userId: 3 }),
    });

    await expect(createSession({ account: 'a@example.com', password: 'secret' })).resolves.toEqual({ userId: 3 });

    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST']);
    expect(requests[1]?.headers.get('X-XSRF-TOKEN')).toBe('fresh-token');
  });

  it('posts straight away when the cookie is already there', async () => {
    setCookie('XSRF-TOKEN', 'known-token');
    const requests = mockApi({ 'POST /api/sessions': () => jsonResponse(201, { userId: 3 }) });

    await createSession({ account: 'a@example.com', password: 'secret' });

    expect(requests.map((request) => request.method)).toEqual(['POST']);
  });
});
