import { screen, waitFor, within } from '@testing-library/react';
import { API_ERROR_CODES, type BookingDetail, type DigitalBookingItem } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { buildOneDayProduct, buildStreamingBookingItem, buildStreamingProduct } from '../../../test/digital-products';
import { apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { pasteInto } from '../../../test/paste-into';
import { renderRoutes } from '../../../test/render-routes';
import { bookingRoutes, buildDetail, buildSummary } from './bookings-test-kit';

const EMPTY_LIST = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 50,
  totals: { units: 0, amount: 0, contractedUnits: 0, contractedAmount: 0 },
};
const NO_OPTIONS = { stations: [], advertisers: [], assignees: [] };
const ALL_CHECKED = { screening: true, material: true, competitors: true, units: true, timeLimit: true };

/** A streaming application: 500,000 impressions of a drama's catch-up and a 1-day masthead. */
function streamingBooking(overrides: Partial<BookingDetail> = {}, streaming: Partial<DigitalBookingItem> = {}): BookingDetail {
  return buildDetail({
    status: 'IN_REVIEW',
    items: [],
    digitalItems: [
      buildStreamingBookingItem(streaming),
      buildStreamingBookingItem({
        id: 22,
        kind: 'oneday',
        units: 1,
        impressions: 250_000,
        unitPrice: 500_000,
        amount: 500_000,
        streaming: null,
        oneDay: buildOneDayProduct(),
        remaining: 0,
      }),
    ],
    ...overrides,
  });
}

/** Contracted, its streaming item past its window (1–10 November 2025). */
function contractedBooking(item: Partial<DigitalBookingItem> = {}): BookingDetail {
  const past = buildStreamingProduct({ deliveryStart: '2025-11-01', deliveryEnd: '2025-11-10' });
  return streamingBooking(
    { status: 'CONTRACTED', isOpen: false, checklist: ALL_CHECKED },
    { status: 'CONTRACTED', streaming: past, ...item },
  );
}

describe('streaming booking lists', () => {
  it('asks /api/cu/bookings for the buyer’s streaming applications and opens one under /agency/cu', async () => {
    const requests = mockApi({
      'GET /api/cu/bookings': () => jsonResponse(200, { ...EMPTY_LIST, items: [buildSummary()], total: 1 }),
      'GET /api/cu/bookings/filter-options': () => jsonResponse(200, NO_OPTIONS),
    });
    renderRoutes(bookingRoutes, '/agency/cu/bookings?sort=application_date&order=desc');

    expect(await screen.findByRole('heading', { level: 1, name: '申込一覧（配信サービス）' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'B2026-000007' })).toHaveAttribute('href', '/agency/cu/bookings/7');
    // No TV units: a streaming booking's mix thousands of impressions and days.
    expect(screen.queryByRole('columnheader', { name: /申込本数/ })).not.toBeInTheDocument();
    const paths = requests.map((request) => request.url.pathname);
    expect(paths).toContain('/api/cu/bookings');
    expect(paths.every((path) => path.startsWith('/api/cu/bookings'))).toBe(true);
  });

  it('asks /api/cu/receptions for the station’s streaming receptions', async () => {
    const requests = mockApi({
      'GET /api/cu/receptions': () => jsonResponse(200, EMPTY_LIST),
      'GET /api/cu/receptions/filter-options': () => jsonResponse(200, NO_OPTIONS),
    });
    renderRoutes(bookingRoutes, '/station/cu/receptions');

    expect(await screen.findByRole('heading', { level: 1, name: '購入受付一覧（配信サービス）' })).toBeInTheDocument();
    expect(await screen.findByText('購入受付はまだありません。')).toBeInTheDocument();
    expect(requests.map((request) => request.url.pathname).sort()).toEqual([
      '/api/cu/receptions',
      '/api/cu/receptions/filter-options',
    ]);
  });
});

describe('StreamingBookingDetailPage', () => {
  it('shows the impressions accepted beside those applied for, and the delivery with its shortfall and note, with its own sheet', async () => {
    mockApi({
      'GET /api/cu/bookings/7': () =>
        jsonResponse(
          200,
          contractedBooking({
            impressions: 400_000,
            appliedImpressions: 500_000,
            units: 400,
            amount: 480_000,
            deliveredImpressions: 380_000,
            deliveryNote: '年末の視聴減により未達',
          }),
        ),
      'GET /api/notifications': () => jsonResponse(200, {}),
    });
    renderRoutes(bookingRoutes, '/agency/cu/bookings/7');

    const table = await screen.findByRole('table', { name: '配信明細' });
    const [, streaming] = within(table).getAllByRole('row');
    if (!streaming) throw new Error('a streaming row expected');
    expect(within(streaming).getByText('400,000')).toBeInTheDocument();
    expect(within(streaming).getByText('申込 500,000')).toBeInTheDocument();
    expect(within(streaming).getByText('配信 380,000')).toBeInTheDocument();
    expect(within(streaming).getByText('不足 20,000（5.0%）')).toBeInTheDocument();
    expect(within(streaming).getByText('年末の視聴減により未達')).toBeInTheDocument();
    // The facts count impressions over the delivery period, not units over an air period.
    expect(screen.getAllByText('配信期間').map((element) => element.tagName)).toContain('DT');
    expect(screen.getByText('650,000')).toBeInTheDocument();
    // Its sheet is the streaming booking's own (申込書 under /cu).
    expect(screen.getByRole('button', { name: '申込書をExcelで保存' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /申込詳細（配信サービス）/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /配信インプレッション/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '申込一覧へ戻る' })).toHaveAttribute('href', '/agency/cu/bookings');
  });
});

