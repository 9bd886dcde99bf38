import { QUERY_MAX_RETRIES } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, mockApi } from '../test/mock-api';
import { apiClient } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';

async function failureWithStatus(status: number): Promise<unknown> {
  mockApi({ 'GET /api/probe': () => apiErrorResponse(status, 'X', '/probe') });
  return apiClient.get('probe').catch((error: unknown) => error);
}

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404, 429])('never retries a %i', async (status) => {
    expect(shouldRetry(0, await failureWithStatus(status))).toBe(false);
  });

  it('retries server faults and network failures up to the limit', async () => {
    const serverFault = await failureWithStatus(503);
    expect(shouldRetry(0, serverFault)).toBe(true);
    expect(shouldRetry(QUERY_MAX_RETRIES - 1, serverFault)).toBe(true);
    expect(shouldRetry(QUERY_MAX_RETRIES, serverFault)).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });
});

describe('createQueryClient', () => {
  it('applies the defaults of the architecture', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({ refetchOnWindowFocus: false, networkMode: 'always', retry: shouldRetry });
  });
});
