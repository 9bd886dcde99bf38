import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, xlsxResponse } from '../../../test/file-downloads';
import { apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { pasteInto } from '../../../test/paste-into';
import { renderRoutes } from '../../../test/render-routes';
import { buildNotifications } from '../../../test/shell-fixtures';
import { bookingRoutes, buildDetail, buildItem, buildMessage } from './bookings-test-kit';

const PAGE = '/agency/bookings/7';
const API = '/api/bookings/7';

const answered = () =>
  buildDetail({
    status: 'PARTLY_CONTRACTED',
    isOpen: false,
    items: [
      buildItem({ status: 'CONTRACTED' }),
      buildItem({
        id: 72,
        date: '2026-11-24',
        start: (19 * 60 - 5 * 60) * 60,
        programmeTitle: '夜のドラマ',
        status: 'DECLINED',
        declineReason: 'SOLD',
        declineNote: '他社で完売',
      }),
    ],
    messages: [
      buildMessage(),
      buildMessage({
        id: 2,
        side: 'STATION',
        kind: 'CONTRACT_NOTICE',
        body: '',
        senderName: '佐藤 花子',
        createdAt: '2026-11-17T02:00:00.000Z',
      }),
    ],
    history: [
      {
        kind: 'STATUS',
        assignee: null,
        from: null,
        to: 'APPLIED',
        changedBy: '山田 太郎',
        changedAt: '2026-11-16T01:00:00.000Z',
      },
      {
        kind: 'STATUS',
        assignee: null,
        from: 'APPLIED',
        to: 'IN_REVIEW',
        changedBy: '佐藤 花子',
        changedAt: '2026-11-16T02:00:00.000Z',
      },
      {
        kind: 'STATUS',
        assignee: null,
        from: 'IN_REVIEW',
        to: 'PARTLY_CONTRACTED',
        changedBy: '佐藤 花子',
        changedAt: '2026-11-17T02:00:00.000Z',
      },
    ],
  });

describe('BookingDetailPage', () => {
  it('shows the application, each item’s answer on the 29-hour clock, the notices and the history', async () => {
    mockApi({ [`GET ${API}`]: () => jsonResponse(200, answered()) });
    renderRoutes(bookingRoutes, PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: '申込詳細 B2026-000007' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '申込一覧へ戻る' })).toHaveAttribute('href', '/agency/bookings');
    const items = screen.getByRole('table', { name: '申込明細' });
    const [, first, second] = within(items).getAllByRole('row');
    if (!first || !second) throw new Error('two items expected');
    expect(within(first).getByText('11/23(月)')).toBeInTheDocument();
    expect(within(first).getByText('25:30')).toBeInTheDocument();
    expect(within(first).getByText('契約成立')).toBeInTheDocument();
    expect(within(second).getByText('お断り')).toBeInTheDocument();
    expect(within(second).getByText('売切れ')).toBeInTheDocument();
    expect(within(second).getByText('他社で完売')).toBeInTheDocument();

    const thread = screen.getByRole('list', { name: 'メッセージのやり取り' });
    const [application, notice] = within(thread).getAllByRole('listitem');
    expect(within(application as HTMLElement).getByText('購入申込')).toBeInTheDocument();
    expect(within(notice as HTMLElement).getByText('契約成立の通知')).toBeInTheDocument();
    expect(within(notice as HTMLElement).getByText('放送局')).toBeInTheDocument();
    expect(within(notice as HTMLElement).getByText('佐藤 花子')).toBeInTheDocument();
    expect(within(notice as HTMLElement).getByText('2026/11/17 11:00')).toBeInTheDocument();

    const history = screen.getByRole('table', { name: 'ステータスの変更履歴' });
    expect(within(history).getByText('審査中 → 一部成立')).toBeInTheDocument();
    // Closed: nothing left to withdraw.
    expect(screen.queryByRole('button', { name: '申込取消' })).toBeNull();
  });

  it('has the badges and the list asked again once opened, since opening puts out the red dot', async () => {
    mockApi({ [`GET ${API}`]: () => jsonResponse(200, buildDetail()) });
    const { queryClient } = renderRoutes(bookingRoutes, PAGE);
    queryClient.setQueryData(['notifications'], buildNotifications({ proceededBooking: true }));
    queryClient.setQueryData(['bookings', 'TV', 'buyer', 'list'], { bookings: [] });

    await screen.findByRole('heading', { level: 1, name: '申込詳細 B2026-000007' });
    await waitFor(() => expect(queryClient.getQueryState(['notifications'])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['bookings', 'TV', 'buyer', 'list'])?.isInvalidated).toBe(true);
  });

  it('posts a message to the station and shows the thread the answer brings', async () => {
    const requests = mockApi({
      [`GET ${API}`]: () => jsonResponse(200, buildDetail()),
      [`POST ${API}/messages`]: () =>
        jsonResponse(201, {
          messages: [
            buildMessage(),
            buildMessage({ id: 3, kind: 'MESSAGE', body: '放送確認書をお願いします。', createdAt: '2026-11-16T03:00:00.000Z' }),
          ],
        }),
    });
    const { user } = renderRoutes(bookingRoutes, PAGE);

    const field = await screen.findByRole('textbox', { name: 'メッセージ' });
    await pasteInto(user, field, '  放送確認書をお願いします。 ');
    await user.click(screen.getByRole('button', { name: '送信' }));

    const thread = screen.getByRole('list', { name: 'メッセージのやり取り' });
    expect(await within(thread).findByText('放送確認書をお願いします。')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '')).toEqual({ body: '放送確認書をお願いします。' });
    await waitFor(() => expect(field).toHaveValue(''));
    expect(await screen.findByText('メッセージを送信しました。')).toBeInTheDocument();
  });

  it('sends no empty message', async () => {
    const requests = mockApi({ [`GET ${API}`]: () => jsonResponse(200, buildDetail()) });
    const { user } = renderRoutes(bookingRoutes, PAGE);

    await user.click(await screen.findByRole('button', { name: '送信' }));

    expect(await screen.findByText('必須項目です。')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('withdraws an open application after asking, with a message to the station', async () => {
    const requests = mockApi({
      [`GET ${API}`]: () => jsonResponse(200, buildDetail()),
      [`POST ${API}/cancellation`]: () => jsonResponse(200, buildDetail({ status: 'CANCELLED', isOpen: false })),
    });
    const { user } = renderRoutes(bookingRoutes, PAGE);

    await user.click(await screen.findByRole('button', { name: '申込取消' }));
    const dialog = await screen.findByRole('dialog', { name: '申込を取り消しますか？' });
    await pasteInto(
      user,
      within(dialog).getByRole('textbox', { name: '放送局へのメッセージ（任意）' }),
      '予算の都合により取り消します。',
    );
    await user.click(within(dialog).getByRole('button', { name: '取り消す' }));

    expect(await screen.findByText('申込を取り消しました。')).toBeInTheDocument();
    expect(JSON.parse(requests.at(-1)?.body ?? '')).toEqual({ message: '予算の都合により取り消します。' });
    expect(screen.queryByRole('button', { name: '申込取消' })).toBeNull();
  });

  it('explains BKG00009 when the station answered first, and shows the booking as it is now', async () => {
    let closed = false;
    mockApi({
      [`GET ${API}`]: () => jsonResponse(200, closed ? answered() : buildDetail()),
      [`POST ${API}/cancellation`]: () => {
        closed = true;
        return apiErrorResponse(409, 'BKG00009', `${API}/cancellation`);
      },
    });
    const { user } = renderRoutes(bookingRoutes, PAGE);

    await user.click(await screen.findByRole('button', { name: '申込取消' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取り消す' }));

    expect(
      await screen.findByText('この申込は既に完了しているため、変更できません。最新の状態をご確認ください。'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '申込取消' })).toBeNull());
    expect(screen.getAllByText('一部成立').length).toBeGreaterThan(0);
  });

  it('says so for an address that names no booking, without asking the server', async () => {
    const requests = mockApi({});
    renderRoutes(bookingRoutes, '/agency/bookings/abc');

    expect(await screen.findByText('指定された申込が見つかりません。')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('saves the application as .xlsx under the name the server gives it', async () => {
    const fileName = '申込書_A20261116-000001_さくら食品_20261125.xlsx';
    const requests = mockApi({
      [`GET ${API}`]: () => jsonResponse(200, answered()),
      [`GET ${API}/application.xlsx`]: () => xlsxResponse(fileName, 'booking-7.xlsx'),
    });
    const saved = captureDownloads('blob:application');
    const { user } = renderRoutes(bookingRoutes, PAGE);
    await user.click(await screen.findByRole('button', { name: '申込書をExcelで保存' }));

    await waitFor(() => expect(saved).toEqual([`${fileName} blob:application`]));
    expect(requests.some((request) => request.url.pathname === `${API}/application.xlsx`)).toBe(true);
  });
});