describe('StreamingReceptionReviewPage', () => {
  it('accepts a streaming item for fewer impressions: the decision carries them', async () => {
    const requests = mockApi({
      'GET /api/cu/receptions/filter-options': () => jsonResponse(200, NO_OPTIONS),
      'GET /api/cu/receptions/7': () => jsonResponse(200, streamingBooking()),
      'POST /api/cu/receptions/7/decisions': () => jsonResponse(200, streamingBooking()),
      'GET /api/notifications': () => jsonResponse(200, {}),
    });
    const { user } = renderRoutes(bookingRoutes, '/station/cu/receptions/7');

    await screen.findByRole('table', { name: '配信明細' });
    const streamingDecision = screen.getByRole('radiogroup', { name: '深夜ドラマ見逃し配信 の判定' });
    const oneDayDecision = screen.getByRole('radiogroup', { name: /トップページ マストヘッド .* の判定/ });
    const save = screen.getByRole('button', { name: '判定を保存' });
    await user.click(within(streamingDecision).getByRole('radio', { name: '受ける' }));
    await user.click(within(oneDayDecision).getByRole('radio', { name: '受ける' }));
    const impressions = screen.getByRole('textbox', { name: '深夜ドラマ見逃し配信 の受けるインプレッション（千単位）' });
    // The asked amount to start from, in thousands.
    expect(impressions).toHaveValue('500');
    await user.clear(impressions);
    await user.type(impressions, '600');
    await user.click(save);
    expect(await screen.findByText('1〜500（千）の整数で入力してください。')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.clear(impressions);
    await user.type(impressions, '400');
    await user.click(save);

    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url.pathname).toBe('/api/cu/receptions/7/decisions');
    expect(JSON.parse(post?.body ?? '')).toMatchObject({
      decisions: [
        { itemId: 21, decision: 'ACCEPT', impressions: 400_000 },
        { itemId: 22, decision: 'ACCEPT' },
      ],
    });
    expect(JSON.parse(post?.body ?? '').decisions[1]).not.toHaveProperty('impressions');
  });

  it('records the impressions delivered and a note once the contracted item’s window has ended', async () => {
    const requests = mockApi({
      'GET /api/cu/receptions/filter-options': () => jsonResponse(200, NO_OPTIONS),
      'GET /api/cu/receptions/7': () => jsonResponse(200, contractedBooking()),
      'PUT /api/cu/receptions/7/items/21/delivery': () =>
        jsonResponse(200, contractedBooking({ deliveredImpressions: 470_000, deliveryNote: '配信枠の不足' })),
      'GET /api/notifications': () => jsonResponse(200, {}),
    });
    const { user } = renderRoutes(bookingRoutes, '/station/cu/receptions/7');

    const delivered = await screen.findByRole('textbox', { name: '深夜ドラマ見逃し配信 の配信インプレッション' });
    expect(delivered).toHaveValue('500000');
    await user.clear(delivered);
    await user.type(delivered, '470000');
    await pasteInto(user, screen.getByRole('textbox', { name: '深夜ドラマ見逃し配信 の配信実績の備考' }), ' 配信枠の不足 ');
    await user.click(screen.getByRole('button', { name: '配信実績を登録' }));

    expect(await screen.findByText('不足 30,000（6.0%）')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/cu/receptions/7/items/21/delivery');
    expect(JSON.parse(put?.body ?? '')).toEqual({ deliveredImpressions: 470_000, note: '配信枠の不足' });
  });

  it('offers no delivery report before the window ends', async () => {
    mockApi({
      'GET /api/cu/receptions/filter-options': () => jsonResponse(200, NO_OPTIONS),
      'GET /api/cu/receptions/7': () =>
        jsonResponse(200, contractedBooking({ streaming: buildStreamingProduct({ deliveryEnd: '2099-12-31' }) })),
      'GET /api/notifications': () => jsonResponse(200, {}),
    });
    renderRoutes(bookingRoutes, '/station/cu/receptions/7');
    expect(await screen.findByText('配信期間の終了後に登録')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '配信実績を登録' })).not.toBeInTheDocument();
  });

  it('says why when the API refuses the delivery report (BKG00010)', async () => {
    mockApi({
      'GET /api/cu/receptions/filter-options': () => jsonResponse(200, NO_OPTIONS),
      'GET /api/cu/receptions/7': () => jsonResponse(200, contractedBooking()),
      'PUT /api/cu/receptions/7/items/21/delivery': () =>
        apiErrorResponse(409, API_ERROR_CODES.deliveryNotReportable, '/api/cu/receptions/7/items/21/delivery'),
      'GET /api/notifications': () => jsonResponse(200, {}),
    });
    const { user } = renderRoutes(bookingRoutes, '/station/cu/receptions/7');
    await user.click(await screen.findByRole('button', { name: '配信実績を登録' }));
    expect(
      await screen.findByText('配信実績は、契約が成立した配信明細の配信期間が終了してから登録できます。'),
    ).toBeInTheDocument();
  });
});
