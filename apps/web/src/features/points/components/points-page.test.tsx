import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  POINT_HISTORY_CSV_HEADINGS,
  POINT_HISTORY_PAGE_SIZE,
  POINT_KIND_LABELS,
  POINT_KINDS,
  type PointHistoryEntry,
} from '@tvcm/contracts';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiHandlers, apiErrorResponse, jsonResponse, mockApi, type RecordedRequest } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { PointsPage } from './points-page';

const COMPANY = '0000A00001';
const PAGE = '/agency/point_service/points';
const HISTORIES = `GET /api/points/companies/${COMPANY}/histories`;
const routes: RouteObject[] = [{ path: PAGE, element: <PointsPage companyCode={COMPANY} /> }];

const PURCHASE: PointHistoryEntry = {
  id: 12,
  // 10:05 on 3 December in Tokyo.
  occurredAt: '2026-12-03T01:05:00.000Z',
  kind: 'PURCHASE',
  description: 'ポイント購入（100,000pt）',
  amount: 100_000,
  balanceAfter: 176_000,
  userName: '山田 太郎',
  expiresOn: '2027-12-31',
};
const USE: PointHistoryEntry = {
  id: 11,
  occurredAt: '2026-12-01T23:30:00.000Z',
  kind: 'USE',
  description: '視聴率レポート（関東・11月）',
  amount: -24_000,
  balanceAfter: 76_000,
  userName: null,
  expiresOn: null,
};

function historiesAnswer(entries: PointHistoryEntry[], total = entries.length, page = 1) {
  return jsonResponse(200, { entries, total, page, pageSize: POINT_HISTORY_PAGE_SIZE });
}

function pointsApi(handlers: ApiHandlers = {}) {
  const requests = mockApi({
    [`GET /api/points/companies/${COMPANY}/status`]: () => jsonResponse(200, { status: { balance: 76_000 } }),
    [HISTORIES]: () => historiesAnswer([PURCHASE, USE]),
    ...handlers,
  });
  const historyReads = () => requests.filter((request) => `${request.method} ${request.url.pathname}` === HISTORIES);
  return { requests, historyReads };
}

const paramsOf = (request: RecordedRequest | undefined) => Object.fromEntries(request?.url.searchParams ?? []);
const addressOf = (search: string) => Object.fromEntries(new URLSearchParams(search));
const table = () => screen.findByRole('table', { name: 'ポイント履歴の一覧' });
const fromField = () => screen.getByLabelText(/^期間（開始日）/);
const toField = () => screen.getByLabelText(/^期間（終了日）/);

beforeEach(() => {
  // 00:30 on 1 December in Tokyo, still 30 November in UTC: this month is December. Only the date
  // is fake; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T15:30:00.000Z'));
});

