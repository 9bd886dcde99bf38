import { screen, waitFor, within } from '@testing-library/react';
import type { BookingSummary } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { captureDownloads, xlsxResponse } from '../../../test/file-downloads';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { bookingRoutes, buildDetail, buildSummary } from './bookings-test-kit';

/** The body rows, without the header and the totals. */
const rows = () => {
  const body = screen.getByRole('table').querySelector('tbody');
  if (!body) throw new Error('a table body expected');
  return within(body).getAllByRole('row');
};

/** One page of the list, with totals summed from its rows (the API sums the whole filtered set). */
function listAnswer(items: BookingSummary[], total = items.length) {
  const sum = (pick: (item: BookingSummary) => number) => items.reduce((acc, item) => acc + pick(item), 0);
  return jsonResponse(200, {
    items,
    total,
    page: 1,
    pageSize: 50,
    totals: {
      units: sum((item) => item.units),
      amount: sum((item) => item.totalAmount),
      contractedUnits: sum((item) => item.contractedUnits),
      contractedAmount: sum((item) => item.contractedAmount),
    },
  });
}

const FILTER_OPTIONS = {
  'GET /api/bookings/filter-options': () =>
    jsonResponse(200, {
      stations: [
        { id: 1, name: '関東テレビ' },
        { id: 4, name: '関西テレビ' },
      ],
      advertisers: [{ id: 2, name: 'デモ食品' }],
      assignees: [],
    }),
};

describe('BookingListPage', () => {
  it('lists the buyer’s bookings, marks the ones the station has answered, and opens one', async () => {
    mockApi({
      'GET /api/bookings': () =>
        listAnswer([
          buildSummary({
            id: 8,
            applicationNumber: 'B2026-000008',
            appliedAt: '2026-11-17T03:04:00.000Z',
            status: 'PARTLY_CONTRACTED',
            needsAttention: true,
            unreadMessages: 2,
            contractedUnits: 1,
            contractedAmount: 400_000,
          }),
          buildSummary({ id: 7, applicationNumber: 'B2026-000007' }),
        ]),
      ...FILTER_OPTIONS,
      'GET /api/bookings/7': () => jsonResponse(200, buildDetail()),
    });
    const { user, location } = renderRoutes(bookingRoutes, '/agency/bookings?sort=application_date&order=desc');

    expect(await screen.findByRole('table', { name: '申込の一覧' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '申込一覧' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      '申込番号',
      expect.stringContaining('申込日時'),
      '放送局',
      'エリア',
      '広告主',
      '申込本数',
      '申込金額',
      '契約金額',
      'ステータス',
      '最終更新',
      '未読',
    ]);

    const [answered, waiting] = rows();
    if (!answered || !waiting) throw new Error('two rows expected');
    // Marked in words, not by weight or colour alone.
    expect(within(answered).getByText('新着')).toBeInTheDocument();
    expect(within(answered).getByText('一部成立')).toBeInTheDocument();
    expect(within(answered).getByText('2026/11/17 12:04')).toBeInTheDocument();
    // Applied and contracted side by side; nothing contracted before the notice.
    expect(within(answered).getByText('800,000円')).toBeInTheDocument();
    expect(within(answered).getByText('400,000円')).toBeInTheDocument();
    expect(within(answered).getByText('1本')).toBeInTheDocument();
    expect(within(waiting).getByText('—')).toBeInTheDocument();
    // The totals are the whole filtered set's, from the API.
    const footer = within(screen.getByRole('table')).getAllByRole('row').at(-1);
    if (!footer) throw new Error('a totals row expected');
    expect(within(footer).getByText('合計 2件')).toBeInTheDocument();
    expect(within(footer).getByText('1,600,000円')).toBeInTheDocument();
    expect(within(answered).getByLabelText('未読2件')).toHaveTextContent('2');
    expect(within(waiting).queryByText('新着')).toBeNull();
    expect(within(waiting).getByText('申込済')).toBeInTheDocument();
    expect(within(answered).getByRole('link', { name: 'B2026-000008' })).toHaveAttribute('href', '/agency/bookings/8');

    // A click anywhere on the row opens the booking.
    await user.click(within(waiting).getByText('関東テレビ'));
    await waitFor(() => expect(location().pathname).toBe('/agency/bookings/7'));
  });

  it('asks the API for the filters, sort and page in the address, and keeps changes there', async () => {
    const requests = mockApi({
      'GET /api/bookings': () =>
        listAnswer([buildSummary({ status: 'CONTRACTED', station: { id: 4, name: '関西テレビ', shortName: '関西TV' } })], 120),
      ...FILTER_OPTIONS,
    });
    const { user, location } = renderRoutes(bookingRoutes, '/agency/bookings?status=CONTRACTED&stationId=4');

    await screen.findByRole('table');
    const listCalls = () => requests.filter((request) => request.url.pathname === '/api/bookings');
    expect(Object.fromEntries(listCalls()[0]?.url.searchParams ?? [])).toEqual({
      status: 'CONTRACTED',
      stationId: '4',
      sort: 'application_date',
      order: 'desc',
      page: '1',
    });
    const filters = screen.getByRole('search', { name: '申込の絞り込み' });
    expect(within(filters).getByLabelText('ステータス')).toHaveValue('CONTRACTED');
    expect(await within(filters).findByRole('option', { name: '関西テレビ' })).toBeInTheDocument();
    expect(within(filters).getByLabelText('放送局')).toHaveValue('4');

    // The next page, then a sort: each in the address, a sort from the first page.
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('page')).toBe('2'));
    await waitFor(() => expect(listCalls().at(-1)?.url.searchParams.get('page')).toBe('2'));
    await user.click(screen.getByRole('button', { name: /申込金額/ }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
        sort: 'amount',
        status: 'CONTRACTED',
        stationId: '4',
      }),
    );

    // A search and another status, applied together (the form is new for the new address).
    const current = screen.getByRole('search');
    await user.type(within(current).getByLabelText('申込番号・商品名'), '冬');
    await user.selectOptions(within(current).getByLabelText('ステータス'), 'APPLIED');
    await user.click(within(current).getByRole('button', { name: '絞り込む' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
        q: '冬',
        sort: 'amount',
        status: 'APPLIED',
        stationId: '4',
      }),
    );
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'クリア' }));
    await waitFor(() => expect(location().search).toBe('?sort=amount'));
  });

  it('saves the filtered list as an Excel file: the address’s filters and order, no page', async () => {
    const fileName = '申込一覧_20261125.xlsx';
    const requests = mockApi({
      'GET /api/bookings': () => listAnswer([buildSummary({ id: 7 })], 120),
      ...FILTER_OPTIONS,
      'GET /api/bookings.xlsx': () => xlsxResponse(fileName, 'bookings-20261125.xlsx'),
    });
    const saved = captureDownloads('blob:list');
    const { user } = renderRoutes(bookingRoutes, '/agency/bookings?status=APPLIED&stationId=4&sort=amount&order=asc&page=2');
    await user.click(await screen.findByRole('button', { name: '一覧をExcelで保存' }));

    await waitFor(() => expect(saved).toEqual([`${fileName} blob:list`]));
    const download = requests.find((request) => request.url.pathname.endsWith('/bookings.xlsx'));
    expect(Object.fromEntries(download?.url.searchParams ?? [])).toEqual({
      status: 'APPLIED',
      stationId: '4',
      sort: 'amount',
      order: 'asc',
    });
  });

  it('says so when there are none', async () => {
    mockApi({ 'GET /api/bookings': () => listAnswer([], 0), ...FILTER_OPTIONS });
    renderRoutes(bookingRoutes, '/agency/bookings');
    expect(await screen.findByText('申込はまだありません。')).toBeInTheDocument();
  });

  it('says so when the filters match none', async () => {
    mockApi({ 'GET /api/bookings': () => listAnswer([], 0), ...FILTER_OPTIONS });
    renderRoutes(bookingRoutes, '/agency/bookings?status=DECLINED');
    expect(await screen.findByText('条件に合う申込はありません。')).toBeInTheDocument();
  });
});

