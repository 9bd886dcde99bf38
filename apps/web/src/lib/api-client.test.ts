import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../test/cookies';
import { apiErrorResponse, jsonResponse, mockApi } from '../test/mock-api';
import { apiClient, removeAuthorizationHeader, removeUserIdHeader, setAuthorizationHeader, setUserIdHeader } from './api-client';
import { ApiError } from './api-error';

afterEach(() => {
  removeUserIdHeader();
  removeAuthorizationHeader();
});

describe('apiClient', () => {
  it('calls the API under /api on the page origin', async () => {
    const requests = mockApi({ 'GET /api/things': () => jsonResponse(200, {}) });

    await apiClient.get('things');

    expect(requests[0]?.url.href).toBe(`${window.location.origin}/api/things`);
  });

  it('echoes the anti-forgery cookie on state-changing calls only', async () => {
    setCookie('XSRF-TOKEN', 'abc%2F123');
    const requests = mockApi({
      'GET /api/things': () => jsonResponse(200, {}),
      'POST /api/things': () => jsonResponse(201, {}),
      'DELETE /api/things': () => new Response(null, { status: 204 }),
    });

    await apiClient.get('things');
    await apiClient.post('things', { json: {} });
    await apiClient.delete('things');

    expect(requests.map((request) => request.headers.get('X-XSRF-TOKEN'))).toEqual([null, 'abc/123', 'abc/123']);
  });

  it('adds the user-id and authorization headers between set and remove', async () => {
    const requests = mockApi({ 'GET /api/things': () => jsonResponse(200, {}) });

    setUserIdHeader(5);
    setAuthorizationHeader('Bearer token-1');
    await apiClient.get('things');
    removeUserIdHeader();
    removeAuthorizationHeader();
    await apiClient.get('things');

    expect(requests[0]?.headers.get('X-User-ID')).toBe('5');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(requests[1]?.headers.has('X-User-ID')).toBe(false);
    expect(requests[1]?.headers.has('Authorization')).toBe(false);
  });

  it('turns an error answer into an ApiError with the parsed body', async () => {
    mockApi({ 'GET /api/things': () => apiErrorResponse(409, 'USR00011', '/things') });

    const error = await apiClient.get('things').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'USR00011', body: { path: '/things' } });
  });

  it('keeps the status but no body when the error answer is not the contract shape', async () => {
    mockApi({
      'GET /api/html': () => new Response('<h1>Bad gateway</h1>', { status: 502 }),
      'GET /api/other': () => jsonResponse(400, { message: 'nope' }),
    });

    const html = await apiClient.get('html').catch((caught: unknown) => caught);
    const other = await apiClient.get('other').catch((caught: unknown) => caught);

    expect(html).toMatchObject({ status: 502, body: null, code: undefined });
    expect(other).toMatchObject({ status: 400, body: null });
  });

  it('does not retry by itself, leaving that to TanStack Query', async () => {
    const requests = mockApi({ 'GET /api/things': () => jsonResponse(503, {}) });

    await apiClient.get('things').catch(() => undefined);

    expect(requests).toHaveLength(1);
  });
});

describe('request timeout', () => {
  const timeoutWith = async (content: string | null) => {
    document.head.querySelector('meta[name="tvcm-request-timeout-ms"]')?.remove();
    if (content !== null)
      document.head.insertAdjacentHTML('beforeend', `<meta name="tvcm-request-timeout-ms" content="${content}" />`);
    vi.resetModules();
    const { REQUEST_TIMEOUT_MS } = await import('./api-client');
    document.head.querySelector('meta[name="tvcm-request-timeout-ms"]')?.remove();
    return REQUEST_TIMEOUT_MS;
  };

  it('is the spec’s 300000 ms unless the page says the deployment waits less', async () => {
    expect(await timeoutWith(null)).toBe(300_000);
    expect(await timeoutWith('2000')).toBe(2_000);
    expect(await timeoutWith('900000')).toBe(300_000);
    expect(await timeoutWith('soon')).toBe(300_000);
  });
});
