import { waitFor } from '@testing-library/react';
import { API_ERROR_CODES, CLIENT_ERROR_CODES, HANDLED_API_ERROR_CODES } from '@tvcm/contracts';
import { TimeoutError } from 'ky';
import { describe, expect, it, vi } from 'vitest';
import shellCatalogue from '../locales/ja/shell.json';
import ja from '../locales/ja/translation.json';
import { emptyResponse, jsonResponse, mockApi, type RecordedRequest } from '../test/mock-api';
import { apiClient } from './api-client';
import { fallbackMessageCode, HANDLED_CODE_MESSAGES, toMessageCode } from './error-message';
import { MessageError } from './message-error';

type Answer = () => Response | Promise<Response>;

/** Makes one call through the real API client against `answer`; returns its error and all requests. */
async function fail(answer: Answer, path = 'probe'): Promise<{ error: unknown; requests: RecordedRequest[] }> {
  const requests = mockApi({ [`GET /api/${path}`]: answer, 'POST /api/events': () => emptyResponse() });
  const error = await apiClient.get(path).catch((caught: unknown) => caught);
  return { error, requests };
}

const errorBody = (status: number, ...codes: string[]) =>
  jsonResponse(status, { errors: codes.map((code) => ({ code, statusCode: status })), path: '/probe' });

const eventsPosted = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.url.pathname === '/api/events');

/** Never answers until the client gives up (the client's timeout is shortened for this call). */
const hang: Answer = () => new Promise<Response>(() => undefined);

describe('toMessageCode: every rule of SPEC.md §8, in order', () => {
  // Each path is unique so the reporter's repeat window never hides a report from another row.
  it.each(
    [
      {
        rule: 'network failure → CES-API09003',
        answer: () => Promise.reject(new TypeError('Failed to fetch')),
        expected: 'CES-API09003',
      },
      { rule: 'status 500 → CES-API09001', answer: () => errorBody(500, API_ERROR_CODES.internal), expected: 'CES-API09001' },
      {
        rule: 'status above 500, even with a handled code → CES-API09001',
        answer: () => errorBody(503, API_ERROR_CODES.cartAreaMismatch),
        expected: 'CES-API09001',
      },
      { rule: 'no errors list → CES-API09001', answer: () => jsonResponse(400, { path: '/probe' }), expected: 'CES-API09001' },
      { rule: 'an empty errors list → CES-API09001', answer: () => errorBody(400), expected: 'CES-API09001' },
      {
        rule: 'not the contract shape at all → CES-API09001',
        answer: () => new Response('<h1>Bad request</h1>', { status: 400 }),
        expected: 'CES-API09001',
      },
      {
        rule: 'first error statusCode 404 → CES-API09002',
        answer: () => errorBody(404, API_ERROR_CODES.notFound),
        expected: 'CES-API09002',
      },
      {
        rule: 'first error 404 wins over a licence code after it',
        answer: () =>
          jsonResponse(404, {
            errors: [
              { code: 'X', statusCode: 404 },
              { code: 'LIC03001', statusCode: 403 },
            ],
            path: '/p',
          }),
        expected: 'CES-API09002',
      },
      { rule: 'a code ending in 03001 → CEA-LIC03001', answer: () => errorBody(403, 'LIC03001'), expected: 'CEA-LIC03001' },
      { rule: 'any code ending in 03001 → CEA-LIC03001', answer: () => errorBody(403, 'PNT03001'), expected: 'CEA-LIC03001' },
      {
        rule: 'a later item ending in 03001 → CEA-LIC03001',
        answer: () => errorBody(400, API_ERROR_CODES.cartAreaMismatch, 'CRT03001'),
        expected: 'CEA-LIC03001',
      },
      ...HANDLED_API_ERROR_CODES.map((code) => ({
        rule: `handled ${code} keeps its own message`,
        answer: () => errorBody(409, code),
        expected: HANDLED_CODE_MESSAGES[code],
      })),
      {
        rule: 'an unhandled code → CES-API09002',
        answer: () => errorBody(400, API_ERROR_CODES.badRequest),
        expected: 'CES-API09002',
      },
      { rule: 'an unhandled cart code → CES-API09002', answer: () => errorBody(410, 'CRT04001'), expected: 'CES-API09002' },
      {
        rule: 'outside the list: a lost session → CES-API09005',
        answer: () => errorBody(401, API_ERROR_CODES.unauthenticated),
        expected: 'CES-API09005',
      },
      {
        rule: 'outside the list: a stale anti-forgery token → CES-API09005',
        answer: () => errorBody(403, API_ERROR_CODES.xsrfMismatch),
        expected: 'CES-API09005',
      },
    ].map((row, index) => ({ ...row, path: `probe/${index}` })),
  )('$rule', async ({ answer, expected, path }) => {
    const { error } = await fail(answer, path);
    expect(toMessageCode(error)).toBe(expected);
  });

  it('timeout abort → CES-API09004', async () => {
    mockApi({ 'GET /api/slow': hang });
    vi.useFakeTimers();
    const call = apiClient.get('slow', { timeout: 20 }).catch((caught: unknown) => caught);
    // Moves the clock only after a turn of the event loop, by which the client has started its timer.
    await vi.advanceTimersByTimeAsync(20);
    const error = await call;

    expect(error).toBeInstanceOf(TimeoutError);
    expect(toMessageCode(error)).toBe('CES-API09004');
  });

  it.each([
    ['an Error', new Error('boom')],
    ['a programming slip (TypeError)', new TypeError('x is undefined')],
    ['something that is not even an Error', 'nope'],
  ])('unknown: %s → CES-API09001', (_, error) => {
    expect(toMessageCode(error)).toBe('CES-API09001');
  });

  it('lets a screen keep the messages of the codes it explains itself', async () => {
    const { error } = await fail(() => errorBody(401, API_ERROR_CODES.invalidCredentials), 'sessions');

    expect(toMessageCode(error)).toBe('CES-API09002');
    expect(toMessageCode(error, { handled: ['AUT01001'] })).toBe('AUT01001');
  });
});

