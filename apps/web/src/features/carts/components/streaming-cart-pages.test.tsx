import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartDetail } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { buildOneDayCartItem, buildStreamingCartItem } from '../../../test/digital-products';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { StreamingCartDetailPage } from './cart-detail-page';
import { StreamingCartListPage } from './cart-list-page';
import { buildCart, buildCartDetail, renderCartPage } from './cart-test-kit';

const ADVERTISERS = {
  advertisers: [
    {
      id: 31,
      code: '0001',
      name: 'さくら食品株式会社',
      industry: 'FOOD',
      brands: [],
      linkedCompany: null,
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  ],
};

/** A streaming cart: 500,000 F1 impressions on 関東テレビ and a 1-day masthead on さくらテレビ. */
function streamingCart(overrides: Partial<CartDetail> = {}): CartDetail {
  return buildCartDetail({
    id: 7,
    service: 'CU',
    name: '配信 年末キャンペーン',
    area: null,
    itemCount: 2,
    units: 501,
    currentValue: 1_400_000,
    stations: [
      { id: 1, shortName: '関東TV' },
      { id: 2, shortName: 'さくらTV' },
    ],
    householdGrp: 0,
    items: [],
    digitalItems: [buildStreamingCartItem(), buildOneDayCartItem()],
    ...overrides,
  });
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('StreamingCartListPage', () => {
  it('lists the streaming carts from /api/cu/carts, each opening its page under /agency/cu', async () => {
    const requests = mockApi({
      'GET /api/cu/carts': () =>
        jsonResponse(200, { carts: [buildCart({ id: 7, service: 'CU', name: '配信 年末キャンペーン' })] }),
    });
    renderCartPage(<StreamingCartListPage />, { path: '/agency/cu/cart/list', pattern: '/agency/cu/cart/list' });

    expect(await screen.findByRole('heading', { level: 1, name: 'カート一覧（配信サービス）' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '配信 年末キャンペーン' })).toHaveAttribute('href', '/agency/cu/cart/7');
    const table = screen.getByRole('table', { name: 'カート一覧（配信サービス）' });
    expect(within(table).queryByRole('columnheader', { name: /GRP/ })).not.toBeInTheDocument();
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/cu/carts']);
  });
});

describe('StreamingCartDetailPage', () => {
  it('lists the streaming and 1-day lines with their impressions, targeting, CPM and amounts, without the TV figures', async () => {
    const requests = mockApi({ 'GET /api/cu/carts/7': () => jsonResponse(200, streamingCart()) });
    renderCartPage(<StreamingCartDetailPage />, { path: '/agency/cu/cart/7', pattern: '/agency/cu/cart/:cartId' });

    expect(await screen.findByRole('heading', { level: 1, name: '配信 年末キャンペーン' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '配信サービス・1dayの商品' });
    expect(rowTexts(table)).toEqual([
      ['商品', '放送局', '配信期間', 'インプレッション', 'ターゲット', 'CPM・単価', '金額', '変更（千imp）', '操作'],
      [
        '配信深夜ドラマ見逃し配信',
        '関東TV',
        '11/1(日)〜11/30(月)',
        '500,000',
        'F1',
        'CPM 1,800円',
        '900,000円',
        expect.any(String),
        '削除',
      ],
      [
        '1dayトップページ マストヘッド 12/5(土)',
        'さくらTV',
        '12/5(土)',
        '250,000',
        '指定なし',
        '1日 500,000円',
        '500,000円',
        '',
        '削除',
      ],
    ]);
    expect(screen.getByText('インプレッション合計')).toBeInTheDocument();
    expect(screen.getByText('750,000')).toBeInTheDocument();
    expect(screen.getByText('1,400,000円')).toBeInTheDocument();
    // What a streaming cart does not have: the rating figures. Its proposal sheet is its own.
    expect(screen.getByRole('button', { name: '提案書をExcelで保存' })).toBeInTheDocument();
    expect(screen.queryByText(/GRP/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'カート一覧へ' })).toHaveAttribute('href', '/agency/cu/cart/list');
    expect(requests.every((request) => request.url.pathname === '/api/cu/carts/7' && request.url.search === '')).toBe(true);
  });

  it('changes a streaming line’s impressions in thousands at /api/cu/carts/{id}/items/{itemId}', async () => {
    const requests = mockApi({
      'GET /api/cu/carts/7': () => jsonResponse(200, streamingCart()),
      [`PATCH /api/cu/carts/7/items/${buildStreamingCartItem().id}`]: () =>
        jsonResponse(200, buildCart({ id: 7, service: 'CU' })),
    });
    const { user } = renderCartPage(<StreamingCartDetailPage />, {
      path: '/agency/cu/cart/7',
      pattern: '/agency/cu/cart/:cartId',
    });

    const field = await screen.findByRole('textbox', { name: '深夜ドラマ見逃し配信のインプレッション（千単位）' });
    expect(field).toHaveValue('500');
    await user.clear(field);
    await user.type(field, '650{Enter}');
    await waitFor(() => expect(requests.some((request) => request.method === 'PATCH')).toBe(true));
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ impressions: 650_000 });
  });

  it('applies for the streaming cart at /api/cu/carts/{id}/applications, agreeing to each station, and goes to the streaming bookings', async () => {
    const requests = mockApi({
      'GET /api/cu/carts/7': () => jsonResponse(200, streamingCart()),
      'GET /api/advertisers': () => jsonResponse(200, ADVERTISERS),
      'POST /api/cu/carts/7/applications': () =>
        jsonResponse(201, {
          bookings: [
            { id: 1, applicationNumber: 'A0001', station: { id: 1, name: '関東テレビ' }, status: 'APPLIED' },
            { id: 2, applicationNumber: 'A0002', station: { id: 2, name: 'さくらテレビ' }, status: 'APPLIED' },
          ],
        }),
    });
    const { user, location } = renderCartPage(<StreamingCartDetailPage />, {
      path: '/agency/cu/cart/7',
      pattern: '/agency/cu/cart/:cartId',
    });

    await user.click(await screen.findByRole('button', { name: '購入申込' }));
    const form = within(screen.getByRole('dialog', { name: '購入申込' }));
    await user.click(await form.findByRole('combobox', { name: /広告主/ }));
    await user.click(await screen.findByRole('option', { name: 'さくら食品株式会社（0001）' }));
    const agreements = ['関東テレビ', 'さくらテレビ'].map((station) =>
      form.getByRole('checkbox', { name: `${station}の販売条件に同意する` }),
    );
    fireEvent.change(form.getByRole('textbox', { name: /商品名/ }), { target: { value: 'さくらのお茶' } });
    fireEvent.change(form.getByRole('textbox', { name: /担当者名/ }), { target: { value: '山田 太郎' } });
    fireEvent.change(form.getByRole('textbox', { name: /担当者の電話番号/ }), { target: { value: '03-1234-5678' } });
    for (const box of agreements) fireEvent.click(box);
    await user.click(form.getByRole('button', { name: '申し込む' }));

    await waitFor(() => expect(location().pathname).toBe('/agency/cu/bookings'));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url.pathname).toBe('/api/cu/carts/7/applications');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      advertiserId: 31,
      productName: 'さくらのお茶',
      cmLengthSeconds: 15,
      agreedStationIds: [1, 2],
    });
  });
});

describe('StreamingCartDetailPage, the material length', () => {
  it('offers the lengths every product of the cart offers, starting at the shortest when 15 seconds is not one of them', async () => {
    const streaming = buildStreamingCartItem();
    const oneDay = buildOneDayCartItem();
    const cart = streamingCart({
      digitalItems: [
        { ...streaming, streaming: streaming.streaming && { ...streaming.streaming, adLengths: [6, 15, 60] } },
        { ...oneDay, oneDay: oneDay.oneDay && { ...oneDay.oneDay, adLengths: [6, 60] } },
      ],
    });
    mockApi({
      'GET /api/cu/carts/7': () => jsonResponse(200, cart),
      'GET /api/advertisers': () => jsonResponse(200, ADVERTISERS),
    });
    const { user } = renderCartPage(<StreamingCartDetailPage />, {
      path: '/agency/cu/cart/7',
      pattern: '/agency/cu/cart/:cartId',
    });

    await user.click(await screen.findByRole('button', { name: '購入申込' }));
    const lengths = within(screen.getByRole('dialog', { name: '購入申込' })).getByRole('radiogroup');
    expect(
      within(lengths)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['6', '60']);
    expect(within(lengths).getByRole('radio', { name: '6秒' })).toBeChecked();
  });
});
