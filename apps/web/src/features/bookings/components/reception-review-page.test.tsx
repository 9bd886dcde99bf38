import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../lib/toasts';
import { apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { pasteInto } from '../../../test/paste-into';
import { renderRoutes } from '../../../test/render-routes';
import { bookingRoutes, buildDetail, buildItem } from './bookings-test-kit';

const PAGE = '/station/receptions/7';
const API = '/api/receptions/7';
const CHECKS = ['広告主の業態審査', '素材の確認', '同一ブレイク内の競合', '残り枠数', 'CM総量（時間）規制'];
const FIRST_ITEM = '11/23(月) 25:30 深夜のニュース の判定';
const SECOND_ITEM = '11/24(火) 19:00 夜のドラマ の判定';

const RCP00001_MESSAGE =
  '未判定の明細か、確認していないチェック項目があります。すべての明細を判定し、チェックリストをすべて確認してから通知してください。';

/**
 * The page asks for the colleagues a reception can be handed to (the list's filter options): a
 * request every test answers, so none waits through the query's retries for an answer never mocked.
 */
const ASSIGNEE_OPTIONS = {
  'GET /api/receptions/filter-options': () => jsonResponse(200, { stations: [], advertisers: [], assignees: [] }),
};

describe('ReceptionReviewPage', () => {
  it('shows the application, each item’s competitors and remaining units, and the thread', async () => {
    mockApi({
      ...ASSIGNEE_OPTIONS,
      [`GET ${API}`]: () => jsonResponse(200, buildDetail({ status: 'IN_REVIEW' })),
    });
    renderRoutes(bookingRoutes, PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: '購入受付 B2026-000007' })).toBeInTheDocument();
    const decisions = screen.getByRole('table', { name: '明細ごとの判定' });
    const [, first, second] = within(decisions).getAllByRole('row');
    if (!first || !second) throw new Error('two items expected');
    expect(within(first).getByText('25:30')).toBeInTheDocument();
    expect(within(first).getByText('競合 0 本')).toBeInTheDocument();
    expect(within(first).getByText('残り 3 本')).toBeInTheDocument();
    expect(within(second).getByText('競合 2 本')).toBeInTheDocument();
    expect(screen.getByText('未判定の明細が2件あります。')).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'メッセージのやり取り' });
    expect(within(thread).getByText('購入申込')).toBeInTheDocument();
  });

  it('posts each decided item and the checklist when the decisions are saved', async () => {
    const requests = mockApi({
      ...ASSIGNEE_OPTIONS,
      [`GET ${API}`]: () => jsonResponse(200, buildDetail()),
      [`POST ${API}/decisions`]: () =>
        jsonResponse(
          200,
          buildDetail({
            status: 'IN_REVIEW',
            checklist: { screening: true, material: true, competitors: true, units: true, timeLimit: true },
            items: [
              buildItem({ status: 'ACCEPTED' }),
              buildItem({
                id: 72,
                date: '2026-11-24',
                start: (19 * 60 - 5 * 60) * 60,
                programmeTitle: '夜のドラマ',
                status: 'DECLINED',
                declineReason: 'COMPETITOR',
                declineNote: '同業他社の出稿あり',
              }),
            ],
          }),
        ),
    });
    const { user } = renderRoutes(bookingRoutes, PAGE);

    await screen.findByRole('table', { name: '明細ごとの判定' });
    // The controls there from the start are looked up before the first change: a query right after a
    // change works out the styles of the page afresh, one between two others reuses them.
    const checkboxes = CHECKS.map((check) => screen.getByRole('checkbox', { name: check }));
    const accept = within(screen.getByRole('radiogroup', { name: FIRST_ITEM })).getByRole('radio', { name: '受ける' });
    const decline = within(screen.getByRole('radiogroup', { name: SECOND_ITEM })).getByRole('radio', { name: '断る' });
    const save = screen.getByRole('button', { name: '判定を保存' });
    for (const checkbox of checkboxes) await user.click(checkbox);
    await user.click(accept);
    await user.click(decline);
    fireEvent.change(screen.getByRole('combobox', { name: '11/24(火) 19:00 のお断りの理由' }), {
      target: { value: 'COMPETITOR' },
    });
    await pasteInto(user, screen.getByRole('textbox', { name: '11/24(火) 19:00 のお断りの備考' }), ' 同業他社の出稿あり ');
    await user.click(save);

    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '')).toEqual({
      decisions: [
        { itemId: 71, decision: 'ACCEPT' },
        { itemId: 72, decision: 'DECLINE', reason: 'COMPETITOR', note: '同業他社の出稿あり' },
      ],
      checklist: { screening: true, material: true, competitors: true, units: true, timeLimit: true },
    });
    expect(await screen.findByText('判定を保存しました。')).toBeInTheDocument();
    expect(screen.queryByText(/未判定の明細が/)).toBeNull();
  });

  it('asks why before saving a declined item', async () => {
    const requests = mockApi({
      ...ASSIGNEE_OPTIONS,
      [`GET ${API}`]: () => jsonResponse(200, buildDetail()),
    });
    const { user } = renderRoutes(bookingRoutes, PAGE);

    await screen.findByRole('table', { name: '明細ごとの判定' });
    await user.click(within(screen.getByRole('radiogroup', { name: FIRST_ITEM })).getByRole('radio', { name: '断る' }));
    await user.click(screen.getByRole('button', { name: '判定を保存' }));

    expect(await screen.findByText('理由を選んでください。')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '11/23(月) 25:30 のお断りの理由' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('explains RCP00001 when the contract notice goes out before the review is done, without a toast', async () => {
    const requests = mockApi({
      ...ASSIGNEE_OPTIONS,
      [`GET ${API}`]: () => jsonResponse(200, buildDetail({ status: 'IN_REVIEW' })),
      [`POST ${API}/contract-notice`]: () => apiErrorResponse(409, 'RCP00001', `${API}/contract-notice`),
    });
    const { user } = renderRoutes(bookingRoutes, PAGE);

    await user.click(await screen.findByRole('button', { name: '契約成立を通知' }));
    const dialog = await screen.findByRole('dialog', { name: '契約成立を通知しますか？' });
    await pasteInto(user, within(dialog).getByRole('textbox', { name: '申込会社へのメッセージ（任意）' }), 'ご確認ください。');
    await user.click(within(dialog).getByRole('button', { name: '通知する' }));

    expect(await screen.findByText(RCP00001_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing was changed on screen, so nothing was saved before the notice.
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url.pathname)).toEqual([
      `${API}/contract-notice`,
    ]);
    expect(JSON.parse(requests.filter((request) => request.method === 'POST').at(-1)?.body ?? '')).toEqual({
      message: 'ご確認ください。',
    });
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('saves what is on screen before the contract notice, then shows the booking closed', async () => {
    const contracted = buildDetail({
      status: 'CONTRACTED',
      isOpen: false,
      checklist: { screening: true, material: true, competitors: true, units: true, timeLimit: true },
      items: [buildItem({ status: 'CONTRACTED' })],
    });
    const requests = mockApi({
      ...ASSIGNEE_OPTIONS,
      [`GET ${API}`]: () => jsonResponse(200, buildDetail({ items: [buildItem()] })),
      [`POST ${API}/decisions`]: () =>
        jsonResponse(200, buildDetail({ checklist: contracted.checklist, items: [buildItem({ status: 'ACCEPTED' })] })),
      [`POST ${API}/contract-notice`]: () => jsonResponse(200, contracted),
    });
    const { user } = renderRoutes(bookingRoutes, PAGE);

    await screen.findByRole('table', { name: '明細ごとの判定' });
    for (const check of CHECKS) await user.click(screen.getByRole('checkbox', { name: check }));
    await user.click(within(screen.getByRole('radiogroup', { name: FIRST_ITEM })).getByRole('radio', { name: '受ける' }));
    await user.click(screen.getByRole('button', { name: '契約成立を通知' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '通知する' }));

    expect(await screen.findByText('契約成立を通知しました。')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url.pathname)).toEqual([
      `${API}/decisions`,
      `${API}/contract-notice`,
    ]);
    expect(screen.getByText('この申込は完了しているため、判定を変更できません。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '契約成立を通知' })).toBeNull();
    for (const check of CHECKS) expect(screen.getByRole('checkbox', { name: check })).toBeDisabled();
  });

  it('sends the contract notice once on a double click, and shows no refusal', async () => {
    const checklist = { screening: true, material: true, competitors: true, units: true, timeLimit: true };
    const requests = mockApi({
      ...ASSIGNEE_OPTIONS,
      [`GET ${API}`]: () =>
        jsonResponse(200, buildDetail({ status: 'IN_REVIEW', checklist, items: [buildItem({ status: 'ACCEPTED' })] })),
      [`POST ${API}/contract-notice`]: () =>
        jsonResponse(
          200,
          buildDetail({ status: 'CONTRACTED', isOpen: false, checklist, items: [buildItem({ status: 'CONTRACTED' })] }),
        ),
    });
    const { user } = renderRoutes(bookingRoutes, PAGE);

    await user.dblClick(await screen.findByRole('button', { name: '契約成立を通知' }));
    const dialog = await screen.findByRole('dialog');
    await user.dblClick(within(dialog).getByRole('button', { name: '通知する' }));

    expect(await screen.findByText('契約成立を通知しました。')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url.pathname)).toEqual([
      `${API}/contract-notice`,
    ]);
    // The one alert left says the booking is closed; no refusal beside it.
    expect(screen.getByRole('alert')).toHaveTextContent('この申込は完了しているため、判定を変更できません。');
    expect(useToastStore.getState().toasts.map((toast) => toast.severity)).toEqual(['success']);
  });

  it('declines everything after asking, with the covering message', async () => {
    const requests = mockApi({
      ...ASSIGNEE_OPTIONS,
      [`GET ${API}`]: () => jsonResponse(200, buildDetail({ status: 'IN_REVIEW' })),
      [`POST ${API}/decline-notice`]: () => jsonResponse(200, buildDetail({ status: 'DECLINED', isOpen: false })),
    });
    const { user } = renderRoutes(bookingRoutes, PAGE);

    await user.click(await screen.findByRole('button', { name: 'すべてお断り' }));
    const dialog = await screen.findByRole('dialog', { name: 'すべての明細をお断りしますか？' });
    await pasteInto(user, within(dialog).getByRole('textbox', { name: '申込会社へのメッセージ（任意）' }), '今回は見送ります。');
    await user.click(within(dialog).getByRole('button', { name: 'お断りを通知する' }));

    expect(await screen.findByText('お断りを通知しました。')).toBeInTheDocument();
    expect(JSON.parse(requests.filter((request) => request.method === 'POST').at(-1)?.body ?? '')).toEqual({
      message: '今回は見送ります。',
    });
    expect(screen.getAllByText('不成立').length).toBeGreaterThan(0);
  });

  it('explains BKG04001 when the reception is not there', async () => {
    mockApi({
      ...ASSIGNEE_OPTIONS,
      [`GET ${API}`]: () => apiErrorResponse(404, 'BKG04001', `${API}`),
    });
    renderRoutes(bookingRoutes, PAGE, { retry: false });

    expect(await screen.findByText('申込が存在しないか、参照できません。')).toBeInTheDocument();
  });
});
