import { API_ERRORS, QUERY_MAX_RETRIES } from '@tvcm/contracts';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, jsonResponse, mockApi } from '../test/mock-api';
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetry } from './query-client';
import { onTermsRefusal } from './terms-refusal';
import { useToastStore } from './toasts';

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

describe('failures as toasts', () => {
  const messages = () => useToastStore.getState().toasts.map((toast) => toast.message);
  const UNEXPECTED = '予期しないエラーが発生しました。お手数ですが、システム管理者にお問い合わせください。';

  it('turns a burst of 10 concurrent failing calls into one toast', async () => {
    mockApi({ 'POST /api/probe': () => apiErrorResponse(400, 'VAL00001', '/probe') });
    const queryClient = createQueryClient();

    await Promise.all(
      Array.from({ length: 10 }, () =>
        queryClient
          .getMutationCache()
          .build(queryClient, { mutationFn: () => apiClient.post('probe').json() })
          .execute(undefined)
          .catch(() => undefined),
      ),
    );

    expect(messages()).toEqual([UNEXPECTED]);
  });

  it('leaves a first failure to the screen, and toasts a failed refresh of data on screen', async () => {
    let fail = true;
    mockApi({ 'GET /api/probe': () => (fail ? apiErrorResponse(409, 'USR00011', '/probe') : jsonResponse(200, { ok: true })) });
    const queryClient = createQueryClient();
    const options = { queryKey: ['probe'], queryFn: () => apiClient.get('probe').json(), retry: false };

    await queryClient.fetchQuery(options).catch(() => undefined);
    expect(messages()).toEqual([]);

    fail = false;
    await queryClient.fetchQuery(options);
    fail = true;
    await queryClient.refetchQueries({ queryKey: ['probe'] });
    expect(messages()).toEqual(['ユーザー情報が他の操作で更新されています。画面を再読み込みしてから、再度お試しください。']);
  });

  it('toasts every failure of a query no screen reports, and none of a silent one', async () => {
    mockApi({ 'GET /api/probe': () => apiErrorResponse(409, 'USR00011', '/probe') });
    const queryClient = createQueryClient();
    const fetch = (errorToast: boolean) =>
      queryClient
        .fetchQuery({
          queryKey: ['probe', errorToast],
          queryFn: () => apiClient.get('probe').json(),
          retry: false,
          meta: { errorToast },
        })
        .catch(() => undefined);

    await fetch(false);
    expect(messages()).toEqual([]);
    await fetch(true);
    expect(messages()).toHaveLength(1);
  });

  it('lets a mutation opt out when its screen explains the failure itself', async () => {
    mockApi({ 'POST /api/probe': () => apiErrorResponse(400, 'VAL00001', '/probe') });
    const queryClient = createQueryClient();

    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => apiClient.post('probe').json(), meta: { errorToast: false } })
      .execute(undefined)
      .catch(() => undefined);

    expect(messages()).toEqual([]);
  });

  it("toasts only the failures a mutation does not name as its screen's own", async () => {
    let code = 'CRT00055';
    mockApi({ 'POST /api/probe': () => apiErrorResponse(409, code, '/probe') });
    const queryClient = createQueryClient();
    const run = () =>
      queryClient
        .getMutationCache()
        .build(queryClient, {
          mutationFn: () => apiClient.post('probe').json(),
          meta: { handledByScreen: (error) => error instanceof ApiError && error.code === 'CRT00055' },
        })
        .execute(undefined)
        .catch(() => undefined);

    await run();
    expect(messages()).toEqual([]);
    code = 'VAL00001';
    await run();
    expect(messages()).toHaveLength(1);
  });

  it('reports a refusal for terms not accepted (AUT03004) to the terms gate instead of toasting it', async () => {
    const { code, status } = API_ERRORS.termsNotAccepted;
    mockApi({
      'GET /api/probe': () => apiErrorResponse(status, code, '/probe'),
      'POST /api/probe': () => apiErrorResponse(status, code, '/probe'),
    });
    const refusals = vi.fn();
    const stopListening = onTermsRefusal(refusals);
    const queryClient = createQueryClient();

    await queryClient
      .fetchQuery({ queryKey: ['probe'], queryFn: () => apiClient.get('probe').json(), meta: { errorToast: true } })
      .catch(() => undefined);
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => apiClient.post('probe').json() })
      .execute(undefined)
      .catch(() => undefined);
    stopListening();

    expect(refusals).toHaveBeenCalledTimes(2);
    expect(messages()).toEqual([]);
  });
});

describe('a server that cannot be reached', () => {
  const messages = () => useToastStore.getState().toasts.map((toast) => toast.message);
  const NETWORK_FAILURE = 'サーバーに接続できません。ネットワーク環境をご確認ください。';

  it('is a toast at the first failed attempt of a toasting query, before its retries, and stays one toast', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    mockApi({
      'GET /api/probe': () => {
        attempts += 1;
        throw new TypeError('Failed to fetch');
      },
    });
    const queryClient = createQueryClient();
    const polled = queryClient
      .fetchQuery({ queryKey: ['probe'], queryFn: () => apiClient.get('probe').json(), meta: { errorToast: true } })
      .catch(() => undefined);

    await vi.waitFor(() => expect(attempts).toBe(1), { timeout: 15_000 });
    await vi.waitFor(() => expect(messages()).toEqual([NETWORK_FAILURE]), { timeout: 15_000 });
    expect(attempts).toBe(1);

    // The retries (SPEC.md §7) still run, and their final failure replaces the toast.
    await vi.runAllTimersAsync();
    await polled;
    expect(attempts).toBe(1 + QUERY_MAX_RETRIES);
    expect(messages()).toEqual([NETWORK_FAILURE]);
  });

  it('says nothing early for a silent query, nor for a first load its screen reports', async () => {
    vi.useFakeTimers();
    mockApi({
      'GET /api/probe': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const queryClient = createQueryClient();
    const fetches = [
      queryClient.fetchQuery({ queryKey: ['silent'], queryFn: () => apiClient.get('probe').json(), meta: { errorToast: false } }),
      queryClient.fetchQuery({ queryKey: ['screen'], queryFn: () => apiClient.get('probe').json() }),
    ].map((fetching) => fetching.catch(() => undefined));

    await vi.runAllTimersAsync();
    await Promise.all(fetches);
    expect(messages()).toEqual([]);
  });
});
