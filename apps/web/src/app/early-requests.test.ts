import { API_ERROR_CODES } from '@tvcm/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inventoryKeys } from '../features/program-guide/api/inventory-calls';
import { toSearchParams } from '../features/program-guide/api/query-string';
import { removeUserIdHeader } from '../lib/api-client';
import { dropEarlyAnswers, takeEarlyAnswer } from '../lib/early-answers';
import { notificationKeys } from '../lib/notification-keys';
import { apiErrorResponse, jsonResponse, mockApi } from '../test/mock-api';
import { startEarlyRequests } from './early-requests';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function mockLogin(termsAccepted: boolean) {
  return mockApi({
    'GET /api/sessions': () => jsonResponse(200, { userId: 7 }),
    'GET /api/users/7': () => jsonResponse(200, { id: 7, setting: { isTermsOfService: termsAccepted } }),
    'GET /api/auth/licenses/base': () => jsonResponse(200, {}),
    'GET /api/users/7/logins': () => jsonResponse(200, {}),
    'GET /api/notifications': () => jsonResponse(200, { isUnreadBooking: true }),
  });
}

afterEach(() => {
  dropEarlyAnswers();
  removeUserIdHeader();
  vi.useRealTimers();
});

const TOP = { pathname: '/top', search: '' };
const PROGRAM_GUIDE = { pathname: '/agency/program_guide', search: '' };
const KANTO = { code: 'kanto', name: '関東', stations: [{ id: 1, name: 'みなと' }] };
const FIRST_VISIT_QUERY = { area: 'kanto', view: 'day', date: '2026-11-26', target: 'household', ratingType: 'realtime' };

describe('startEarlyRequests', () => {
  it('asks for the login and, with the user, the notifications on a page behind the login', async () => {
    const requests = mockLogin(true);
    startEarlyRequests(TOP);
    for (let turn = 0; turn < 5; turn += 1) await settle();

    expect(requests.map(({ url }) => url.pathname)).toContain('/api/notifications');
    expect(requests.map(({ url }) => url.pathname)).not.toContain('/api/areas');
    await expect(takeEarlyAnswer(notificationKeys.all)).resolves.toEqual({ isUnreadBooking: true });
  });

  it('keeps a refusal of the notifications (terms pending) for a query that takes it, which none does until the terms are accepted', async () => {
    mockApi({
      'GET /api/sessions': () => jsonResponse(200, { userId: 7 }),
      'GET /api/users/7': () => jsonResponse(200, { id: 7, setting: { isTermsOfService: false } }),
      'GET /api/auth/licenses/base': () => jsonResponse(200, {}),
      'GET /api/users/7/logins': () => jsonResponse(200, {}),
      'GET /api/notifications': () => apiErrorResponse(403, API_ERROR_CODES.termsNotAccepted, '/notifications'),
    });
    startEarlyRequests(TOP);
    for (let turn = 0; turn < 5; turn += 1) await settle();

    await expect(takeEarlyAnswer(notificationKeys.all)).rejects.toMatchObject({ response: { status: 403 } });
  });

  it("asks for the program guide's areas and, on a first visit, the timetable of the first area on the day on air", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00+09:00'));
    const requests = mockApi({
      'GET /api/sessions': () => jsonResponse(200, { userId: 7 }),
      'GET /api/users/7': () => jsonResponse(200, { id: 7 }),
      'GET /api/auth/licenses/base': () => jsonResponse(200, {}),
      'GET /api/users/7/logins': () => jsonResponse(200, {}),
      'GET /api/notifications': () => jsonResponse(200, {}),
      'GET /api/areas': () => jsonResponse(200, { areas: [KANTO] }),
      'GET /api/program-guide': () => jsonResponse(200, { slots: 'the answer' }),
    });
    startEarlyRequests(PROGRAM_GUIDE);
    await vi.waitFor(() => expect(requests.map(({ url }) => url.pathname)).toContain('/api/program-guide'));

    const guide = requests.find(({ url }) => url.pathname === '/api/program-guide');
    expect(Object.fromEntries(guide?.url.searchParams ?? [])).toEqual(FIRST_VISIT_QUERY);
    await expect(takeEarlyAnswer(inventoryKeys.areas())).resolves.toEqual({ areas: [KANTO] });
    await expect(takeEarlyAnswer(inventoryKeys.programGuide(toSearchParams(FIRST_VISIT_QUERY as never)))).resolves.toEqual({
      slots: 'the answer',
    });
  });

  it('asks for no timetable when the address names a station, which changes the conditions first', async () => {
    const requests = mockLogin(true);
    startEarlyRequests({ ...PROGRAM_GUIDE, search: '?area=kanto&station=1' });
    await vi.waitFor(() => expect(requests.map(({ url }) => url.pathname)).toContain('/api/areas'));
    for (let turn = 0; turn < 5; turn += 1) await settle();

    expect(requests.map(({ url }) => url.pathname)).not.toContain('/api/program-guide');
  });
});
