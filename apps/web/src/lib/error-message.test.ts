import { API_ERROR_CODES, CLIENT_ERROR_CODES, HANDLED_API_ERROR_CODES } from '@tvcm/contracts';
import { TimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';
import ja from '../locales/ja/translation.json';
import { apiErrorResponse, jsonResponse, mockApi } from '../test/mock-api';
import { apiClient } from './api-client';
import { HANDLED_CODE_MESSAGES, toMessageCode } from './error-message';

async function failureOf(response: Response): Promise<unknown> {
  mockApi({ 'GET /api/probe': () => response });
  return apiClient.get('probe').catch((error: unknown) => error);
}

describe('toMessageCode', () => {
  it.each([
    ['a server fault', () => apiErrorResponse(500, 'SYS05001', '/probe'), CLIENT_ERROR_CODES.unexpectedRetry],
    ['an answer without an errors list', () => jsonResponse(400, { path: '/probe' }), CLIENT_ERROR_CODES.unexpectedRetry],
    ['an empty errors list', () => jsonResponse(400, { errors: [], path: '/probe' }), CLIENT_ERROR_CODES.unexpectedRetry],
    ['a 404', () => apiErrorResponse(404, 'SYS04041', '/probe'), CLIENT_ERROR_CODES.unexpectedContactAdmin],
    ['a missing licence', () => apiErrorResponse(403, 'LIC03001', '/probe'), CLIENT_ERROR_CODES.licenceMissing],
    ['a handled cart error', () => apiErrorResponse(400, 'CRT00007', '/probe'), 'MEA-CRT00007'],
    ['a handled user error', () => apiErrorResponse(409, 'USR00015', '/probe'), 'USR00015'],
    ['an unhandled code', () => apiErrorResponse(400, 'VAL00001', '/probe'), CLIENT_ERROR_CODES.unexpectedContactAdmin],
    ['a stale anti-forgery token', () => apiErrorResponse(403, 'AUT03003', '/probe'), CLIENT_ERROR_CODES.connectionState],
  ])('maps %s', async (_, response, expected) => {
    expect(toMessageCode(await failureOf(response()))).toBe(expected);
  });

  it('lets a screen keep the messages of the codes it explains itself', async () => {
    const error = await failureOf(apiErrorResponse(401, API_ERROR_CODES.invalidCredentials, '/sessions'));

    expect(toMessageCode(error)).toBe(CLIENT_ERROR_CODES.unexpectedContactAdmin);
    expect(toMessageCode(error, { handled: ['AUT01001'] })).toBe('AUT01001');
  });

  it('maps failures that never got an answer', () => {
    expect(toMessageCode(new TypeError('Failed to fetch'))).toBe(CLIENT_ERROR_CODES.networkFailure);
    expect(toMessageCode(Object.create(TimeoutError.prototype))).toBe(CLIENT_ERROR_CODES.timeout);
    expect(toMessageCode(new Error('boom'))).toBe(CLIENT_ERROR_CODES.unexpectedRetry);
    expect(toMessageCode('not even an error')).toBe(CLIENT_ERROR_CODES.unexpectedRetry);
  });

  it('has a message for every code of the handled list and every client code', () => {
    for (const code of HANDLED_API_ERROR_CODES) expect(HANDLED_CODE_MESSAGES[code]).toBeDefined();
    for (const code of Object.values(CLIENT_ERROR_CODES)) expect(ja.errors[code]).toBeTruthy();
  });
});
