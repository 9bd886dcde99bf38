import { API_ERROR_CODES, POINT_HISTORY_CSV_HEADINGS, POINT_HISTORY_CSV_MAX_ROWS } from '@tvcm/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/session-auth';
import { createCompany, createUser, grantPoints } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { jstDateTime, spreadsheetText } from './point-history-csv';

let testApp: TestApp;
let company: Awaited<ReturnType<typeof createCompany>>;
let browser: TestClient;

const BOM = [0xef, 0xbb, 0xbf];

beforeAll(async () => {
  testApp = await startTestApp();
  company = await createCompany(testApp.db, { pointService: true });
  const user = await createUser(testApp.db, { companyId: company.id, name: '@山田 花子' });
  browser = await loggedInClient(testApp, user.account);
  // Outside November in JST: 10/31 23:59.
  await grantPoints(testApp.db, company.id, 500, '十月の付与', { kind: 'GRANT', at: '2026-10-31T14:59:00.000Z' });
  await grantPoints(testApp.db, company.id, 100_000, 'ポイント購入（10万ポイントパック）', {
    kind: 'PURCHASE',
    at: '2026-10-31T15:00:00.000Z',
    userId: user.id,
    expiresOn: '2027-10-31',
  });
  await grantPoints(testApp.db, company.id, -24_000, '=HYPERLINK("https://example.com","開く")', {
    kind: 'USE',
    at: '2026-11-15T03:04:00.000Z',
  });
  await grantPoints(testApp.db, company.id, 2_000, '返還, 一部\n（重複分）', { kind: 'REFUND', at: '2026-11-30T14:59:59.000Z' });
  // Outside November in JST: 12/01 00:00.
  await grantPoints(testApp.db, company.id, -1_000, '十二月の利用', { kind: 'USE', at: '2026-11-30T15:00:00.000Z' });
});
afterAll(() => testApp.close());

/** The bytes as the browser saves them: fetch's text() would drop the byte-order mark. */
async function download(query: string) {
  const response = await fetch(`${testApp.baseUrl}/api/points/companies/${company.code}/histories.csv?${query}`, {
    headers: { cookie: `${SESSION_COOKIE}=${browser.cookie(SESSION_COOKIE) ?? ''}` },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const textOf = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(BOM.length));

describe('GET /api/points/companies/:companyCode/histories.csv', () => {
  it('writes the period for Excel: byte-order mark, CRLF, headings, JST times, Japanese names and a Japanese file name', async () => {
    const { response, bytes } = await download('from=2026-11-01&to=2026-12-01');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="points.csv"; filename*=UTF-8''${encodeURIComponent('ポイント履歴_2026-11-01_2026-11-30.csv')}`,
    );
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    const text = textOf(bytes);
    expect(text.split('\r\n')[0]).toBe(POINT_HISTORY_CSV_HEADINGS.join(','));
    expect(text.endsWith('\r\n')).toBe(true);
    // Every line end outside a quoted cell is CRLF: the one bare LF is inside the refund's quoted description.
    expect(text.replaceAll('\r\n', '').split('\n')).toHaveLength(2);

    expect(parse(text, { record_delimiter: '\r\n' })).toEqual([
      [...POINT_HISTORY_CSV_HEADINGS],
      ['2026/11/30 23:59', '返還', '返還, 一部\n（重複分）', '2000', '78500', '', ''],
      ['2026/11/15 12:04', '利用', `'=HYPERLINK("https://example.com","開く")`, '-24000', '76500', '', ''],
      ['2026/11/01 00:00', '購入', 'ポイント購入（10万ポイントパック）', '100000', '100500', "'@山田 花子", '2027/10/31'],
    ]);
  });

  it('filters as the pages do: by kind, and the period alone decides the rows, whatever the page', async () => {
    const { bytes } = await download('from=2026-10-01&to=2026-12-02&kind=USE&page=2');
    const rows = parse(textOf(bytes), { record_delimiter: '\r\n' }) as string[][];
    expect(rows.map((row) => row[2])).toEqual(['内容', '十二月の利用', `'=HYPERLINK("https://example.com","開く")`]);

    const pages = await browser.request(
      'GET',
      `/api/points/companies/${company.code}/histories?from=2026-10-01&to=2026-12-02&kind=USE`,
    );
    expect(pages.body).toMatchObject({ total: rows.length - 1 });
  });

  it('writes the headings alone for a period without entries', async () => {
    const { bytes } = await download('from=2027-01-01&to=2027-02-01');
    expect(textOf(bytes)).toBe(`${POINT_HISTORY_CSV_HEADINGS.join(',')}\r\n`);
  });

  it("refuses another company's file and a bad period as the pages do", async () => {
    const other = await createCompany(testApp.db, { pointService: true });
    const refused = await browser.request(
      'GET',
      `/api/points/companies/${other.code}/histories.csv?from=2026-11-01&to=2026-12-01`,
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.forbidden }] });

    const backwards = await browser.request(
      'GET',
      `/api/points/companies/${company.code}/histories.csv?from=2026-12-01&to=2026-11-01`,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ errors: [{ code: API_ERROR_CODES.badRequest }] });
  });
});

describe('a period with more entries than one file holds', () => {
  it('is refused with VAL00001 naming the limit, not cut short', async () => {
    const crowded = await createCompany(testApp.db, { pointService: true });
    const user = await createUser(testApp.db, { companyId: crowded.id });
    const member = await loggedInClient(testApp, user.account);
    // Written straight into the ledger (inserting is what the triggers allow): the limit's worth
    // of entries through the ledger one by one would take minutes.
    const start = Date.parse('2026-11-01T00:00:00.000Z');
    const rows = Array.from({ length: POINT_HISTORY_CSV_MAX_ROWS + 1 }, (_, index) => ({
      company_id: crowded.id,
      kind: 'GRANT' as const,
      amount: 1,
      reason: '付与',
      balance_after: index + 1,
      created_at: new Date(start + index * 60_000).toISOString(),
    }));
    for (let offset = 0; offset < rows.length; offset += 1_000) {
      await testApp.db
        .insertInto('point_transactions')
        .values(rows.slice(offset, offset + 1_000))
        .execute();
    }
    const path = `/api/points/companies/${crowded.code}/histories.csv`;

    const refused = await member.request('GET', `${path}?from=2026-11-01&to=2027-01-01`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errors: [{ code: API_ERROR_CODES.badRequest, statusCode: 400, params: { maxRows: String(POINT_HISTORY_CSV_MAX_ROWS) } }],
      path: `/points/companies/${crowded.code}/histories.csv`,
    });
    // One a minute from JST 11/01 09:00: that day alone holds 900 of them, which fit.
    const oneDay = await member.request('GET', `${path}?from=2026-11-01&to=2026-11-02`);
    expect(oneDay.status).toBe(200);
    expect(String(oneDay.body).trimEnd().split('\r\n')).toHaveLength(1 + 15 * 60);
  });
});

describe('CSV cells', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+81 3', "'+81 3"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tタブ', "'\tタブ"],
    ['\r改行', "'\r改行"],
    ['枠購入 =1', '枠購入 =1'],
    ['', ''],
  ])('keeps %j as text: %j', (text, written) => {
    expect(spreadsheetText(text)).toBe(written);
  });

  it('writes instants in JST, across the date line', () => {
    expect(jstDateTime('2026-12-31T14:59:59.999Z')).toBe('2026/12/31 23:59');
    expect(jstDateTime('2026-12-31T15:00:00.000Z')).toBe('2027/01/01 00:00');
  });
});