describe('ReceptionListPage', () => {
  it('lists the applications received with the buyer, industry and assignee, marks the new ones, and opens one', async () => {
    mockApi({
      'GET /api/receptions': () =>
        listAnswer([
          buildSummary({ id: 9, applicationNumber: 'B2026-000009', needsAttention: true }),
          buildSummary({ id: 7, status: 'IN_REVIEW', assignee: { id: 3, name: '佐藤 花子' } }),
        ]),
      'GET /api/receptions/filter-options': () =>
        jsonResponse(200, { stations: [], advertisers: [], assignees: [{ id: 3, name: '佐藤 花子' }] }),
      'GET /api/receptions/9': () => jsonResponse(200, buildDetail({ id: 9, applicationNumber: 'B2026-000009' })),
    });
    const { user, location } = renderRoutes(bookingRoutes, '/station/receptions');

    expect(await screen.findByRole('table', { name: '購入受付の一覧' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      '受付番号',
      expect.stringContaining('受付日時'),
      '申込会社',
      '広告主',
      '業種',
      '申込本数',
      '申込金額',
      '契約金額',
      '放送期間',
      'ステータス',
      '担当者',
      '未読',
    ]);
    const [fresh, inReview] = rows();
    if (!fresh || !inReview) throw new Error('two rows expected');
    expect(within(fresh).getByText('新着')).toBeInTheDocument();
    expect(within(fresh).getByText('未割当')).toBeInTheDocument();
    expect(within(fresh).getByText('食品')).toBeInTheDocument();
    expect(within(fresh).getByText('デモ広告会社')).toBeInTheDocument();
    expect(within(fresh).getByText('11/23(月)〜11/24(火)')).toBeInTheDocument();
    expect(within(inReview).queryByText('新着')).toBeNull();
    expect(within(inReview).getByText('審査中')).toBeInTheDocument();
    expect(within(inReview).getByText('佐藤 花子')).toBeInTheDocument();
    // A station filters by assignee too: nobody yet, or a colleague.
    const assignee = screen.getByLabelText('担当者');
    expect(await within(assignee).findByRole('option', { name: '佐藤 花子' })).toBeInTheDocument();
    expect(within(assignee).getByRole('option', { name: '未割当' })).toBeInTheDocument();

    await user.click(within(fresh).getByRole('link', { name: 'B2026-000009' }));
    await waitFor(() => expect(location().pathname).toBe('/station/receptions/9'));
  });
});