describe('PointsPage', () => {
  it('shows the balance and this month’s history, asking up to the day after the month’s last day', async () => {
    const { historyReads } = pointsApi();
    renderRoutes(routes, PAGE);

    expect(screen.getByRole('heading', { level: 1, name: 'ポイント' })).toBeInTheDocument();
    expect(await screen.findByText('76,000pt')).toBeInTheDocument();
    expect(screen.getByText('保有ポイント')).toBeInTheDocument();
    const history = await table();
    expect(paramsOf(historyReads()[0])).toEqual({ from: '2026-12-01', to: '2027-01-01', page: '1' });
    expect(fromField()).toHaveValue('2026-12-01');
    expect(toField()).toHaveValue('2026-12-31');
    expect(screen.getByRole('button', { name: '今月' })).toHaveAttribute('aria-pressed', 'true');

    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([...POINT_HISTORY_CSV_HEADINGS]);
    const cellsOf = (name: RegExp) =>
      [...within(history).getByRole('row', { name }).querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cellsOf(/2026\/12\/03 10:05/)).toEqual([
      '2026/12/03 10:05',
      '購入',
      'ポイント購入（100,000pt）',
      '+100,000pt',
      '176,000pt',
      '山田 太郎',
      '2027/12/31',
    ]);
    expect(cellsOf(/2026\/12\/02 08:30/)).toEqual([
      '2026/12/02 08:30',
      '利用',
      '視聴率レポート（関東・11月）',
      '\u221224,000pt',
      '76,000pt',
      '-',
      '-',
    ]);
    expect(screen.getByText('1–2件 / 全2件')).toBeInTheDocument();
  });

  it('names every kind as the CSV does', async () => {
    pointsApi();
    renderRoutes(routes, PAGE);

    const kind = within(await screen.findByRole('form', { name: 'ポイント履歴の絞り込み' })).getByRole('combobox', {
      name: '種別',
    });
    expect([...kind.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'すべて',
      ...POINT_KINDS.map((value) => POINT_KIND_LABELS[value]),
    ]);
  });

  it('narrows the period and kind through the address, which keeps the last day the user chose', async () => {
    const { historyReads } = pointsApi();
    const { user, location } = renderRoutes(routes, PAGE);
    await table();

    fireEvent.change(fromField(), { target: { value: '2026-11-10' } });
    fireEvent.change(toField(), { target: { value: '2026-11-20' } });
    await user.selectOptions(screen.getByRole('combobox', { name: '種別' }), '利用');
    await user.click(screen.getByRole('button', { name: '検索' }));

    await waitFor(() => expect(historyReads()).toHaveLength(2));
    expect(paramsOf(historyReads()[1])).toEqual({ from: '2026-11-10', to: '2026-11-21', kind: 'USE', page: '1' });
    expect(addressOf(location().search)).toEqual({ from: '2026-11-10', to: '2026-11-20', kind: 'USE' });
    expect(screen.getByRole('button', { name: '今月' })).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    { choice: '先月', from: '2026-11-01', to: '2026-11-30', sent: '2026-12-01' },
    { choice: '過去3か月', from: '2026-10-01', to: '2026-12-31', sent: '2027-01-01' },
  ])('shows $choice at once, keeping the kind chosen', async ({ choice, from, to, sent }) => {
    const { historyReads } = pointsApi();
    const { user, location } = renderRoutes(routes, `${PAGE}?kind=GRANT`);
    await table();

    await user.click(screen.getByRole('button', { name: choice }));

    await waitFor(() => expect(historyReads()).toHaveLength(2));
    expect(paramsOf(historyReads()[1])).toEqual({ from, to: sent, kind: 'GRANT', page: '1' });
    expect(addressOf(location().search)).toEqual({ from, to, kind: 'GRANT' });
    expect(fromField()).toHaveValue(from);
    expect(toField()).toHaveValue(to);
    expect(screen.getByRole('button', { name: choice })).toHaveAttribute('aria-pressed', 'true');
  });

  it('explains an end before the start on the end date and asks nothing', async () => {
    const { historyReads } = pointsApi();
    const { user, location } = renderRoutes(routes, PAGE);
    await table();

    fireEvent.change(toField(), { target: { value: '2026-11-30' } });
    await user.click(screen.getByRole('button', { name: '検索' }));

    expect(await screen.findByText('終了日は開始日以降の日付を入力してください。')).toBeInTheDocument();
    expect(toField()).toHaveAccessibleDescription('終了日は開始日以降の日付を入力してください。');
    expect(toField()).toBeInvalid();
    expect(historyReads()).toHaveLength(1);
    expect(location().search).toBe('');

    // The same day twice is one day, and allowed.
    fireEvent.change(toField(), { target: { value: '2026-12-01' } });
    await user.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(historyReads()).toHaveLength(2));
    expect(paramsOf(historyReads()[1])).toEqual({ from: '2026-12-01', to: '2026-12-02', page: '1' });
  });

  it('asks for a cleared date before sending', async () => {
    const { historyReads } = pointsApi();
    const { user } = renderRoutes(routes, PAGE);
    await table();

    fireEvent.change(fromField(), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: '検索' }));

    expect(fromField()).toHaveAccessibleDescription('必須項目です。');
    expect(historyReads()).toHaveLength(1);
  });

  it('pages through the history, keeping the filter', async () => {
    const entries = Array.from({ length: POINT_HISTORY_PAGE_SIZE }, (_, index) => ({ ...USE, id: 1000 - index }));
    const { historyReads } = pointsApi({
      [HISTORIES]: (request) =>
        request.url.searchParams.get('page') === '2' ? historiesAnswer([PURCHASE], 51, 2) : historiesAnswer(entries, 51, 1),
    });
    const { user, location } = renderRoutes(routes, `${PAGE}?from=2026-11-01&to=2026-11-30&kind=USE`);

    expect(await screen.findByText('1–50件 / 全51件')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '次のページ' }));

    expect(await screen.findByText('51–51件 / 全51件')).toBeInTheDocument();
    expect(paramsOf(historyReads().at(-1))).toEqual({ from: '2026-11-01', to: '2026-12-01', kind: 'USE', page: '2' });
    expect(addressOf(location().search)).toEqual({ from: '2026-11-01', to: '2026-11-30', kind: 'USE', page: '2' });
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
  });

  it('says so when the period has no entries', async () => {
    pointsApi({ [HISTORIES]: () => historiesAnswer([]) });
    renderRoutes(routes, PAGE);

    expect(await within(await table()).findByText('指定した期間・種別のポイント履歴はありません。')).toBeInTheDocument();
  });

  it('shows "-" for a balance it could not read, with no message', async () => {
    pointsApi({
      [`GET /api/points/companies/${COMPANY}/status`]: () => apiErrorResponse(403, 'PNT03001', '/points'),
    });
    renderRoutes(routes, PAGE, { retry: false });

    await table();
    const balance = screen.getByText('保有ポイント').closest('dl');
    await waitFor(() => expect(balance).toHaveTextContent('保有ポイント-'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('downloads the CSV of the period and kind shown, under the name the server gives it', async () => {
    const csv = `\uFEFF${POINT_HISTORY_CSV_HEADINGS.join(',')}\r\n`;
    const fileName = 'ポイント履歴_20261101-20261130.csv';
    const { requests } = pointsApi({
      [`GET /api/points/companies/${COMPANY}/histories.csv`]: () =>
        new Response(csv, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="points.csv"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
          },
        }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:points');
    // jsdom has no object URLs; a subclass keeps every other use of URL as it is.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = renderRoutes(routes, `${PAGE}?from=2026-11-01&to=2026-11-30&kind=USE&page=2`);
    await table();

    // A date changed but not applied: the CSV is of what the table shows.
    fireEvent.change(fromField(), { target: { value: '2026-11-15' } });
    await user.click(screen.getByRole('button', { name: 'CSVダウンロード' }));

    await waitFor(() => expect(saved).toEqual([`${fileName} blob:points`]));
    const download = requests.find((request) => request.url.pathname.endsWith('/histories.csv'));
    expect(paramsOf(download)).toEqual({ from: '2026-11-01', to: '2026-12-01', kind: 'USE' });
    const blob = createObjectURL.mock.calls[0]?.[0];
    // The byte order mark survives the trip, for Excel.
    expect(new Uint8Array(await (blob as Blob).arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
