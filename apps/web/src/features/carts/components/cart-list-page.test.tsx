import { screen, waitFor, within } from '@testing-library/react';
import { API_ERROR_CODES, type CartSummary } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../lib/toasts';
import { apiErrorResponse, emptyResponse, jsonResponse, mockApi, type RecordedRequest } from '../../../test/mock-api';
import { pasteInto } from '../../../test/paste-into';
import { CartListPage } from './cart-list-page';
import { buildCart, renderCartPage } from './cart-test-kit';

const LIST_PATH = '/agency/cart/list?sort=created_at&order=desc';

const OPEN_CART = buildCart({
  id: 5,
  name: '関東 年末キャンペーン',
  stations: [
    { id: 1, shortName: '関東TV' },
    { id: 2, shortName: 'さくらTV' },
  ],
  units: 6,
  currentValue: 2_400_000,
  householdGrp: 4_250,
  createdBy: '山田 太郎',
  createdAt: '2026-11-16T01:05:00.000Z',
});
const RECEIVED_CART = buildCart({
  id: 7,
  name: '春の提案',
  status: 'RECEIVED',
  createdAt: '2026-11-18T03:00:00.000Z',
  sentBy: { code: '0000B00001', name: 'さくら食品株式会社' },
  sentAt: '2026-11-18T03:00:00.000Z',
});
const APPLIED_CART = buildCart({ id: 3, name: '申込済の案', status: 'APPLIED', createdAt: '2026-11-01T00:00:00.000Z' });
const EMPTY_CART = buildCart({
  id: 9,
  name: '空のカート',
  area: null,
  stations: [],
  itemCount: 0,
  units: 0,
  currentValue: 0,
  householdGrp: 0,
  createdAt: '2026-11-10T00:00:00.000Z',
});

/** A server holding `carts`; `GET /api/carts` answers what the list holds at the time. */
function cartsApi(carts: { list: CartSummary[] }, handlers: Parameters<typeof mockApi>[0] = {}) {
  const requests = mockApi({ 'GET /api/carts': () => jsonResponse(200, { carts: carts.list }), ...handlers });
  const writes = () => requests.filter((request) => request.method !== 'GET');
  return { requests, writes };
}

