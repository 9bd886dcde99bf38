import { afterEach, describe, expect, it } from 'vitest';
import { removeUserIdHeader } from '../../../lib/api-client';
import { apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { requestSessionEarly, takeEarlySession } from './early-session';

afterEach(() => {
  takeEarlySession();
  removeUserIdHeader();
});

describe('the early session request', () => {
  it('is nothing until asked for', () => {
    expect(takeEarlySession()).toBeUndefined();
  });

  it('is handed out once, to the first session query', async () => {
    const requests = mockApi({ 'GET /api/sessions': () => jsonResponse(200, { userId: 7 }) });
    requestSessionEarly();
    await expect(takeEarlySession()).resolves.toEqual({ userId: 7 });
    expect(takeEarlySession()).toBeUndefined();
    expect(requests).toHaveLength(1);
  });

  it('keeps a failure for whoever takes it, without an unhandled rejection', async () => {
    mockApi({ 'GET /api/sessions': () => apiErrorResponse(401, 'CES-AUT01001', '/sessions') });
    requestSessionEarly();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlySession()).rejects.toMatchObject({ response: { status: 401 } });
  });
});