describe('server faults are reported', () => {
  it('posts one error event per fault, with the page (without its query), status and code', async () => {
    window.history.replaceState(null, '', '/agency/cart/list?sort=desc');
    const { requests } = await fail(() => errorBody(502, API_ERROR_CODES.internal), 'reported');

    await waitFor(() => expect(eventsPosted(requests)).toHaveLength(1));
    expect(JSON.parse(eventsPosted(requests)[0]?.body ?? '')).toMatchObject({
      type: 'error',
      path: '/agency/cart/list',
      detail: { status: 502, code: API_ERROR_CODES.internal, method: 'GET', api: '/api/reported' },
    });
    window.history.replaceState(null, '', '/');
  });

  it('reports the same fault once while it repeats (retries, bursts), and again once it has stopped for 10 s', async () => {
    const requests = mockApi({
      'GET /api/burst': () => errorBody(500, API_ERROR_CODES.internal),
      'POST /api/events': () => emptyResponse(),
    });
    const faultAt = async (time: string) => {
      vi.setSystemTime(new Date(time));
      await apiClient.get('burst').catch(() => undefined);
    };
    const reportedTimes = () => eventsPosted(requests).map((request) => JSON.parse(request.body).occurredAt);

    vi.setSystemTime(new Date('2026-04-01T09:00:00.000Z'));
    await Promise.all(Array.from({ length: 10 }, () => apiClient.get('burst').catch(() => undefined)));
    await waitFor(() => expect(reportedTimes()).toEqual(['2026-04-01T09:00:00.000Z']));
    await faultAt('2026-04-01T09:00:09.999Z');
    await faultAt('2026-04-01T09:00:10.000Z');

    await waitFor(() => expect(reportedTimes()).toHaveLength(2));
    expect(reportedTimes()).toEqual(['2026-04-01T09:00:00.000Z', '2026-04-01T09:00:10.000Z']);
  });

  it.each([
    ['a 4xx', () => errorBody(400, API_ERROR_CODES.badRequest)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('does not report %s', async (_, answer) => {
    const { requests } = await fail(answer, 'not-reported');
    // A report would start from a dynamic import of the reporting code; none is under way.
    await vi.dynamicImportSettled();
    expect(eventsPosted(requests)).toHaveLength(0);
  });

  it.each(['events', 'events/legacy-ass'])('lets POST /%s fail silently: no error, no report of itself', async (channel) => {
    const { sendClientEvent } = await import('./client-events');
    const requests = mockApi({
      [`POST /api/${channel}`]: () => errorBody(500, API_ERROR_CODES.internal),
    });

    expect(() => sendClientEvent(apiClient, { type: 'usage' }, channel as 'events')).not.toThrow();

    await waitFor(() => expect(requests).toHaveLength(1));
    // Its own 500 raised nothing, so nothing reported it again.
    await vi.dynamicImportSettled();
    expect(requests).toHaveLength(1);
  });

  it('swallows a network failure of the event call itself', async () => {
    const { sendClientEvent } = await import('./client-events');
    const requests = mockApi({ 'POST /api/events': () => Promise.reject(new TypeError('Failed to fetch')) });

    sendClientEvent(apiClient, { type: 'usage' });
    await waitFor(() => expect(requests).toHaveLength(1));
    await vi.dynamicImportSettled();
  });
});

describe('fallbackMessageCode', () => {
  it('shows a custom message, the connection messages, or CES-API09001', async () => {
    const network = (await fail(() => Promise.reject(new TypeError('Failed to fetch')), 'fallback-network')).error;
    const conflict = (await fail(() => errorBody(409, API_ERROR_CODES.userConflict), 'fallback-conflict')).error;

    expect(fallbackMessageCode(new MessageError('CES-API09006'))).toBe('CES-API09006');
    expect(fallbackMessageCode(network)).toBe('CES-API09003');
    expect(fallbackMessageCode(Object.create(TimeoutError.prototype))).toBe('CES-API09004');
    expect(fallbackMessageCode(conflict)).toBe('CES-API09001');
    expect(fallbackMessageCode(new Error('render failure'))).toBe('CES-API09001');
  });
});

describe('the ja catalogue', () => {
  it('has polite Japanese for every message of §8, of the handled list and of §5', () => {
    const messages: Record<string, string> = ja.errors;
    for (const code of Object.values(CLIENT_ERROR_CODES)) expect(messages[code]).toMatch(/。$/);
    for (const code of Object.values(HANDLED_CODE_MESSAGES)) expect(messages[code]).toMatch(/。$/);
    for (const code of ['MEA-CRT00007', 'MEA-CRT00055', 'MEA-CRT04001']) expect(messages[code]).toMatch(/。$/);
    expect(messages['MEA-CRT00007']).toContain('{{area}}');
    expect(ja.validation.maxLength).toContain('{{max}}');
    expect(ja.validation.maxNumber).toContain('{{max}}');
    expect(ja.validation.mismatch).toContain('{{target}}');
    for (const text of [ja.validation.required, ja.validation.numeric, ja.validation.characterCountExceeded]) {
      expect(text).toMatch(/。$/);
    }
    const { messages: generic } = shellCatalogue;
    for (const text of [generic.unexpectedError, generic.fatalError, generic.addedToCart]) expect(text).toMatch(/。$/);
  });
});