const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(request?.body || 'null') as unknown;
const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));
const table = () => screen.getByRole('table', { name: 'カート一覧（TV CM）' });
const rowOf = (name: string) => {
  const row = within(table()).getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

function renderList(path = LIST_PATH) {
  return renderCartPage(<CartListPage />, { path, pattern: '/agency/cart/list' });
}

async function chooseAction(user: ReturnType<typeof renderList>['user'], cartName: string, action: string) {
  await user.click(within(rowOf(cartName)).getByRole('button', { name: `「${cartName}」の操作` }));
  await user.click(screen.getByRole('menuitem', { name: action }));
}

describe('CartListPage', () => {
  it('lists the carts newest first with their figures, maker and status in Japanese', async () => {
    cartsApi({ list: [OPEN_CART, RECEIVED_CART, APPLIED_CART] });
    renderList();

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'カート一覧' })).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'カート名',
      'エリア',
      '放送局',
      '枠数',
      '合計金額',
      'GRP（世帯・リアルタイム）',
      '作成者・作成日時（降順）',
      'ステータス',
      '操作',
    ]);
    const names = within(table())
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['春の提案', '関東 年末キャンペーン', '申込済の案']);

    const cells = within(rowOf('関東 年末キャンペーン'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([
      '関東',
      '関東TV・さくらTV',
      '6',
      '2,400,000円',
      '42.5',
      '山田 太郎2026/11/16 10:05',
      '未申込',
    ]);
    expect(within(rowOf('関東 年末キャンペーン')).getByRole('link', { name: '関東 年末キャンペーン' })).toHaveAttribute(
      'href',
      '/agency/cart/5',
    );
    expect(within(rowOf('春の提案')).getByText('受信')).toBeInTheDocument();
    expect(within(rowOf('春の提案')).getByText('送信元：さくら食品株式会社')).toBeInTheDocument();
    expect(within(rowOf('申込済の案')).getByText('申込済')).toBeInTheDocument();
  });

  it('sorts by a column header and keeps the sort in the address', async () => {
    cartsApi({ list: [OPEN_CART, RECEIVED_CART, APPLIED_CART] });
    const { user, location } = renderList();

    await screen.findByRole('table');
    await user.click(within(table()).getByRole('button', { name: '枠数' }));
    expect(location().search).toBe('?sort=units&order=desc');
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['関東 年末キャンペーン', '春の提案', '申込済の案']);
  });

  it('says so when there is no cart', async () => {
    cartsApi({ list: [] });
    renderList();
    expect(await screen.findByText(/カートはまだありません/)).toBeInTheDocument();
  });

  it('opens a cart from its row', async () => {
    cartsApi({ list: [OPEN_CART] });
    const { user, location } = renderList();
    await screen.findByRole('table');
    await chooseAction(user, '関東 年末キャンペーン', '開く');
    expect(location().pathname).toBe('/agency/cart/5');
  });

  it('renames a cart in a dialog, checking the name first', async () => {
    const carts = { list: [OPEN_CART] };
    const { writes } = cartsApi(carts, {
      'PATCH /api/carts/5': (request) => {
        const renamed = buildCart({ ...OPEN_CART, name: (bodyOf(request) as { name: string }).name });
        carts.list = [renamed];
        return jsonResponse(200, renamed);
      },
    });
    const { user } = renderList();
    await screen.findByRole('table');

    await chooseAction(user, '関東 年末キャンペーン', '名前を変更');
    const dialog = screen.getByRole('dialog', { name: 'カート名の変更' });
    const name = within(dialog).getByRole('textbox', { name: /カート名/ });
    expect(name).toHaveValue('関東 年末キャンペーン');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: '変更する' }));
    expect(await within(dialog).findByText('必須項目です。')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await pasteInto(user, name, '関東 新春キャンペーン');
    await user.click(within(dialog).getByRole('button', { name: '変更する' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes().map((request) => [request.method, request.url.pathname, bodyOf(request)])).toEqual([
      ['PATCH', '/api/carts/5', { name: '関東 新春キャンペーン' }],
    ]);
    expect(toasts()).toEqual([{ severity: 'success', message: 'カート名を「関東 新春キャンペーン」に変更しました。' }]);
    expect(await within(table()).findByRole('rowheader', { name: '関東 新春キャンペーン' })).toBeInTheDocument();
  });

  it('duplicates a cart and shows the copy', async () => {
    const carts = { list: [OPEN_CART] };
    const copy = buildCart({
      ...OPEN_CART,
      id: 11,
      name: '関東 年末キャンペーン のコピー',
      createdAt: '2026-11-20T00:00:00.000Z',
    });
    const { writes } = cartsApi(carts, {
      'POST /api/carts/5/duplicates': () => {
        carts.list = [copy, OPEN_CART];
        return jsonResponse(201, copy);
      },
    });
    const { user } = renderList();
    await screen.findByRole('table');

    await chooseAction(user, '関東 年末キャンペーン', '複製');

    expect(await within(table()).findByRole('rowheader', { name: '関東 年末キャンペーン のコピー' })).toBeInTheDocument();
    expect(writes().map((request) => [request.method, request.url.pathname])).toEqual([['POST', '/api/carts/5/duplicates']]);
    expect(toasts()).toEqual([{ severity: 'success', message: '「関東 年末キャンペーン のコピー」を作成しました。' }]);
  });

  it('deletes a cart only once the user confirms', async () => {
    const carts = { list: [OPEN_CART, EMPTY_CART] };
    const { writes } = cartsApi(carts, {
      'DELETE /api/carts/9': () => {
        carts.list = [OPEN_CART];
        return emptyResponse(204);
      },
    });
    const { user } = renderList();
    await screen.findByRole('table');

    await chooseAction(user, '空のカート', '削除');
    let dialog = screen.getByRole('dialog', { name: 'カートの削除' });
    expect(dialog).toHaveTextContent('「空のカート」を削除します。削除したカートは元に戻せません。');
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);

    await chooseAction(user, '空のカート', '削除');
    dialog = screen.getByRole('dialog', { name: 'カートの削除' });
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));

    await waitFor(() => expect(within(table()).queryByRole('rowheader', { name: '空のカート' })).not.toBeInTheDocument());
    expect(writes().map((request) => [request.method, request.url.pathname])).toEqual([['DELETE', '/api/carts/9']]);
    expect(toasts()).toEqual([{ severity: 'success', message: '「空のカート」を削除しました。' }]);
  });

  it('sends a cart to a partner company chosen in a dialog', async () => {
    const carts = { list: [OPEN_CART] };
    const { writes } = cartsApi(carts, {
      'GET /api/partners': () =>
        jsonResponse(200, {
          partners: [
            { code: '0000B00001', name: 'さくら食品株式会社', businessType: 'ADVERTISER' },
            { code: '0000N00001', name: '株式会社かえで企画', businessType: 'ADVERTISER' },
          ],
        }),
      'POST /api/carts/5/sendings': () => {
        const sent = buildCart({ ...OPEN_CART, status: 'SENT', sentAt: '2026-11-20T00:00:00.000Z' });
        carts.list = [sent];
        return jsonResponse(201, sent);
      },
    });
    const { user } = renderList();
    await screen.findByRole('table');

    await chooseAction(user, '関東 年末キャンペーン', '送信');
    const dialog = screen.getByRole('dialog', { name: 'カートの送信' });
    const company = await within(dialog).findByRole('combobox', { name: /送信先の企業/ });
    await user.click(within(dialog).getByRole('button', { name: '送信する' }));
    expect(await within(dialog).findByText('送信先の企業を選んでください。')).toBeInTheDocument();
    await user.click(company);
    await user.click(screen.getByRole('option', { name: 'さくら食品株式会社（0000B00001）' }));
    await user.click(within(dialog).getByRole('button', { name: '送信する' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes().map((request) => [request.url.pathname, bodyOf(request)])).toEqual([
      ['/api/carts/5/sendings', { companyCode: '0000B00001' }],
    ]);
    expect(toasts()).toEqual([{ severity: 'success', message: '「関東 年末キャンペーン」をさくら食品株式会社に送信しました。' }]);
    expect(await within(rowOf('関東 年末キャンペーン')).findByText('送信済')).toBeInTheDocument();
  });

  it('explains in the dialog a company that is no longer a partner (CRT00020), with no toast', async () => {
    cartsApi(
      { list: [OPEN_CART] },
      {
        'GET /api/partners': () =>
          jsonResponse(200, { partners: [{ code: '0000B00001', name: 'さくら食品株式会社', businessType: 'ADVERTISER' }] }),
        'POST /api/carts/5/sendings': () =>
          apiErrorResponse(409, API_ERROR_CODES.cartRecipientNotPartner, '/api/carts/5/sendings'),
      },
    );
    const { user } = renderList();
    await screen.findByRole('table');

    await chooseAction(user, '関東 年末キャンペーン', '送信');
    const dialog = screen.getByRole('dialog', { name: 'カートの送信' });
    await user.click(await within(dialog).findByRole('combobox', { name: /送信先の企業/ }));
    await user.click(screen.getByRole('option', { name: 'さくら食品株式会社（0000B00001）' }));
    await user.click(within(dialog).getByRole('button', { name: '送信する' }));

    expect(
      await within(dialog).findByText('この企業は取引先として登録されていないため、カートを送信できません。'),
    ).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('offers no sending for an applied or empty cart', async () => {
    cartsApi({ list: [APPLIED_CART, EMPTY_CART] });
    const { user } = renderList();
    await screen.findByRole('table');
    for (const name of ['申込済の案', '空のカート']) {
      await user.click(within(rowOf(name)).getByRole('button', { name: `「${name}」の操作` }));
      expect(screen.getByRole('menuitem', { name: '送信' })).toHaveAttribute('aria-disabled', 'true');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    }
  });
});
