import { API_ERROR_CODES, POINT_HISTORY_PAGE_SIZE, type PointHistoryEntry, pointHistoriesResponseSchema } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, grantPoints } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

async function companyWithMember(options: { pointService?: boolean; userName?: string } = {}) {
  const company = await createCompany(testApp.db, { pointService: options.pointService ?? true });
  const user = await createUser(testApp.db, { companyId: company.id, ...(options.userName ? { name: options.userName } : {}) });
  return { company, user, browser: await loggedInClient(testApp, user.account) };
}

async function historyPage(browser: TestClient, companyCode: string, query: string) {
  const response = await browser.request('GET', `/api/points/companies/${companyCode}/histories?${query}`);
  expect(response.status).toBe(200);
  return pointHistoriesResponseSchema.parse(response.body);
}

const withoutIds = (entries: PointHistoryEntry[]) => entries.map(({ id: _id, ...entry }) => entry);

describe('GET /api/points/companies/:companyCode/histories', () => {
  it('answers the period newest first, with kind, signed amount, balance after, user and expiry', async () => {
    const { company, user, browser } = await companyWithMember({ userName: '山田 花子' });
    await grantPoints(testApp.db, company.id, 100_000, '新規付与', {
      kind: 'GRANT',
      at: '2026-11-02T01:00:00.000Z',
      expiresOn: '2027-11-01',
    });
    await grantPoints(testApp.db, company.id, -24_000, 'ターゲットデータ購入', {
      kind: 'USE',
      at: '2026-11-05T03:00:00.000Z',
      userId: user.id,
    });
    // Two entries in the same instant: the one written later is the newer.
    await grantPoints(testApp.db, company.id, 1_000, '取消', { kind: 'REFUND', at: '2026-11-10T00:00:00.000Z' });
    await grantPoints(testApp.db, company.id, -500, '調整', { kind: 'ADJUSTMENT', at: '2026-11-10T00:00:00.000Z' });

    const history = await historyPage(browser, company.code, 'from=2026-11-01&to=2026-12-01');

    expect(history).toMatchObject({ total: 4, page: 1, pageSize: POINT_HISTORY_PAGE_SIZE });
    expect(withoutIds(history.entries)).toEqual([
      {
        occurredAt: '2026-11-10T00:00:00.000Z',
        kind: 'ADJUSTMENT',
        description: '調整',
        amount: -500,
        balanceAfter: 76_500,
        userName: null,
        expiresOn: null,
      },
      {
        occurredAt: '2026-11-10T00:00:00.000Z',
        kind: 'REFUND',
        description: '取消',
        amount: 1_000,
        balanceAfter: 77_000,
        userName: null,
        expiresOn: null,
      },
      {
        occurredAt: '2026-11-05T03:00:00.000Z',
        kind: 'USE',
        description: 'ターゲットデータ購入',
        amount: -24_000,
        balanceAfter: 76_000,
        userName: '山田 花子',
        expiresOn: null,
      },
      {
        occurredAt: '2026-11-02T01:00:00.000Z',
        kind: 'GRANT',
        description: '新規付与',
        amount: 100_000,
        balanceAfter: 100_000,
        userName: null,
        expiresOn: '2027-11-01',
      },
    ]);
    const ids = history.entries.map((entry) => entry.id);
    expect(ids[0]).toBeGreaterThan(ids[1] ?? Number.POSITIVE_INFINITY);
  });

  it('cuts the period at JST midnight: the first and last millisecond of the JST month are in, the next ones out', async () => {
    const { company, browser } = await companyWithMember();
    const instants = [
      '2026-10-31T14:59:59.999Z', // JST 10/31 23:59:59.999
      '2026-10-31T15:00:00.000Z', // JST 11/01 00:00
      '2026-11-30T14:59:59.000Z', // JST 11/30 23:59:59
      '2026-11-30T15:00:00.000Z', // JST 12/01 00:00
    ];
    for (const at of instants) await grantPoints(testApp.db, company.id, 1_000, `境界 ${at}`, { at });

    const november = await historyPage(browser, company.code, 'from=2026-11-01&to=2026-12-01');
    expect(november.entries.map((entry) => entry.occurredAt)).toEqual([instants[2], instants[1]]);
    expect(november.total).toBe(2);

    const lastOfOctober = await historyPage(browser, company.code, 'from=2026-10-31&to=2026-11-01');
    expect(lastOfOctober.entries.map((entry) => entry.occurredAt)).toEqual([instants[0]]);
    const firstOfDecember = await historyPage(browser, company.code, 'from=2026-12-01&to=2026-12-02');
    expect(firstOfDecember.entries.map((entry) => entry.occurredAt)).toEqual([instants[3]]);
  });

  it('pages the entries and counts them all', async () => {
    const { company, browser } = await companyWithMember();
    const count = POINT_HISTORY_PAGE_SIZE + 5;
    for (let index = 0; index < count; index += 1) {
      const at = new Date(Date.parse('2026-11-01T00:00:00.000Z') + index * 60_000).toISOString();
      await grantPoints(testApp.db, company.id, 100, `付与 ${index}`, { at });
    }
    const query = 'from=2026-11-01&to=2026-11-02';

    const first = await historyPage(browser, company.code, query);
    const second = await historyPage(browser, company.code, `${query}&page=2`);
    const beyond = await historyPage(browser, company.code, `${query}&page=3`);

    expect(first.entries).toHaveLength(POINT_HISTORY_PAGE_SIZE);
    expect(first.entries[0]?.description).toBe(`付与 ${count - 1}`);
    expect(second).toMatchObject({ total: count, page: 2 });
    expect(second.entries.map((entry) => entry.description)).toEqual(['付与 4', '付与 3', '付与 2', '付与 1', '付与 0']);
    expect(beyond).toMatchObject({ entries: [], total: count, page: 3 });
  });

  it('narrows to one kind, in the entries and the total', async () => {
    const { company, browser } = await companyWithMember();
    const at = '2026-11-03T00:00:00.000Z';
    await grantPoints(testApp.db, company.id, 10_000, '付与', { kind: 'GRANT', at });
    await grantPoints(testApp.db, company.id, -3_000, '利用 1', { kind: 'USE', at });
    await grantPoints(testApp.db, company.id, -2_000, '利用 2', { kind: 'USE', at });
    await grantPoints(testApp.db, company.id, -1_000, '失効', { kind: 'EXPIRY', at });

    const uses = await historyPage(browser, company.code, 'from=2026-11-01&to=2026-12-01&kind=USE');

    expect(uses.total).toBe(2);
    expect(uses.entries.map((entry) => [entry.kind, entry.description])).toEqual([
      ['USE', '利用 2'],
      ['USE', '利用 1'],
    ]);
  });

  it("refuses another company's history, and an unknown code the same way", async () => {
    const { browser } = await companyWithMember();
    const other = await createCompany(testApp.db, { pointService: true });
    await grantPoints(testApp.db, other.id, 5_000, '他社の付与', { at: '2026-11-03T00:00:00.000Z' });
    for (const code of [other.code, 'NOSUCHCODE1']) {
      const response = await browser.request('GET', `/api/points/companies/${code}/histories?from=2026-11-01&to=2026-12-01`);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        errors: [{ code: API_ERROR_CODES.forbidden, statusCode: 403 }],
        path: `/points/companies/${code}/histories`,
      });
    }
  });

  it('refuses a company without the point service with a licence error', async () => {
    const { company, browser } = await companyWithMember({ pointService: false });
    const response = await browser.request(
      'GET',
      `/api/points/companies/${company.code}/histories?from=2026-11-01&to=2026-12-01`,
    );
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.licenceMissing }] });
  });

  // One member for the refusals below: each logs in only once.
  let sharedMember: Awaited<ReturnType<typeof companyWithMember>>;
  beforeAll(async () => {
    sharedMember = await companyWithMember();
  });

  it.each([
    ['an end before the start', 'from=2026-11-10&to=2026-11-01'],
    ['an empty period', 'from=2026-11-10&to=2026-11-10'],
    ['a date that does not exist', 'from=2026-11-01&to=2026-13-01'],
    ['a date in another form', 'from=2026/11/01&to=2026-12-01'],
    ['an unknown kind', 'from=2026-11-01&to=2026-12-01&kind=GIFT'],
    ['a period over the longest', 'from=2020-01-01&to=2026-01-01'],
    ['no end', 'from=2026-11-01'],
    ['page zero', 'from=2026-11-01&to=2026-12-01&page=0'],
    ['an unknown parameter', 'from=2026-11-01&to=2026-12-01&user=1'],
  ])('refuses %s with VAL00001', async (_what, query) => {
    const { company, browser } = sharedMember;
    const response = await browser.request('GET', `/api/points/companies/${company.code}/histories?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.badRequest, statusCode: 400 }] });
  });
});
