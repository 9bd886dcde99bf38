import { API_ERROR_CODES } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const storedEvents = () => testApp.db.selectFrom('client_events').selectAll().orderBy('id').execute();

describe('POST /api/events and /api/events/legacy-ass', () => {
  it('stores an error report with the reporting user, on each channel', async () => {
    const user = await createUser(testApp.db);
    const browser = new TestClient(testApp.baseUrl);
    await browser.login(user.account, TEST_PASSWORD);
    const report = { type: 'error', message: '予期しないエラー', path: '/top?x=1', detail: { status: 500, code: 'SYS05001' } };

    expect((await browser.request('POST', '/api/events', { body: report })).status).toBe(204);
    expect((await browser.request('POST', '/api/events/legacy-ass', { body: { type: 'page-view' } })).status).toBe(204);

    const events = await storedEvents();
    const mine = events.filter((event) => event.user_id === user.id);
    expect(mine.map((event) => [event.channel, event.type])).toEqual([
      ['events', 'error'],
      ['legacy-ass', 'page-view'],
    ]);
    // The page is kept without its query string.
    expect(JSON.parse(mine[0]?.payload ?? '{}')).toEqual({ ...report, path: '/top' });
  });

  it('keeps no mail-link token of a report, in its page, message or details', async () => {
    const token = 'Q2hlY2tzIHRoYXQgdGhlIHRva2VuIGlzIGdvbmU';
    const report = {
      type: 'error',
      message: `GET /api/password-resets/tokens/${token} failed`,
      path: `/public/pages/password_reset?token=${token}`,
      detail: { url: `https://tvcm.example.jp/public/pages/entry?token=${token}&x=1`, status: 410 },
    };
    const anonymous = new TestClient(testApp.baseUrl);
    expect((await anonymous.request('POST', '/api/events', { body: report })).status).toBe(204);

    const stored = (await storedEvents()).at(-1);
    expect(stored?.payload).not.toContain(token);
    expect(JSON.parse(stored?.payload ?? '{}')).toEqual({
      type: 'error',
      message: 'GET /api/password-resets/tokens/[redacted] failed',
      path: '/public/pages/password_reset',
      detail: { url: 'https://tvcm.example.jp/public/pages/entry?token=[redacted]&x=1', status: 410 },
    });
  });

  it('accepts reports from visitors who are not logged in', async () => {
    const response = await new TestClient(testApp.baseUrl).request('POST', '/api/events', { body: { type: 'error' } });
    expect(response.status).toBe(204);
  });

  it('answers bad bodies with 400, never 500, and stores nothing', async () => {
    const before = (await storedEvents()).length;
    const browser = new TestClient(testApp.baseUrl);
    const bad = [
      { body: {} },
      { body: { type: '' } },
      { body: { type: 'x'.repeat(65) } },
      { body: { type: 'error', unexpected: true } },
      { body: { type: 'error', detail: { nested: { deep: 1 } } } },
      { body: [1, 2, 3] },
      { rawBody: 'not json', headers: { 'content-type': 'application/json' } },
    ];
    for (const options of bad) {
      const response = await browser.request('POST', '/api/events', options);
      expect(response.status, JSON.stringify(options)).toBe(400);
      expect(response.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.badRequest, statusCode: 400 }] });
    }
    const huge = await browser.request('POST', '/api/events', { body: { type: 'error', message: 'x'.repeat(20_000) } });
    expect(huge.status).toBe(413);
    expect((await storedEvents()).length).toBe(before);
  });
});
