import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { bookingRoutes, buildDetail, buildSummary } from './bookings-test-kit';

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('BookingListPage', () => {
  it('lists the buyer’s bookings, marks the ones the station has answered, and opens one', async () => {
    mockApi({
      'GET /api/bookings': () =>
        jsonResponse(200, {
          bookings: [
            buildSummary({
              id: 8,
              applicationNumber: 'B2026-000008',
              appliedAt: '2026-11-17T03:04:00.000Z',
              status: 'CONTRACTED',
              needsAttention: true,
              unreadMessages: 2,
            }),
            buildSummary({ id: 7, applicationNumber: 'B2026-000007' }),
          ],
        }),
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
      '件数',
      '金額',
      'ステータス',
      '最終更新',
      '未読',
    ]);

    const [answered, waiting] = rows();
    if (!answered || !waiting) throw new Error('two rows expected');
    // Marked in words, not by weight or colour alone.
    expect(within(answered).getByText('新着')).toBeInTheDocument();
    expect(within(answered).getByText('契約成立')).toBeInTheDocument();
    expect(within(answered).getByText('2026/11/17 12:04')).toBeInTheDocument();
    expect(within(answered).getByText('800,000円')).toBeInTheDocument();
    expect(within(answered).getByLabelText('未読2件')).toHaveTextContent('2');
    expect(within(waiting).queryByText('新着')).toBeNull();
    expect(within(waiting).getByText('申込済')).toBeInTheDocument();
    expect(within(answered).getByRole('link', { name: 'B2026-000008' })).toHaveAttribute('href', '/agency/bookings/8');

    // A click anywhere on the row opens the booking.
    await user.click(within(waiting).getByText('関東テレビ'));
    await waitFor(() => expect(location().pathname).toBe('/agency/bookings/7'));
  });

  it('sorts oldest first when the address asks for it', async () => {
    mockApi({
      'GET /api/bookings': () =>
        jsonResponse(200, {
          bookings: [
            buildSummary({ id: 8, applicationNumber: 'B2026-000008', appliedAt: '2026-11-17T03:04:00.000Z' }),
            buildSummary({ id: 7, applicationNumber: 'B2026-000007', appliedAt: '2026-11-16T01:00:00.000Z' }),
          ],
        }),
    });
    renderRoutes(bookingRoutes, '/agency/bookings?sort=application_date&order=asc');

    await screen.findByRole('table');
    expect(rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['B2026-000007', 'B2026-000008']);
  });

  it('says so when there are none', async () => {
    mockApi({ 'GET /api/bookings': () => jsonResponse(200, { bookings: [] }) });
    renderRoutes(bookingRoutes, '/agency/bookings');

    expect(await screen.findByText('申込はまだありません。')).toBeInTheDocument();
  });
});

describe('ReceptionListPage', () => {
  it('lists the applications received with the buyer, industry and assignee, marks the new ones, and opens one', async () => {
    mockApi({
      'GET /api/receptions': () =>
        jsonResponse(200, {
          bookings: [
            buildSummary({ id: 9, applicationNumber: 'B2026-000009', needsAttention: true }),
            buildSummary({ id: 7, status: 'IN_REVIEW', assignee: { id: 3, name: '佐藤 花子' } }),
          ],
        }),
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
      '件数',
      '金額',
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

    await user.click(within(fresh).getByRole('link', { name: 'B2026-000009' }));
    await waitFor(() => expect(location().pathname).toBe('/station/receptions/9'));
  });
});
