import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_ERROR_CODES, type CartDetail } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../lib/toasts';
import { captureDownloads, xlsxResponse } from '../../../test/file-downloads';
import { apiErrorResponse, emptyResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { useCartStore } from '../store';
import { CartDetailPage } from './cart-detail-page';
import { buildTwoStationCart } from './cart-detail-test-data';
import { buildCart, renderCartPage } from './cart-test-kit';

/** A server holding one cart; `GET /api/carts/5` answers what it holds at the time. */
function cartApi(cart: { detail: CartDetail }, handlers: Parameters<typeof mockApi>[0] = {}) {
  const requests = mockApi({ 'GET /api/carts/5': () => jsonResponse(200, cart.detail), ...handlers });
  return { requests, writes: () => requests.filter((request) => request.method !== 'GET') };
}

const renderDetail = (path = '/agency/cart/5') => renderCartPage(<CartDetailPage />, { path, pattern: '/agency/cart/:cartId' });
const stationTable = (station: string) => screen.getByRole('table', { name: `${station}の枠` });
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    // Without the zero-width space MUI's outlined field puts in its empty label.
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replaceAll('\u200b', '')));
const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));

describe('CartDetailPage', () => {
  it('shows the lines by station and broadcast day on the 29-hour clock, with station and cart totals', async () => {
    cartApi({ detail: buildTwoStationCart() });
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: '関東 年末キャンペーン' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'カートの情報',
      '関東テレビ',
      'さくらテレビ',
      'カート全体の合計',
    ]);
    const kanto = stationTable('関東テレビ');
    expect(rowTexts(kanto)).toEqual([
      ['放送時間', '番組', 'SB/PT', '秒数', '枠数', '単価', '金額', '視聴率', 'GRP', 'パーコスト', 'CPM', '販売終了日', '操作'],
      ['11/23(月)'],
      [
        '25:30',
        '深夜のニュース',
        'SB',
        '15秒',
        '',
        '400,000円',
        '800,000円',
        '10.0%',
        '20.0',
        '32,415円',
        '1,500円',
        '11/22',
        '削除',
      ],
      ['11/24(火)'],
      ['7:00', '深夜のニュース', 'SB', '15秒', '', '200,000円', '200,000円', '—', '—', '—', '—', '11/22', '削除'],
      ['関東テレビ 計', '3', '', '1,000,000円', '', '20.0', '40,000円', ''],
    ]);
    expect(within(kanto).getByRole('textbox', { name: '11/23(月) 25:30の枠数' })).toHaveValue('2');
    expect(rowTexts(stationTable('さくらテレビ')).at(-1)).toEqual([
      'さくらテレビ 計',
      '1',
      '',
      '300,000円',
      '',
      '5.0',
      '60,000円',
      '',
    ]);

    const totals = screen.getByRole('region', { name: 'カート全体の合計' });
    expect(within(totals).getByText('合計金額').nextSibling).toHaveTextContent('1,300,000円');
    expect(within(totals).getByText('GRP（世帯・リアルタイム）').nextSibling).toHaveTextContent('25.0');
    expect(within(totals).getByText('平均パーコスト').nextSibling).toHaveTextContent('44,000円');
    expect(within(totals).getByText('平均CPM').nextSibling).toHaveTextContent('2,100円');
    expect(screen.getByRole('button', { name: '購入申込' })).toBeEnabled();
  });

  it('figures the cart for the target and rating type chosen, and keeps the choice for the session', async () => {
    const requests = mockApi({
      'GET /api/carts/5': (request) => {
        const target = request.url.searchParams.get('target');
        const ratingType = request.url.searchParams.get('ratingType');
        const cart = buildTwoStationCart();
        if (target === 'individual' && ratingType === 'pc7') {
          return jsonResponse(200, { ...cart, target, ratingType, grp: 1230, averagePerCost: 90_000, averageCpm: 3_300 });
        }
        return jsonResponse(200, cart);
      },
    });
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: '関東 年末キャンペーン' });
    const choice = screen.getByRole('group', { name: '集計条件' });

    await user.click(within(choice).getByRole('combobox', { name: 'ターゲット' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: /個人全体/ })).toBeEnabled();
    await user.click(within(listbox).getByRole('option', { name: /個人全体/ }));
    await user.click(within(choice).getByRole('combobox', { name: '視聴率種別' }));
    const types = await screen.findByRole('listbox');
    // The four-week average is a household figure only.
    expect(within(types).getByRole('option', { name: /世帯4週平均/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(types).getByRole('option', { name: 'P+C7' }));

    const totals = screen.getByRole('region', { name: 'カート全体の合計' });
    expect(await within(totals).findByText('GRP（個人全体・P+C7）')).toBeInTheDocument();
    expect(within(totals).getByText('GRP（個人全体・P+C7）').nextSibling).toHaveTextContent('12.3');
    expect(within(totals).getByText('平均CPM').nextSibling).toHaveTextContent('3,300円');
    expect(requests.at(-1)?.url.search).toBe('?target=individual&ratingType=pc7');
    expect(useCartStore.getState().figures).toEqual({ target: 'individual', ratingType: 'pc7' });
  });

  it('downloads the proposal sheet for the figures shown, under the name the server gives it', async () => {
    const fileName = '提案書_関東 年末キャンペーン_20261125.xlsx';
    const requests = mockApi({
      'GET /api/carts/5': () => jsonResponse(200, buildTwoStationCart()),
      'GET /api/carts/5/proposal.xlsx': () => xlsxResponse(fileName, 'proposal-5.xlsx'),
    });
    const saved = captureDownloads('blob:proposal');
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: '提案書をExcelで保存' }));

    await waitFor(() => expect(saved).toEqual([`${fileName} blob:proposal`]));
    const download = requests.find((request) => request.url.pathname.endsWith('/proposal.xlsx'));
    expect(download?.url.search).toBe('?target=household&ratingType=realtime');
  });

  it('marks a line no longer available and allows no application until it is removed', async () => {
    const cart = { detail: buildTwoStationCart() };
    const [first, second, third] = cart.detail.items;
    if (!first || !second || !third) throw new Error('test data');
    cart.detail = { ...cart.detail, items: [first, { ...second, available: false }, third] };
    const { writes, requests } = cartApi(cart, {
      'DELETE /api/carts/5/items/2': () => {
        cart.detail = { ...cart.detail, items: [first, third] };
        return emptyResponse(204);
      },
    });
    const { user } = renderDetail();

    expect(await screen.findByText(/購入できない枠が1件あります/)).toBeInTheDocument();
    const sakura = stationTable('さくらテレビ');
    const line = within(sakura).getByRole('rowheader', { name: /20:00/ });
    expect(line).toHaveTextContent('購入不可');
    expect(line.closest('tr')).toHaveAttribute('data-unavailable', 'true');
    expect(screen.getByRole('button', { name: '購入申込' })).toBeDisabled();

    await user.click(within(sakura).getByRole('button', { name: '11/23(月) 20:00の枠を削除' }));

    await waitFor(() => expect(screen.getByRole('button', { name: '購入申込' })).toBeEnabled());
    expect(writes().map((request) => [request.method, request.url.pathname])).toEqual([['DELETE', '/api/carts/5/items/2']]);
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2);
    expect(screen.queryByText(/購入できない枠/)).not.toBeInTheDocument();
    expect(toasts()).toEqual([{ severity: 'success', message: '枠を削除しました。' }]);
  });

  it('saves a line’s units when the field is left, and says so when the slot has fewer left (CRT00055)', async () => {
    const cart = { detail: buildTwoStationCart() };
    const { writes } = cartApi(cart, {
      'PATCH /api/carts/5/items/1': (request) => {
        const { quantity } = JSON.parse(request.body) as { quantity: number };
        if (quantity > 3) return apiErrorResponse(409, API_ERROR_CODES.cartPartiallyAdded, '/api/carts/5/items/1');
        cart.detail = {
          ...cart.detail,
          items: cart.detail.items.map((item) =>
            item.id === 1 ? { ...item, quantity, amount: item.slot.price * quantity } : item,
          ),
        };
        return jsonResponse(200, buildCart({ id: 5 }));
      },
    });
    renderDetail();

    const units = await screen.findByRole('textbox', { name: '11/23(月) 25:30の枠数' });
    fireEvent.change(units, { target: { value: '３' } });
    fireEvent.blur(units);
    await waitFor(() => expect(within(stationTable('関東テレビ')).getByText('1,200,000円')).toBeInTheDocument());

    const saved = screen.getByRole('textbox', { name: '11/23(月) 25:30の枠数' });
    expect(saved).toHaveValue('3');
    fireEvent.change(saved, { target: { value: '5' } });
    fireEvent.keyDown(saved, { key: 'Enter' });
    expect(await screen.findByText('この枠数では購入できません（残り3枠）')).toBeInTheDocument();
    fireEvent.change(saved, { target: { value: '0' } });
    expect(screen.getByText('1〜99の整数')).toBeInTheDocument();
    fireEvent.blur(saved);

    expect(writes().map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['PATCH', '/api/carts/5/items/1', '{"quantity":3}'],
      ['PATCH', '/api/carts/5/items/1', '{"quantity":5}'],
    ]);
    expect(toasts()).toEqual([]);
  });

  it('shows a sent cart without changing it or applying for it', async () => {
    cartApi({ detail: buildTwoStationCart({ status: 'SENT', sentAt: '2026-11-20T01:00:00.000Z' }) });
    renderDetail();

    expect(await screen.findByText(/送信済のカートは変更や購入申込ができません/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '購入申込' })).not.toBeInTheDocument();
    expect(within(stationTable('関東テレビ')).queryByRole('button', { name: /削除/ })).not.toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'カートの情報' });
    expect(within(facts).getByText('送信済')).toBeInTheDocument();
    expect(within(facts).getByText('送信日時').nextSibling).toHaveTextContent('2026/11/20 10:00');
  });

  it('says a missing or deleted cart does not exist', async () => {
    mockApi({ 'GET /api/carts/5': () => apiErrorResponse(404, API_ERROR_CODES.cartNotFound, '/api/carts/5') });
    renderDetail();
    expect(await screen.findByText('カートが存在しないか、既に削除されています。')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });
});
