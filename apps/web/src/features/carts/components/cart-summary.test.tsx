import { screen, waitFor, within } from '@testing-library/react';
import type { CartFigureQuery } from '@tvcm/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../lib/toasts';
import { apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { useCartStore } from '../store';
import { CartSummary } from './cart-summary';
import { buildCartDetail, buildSlot, renderWithQueries } from './cart-test-kit';

const CART_LIST = '/agency/cart/list';

function renderSummary(figures: CartFigureQuery = { target: 'household', ratingType: 'realtime' }) {
  return renderWithQueries(<CartSummary figures={figures} cartListHref={CART_LIST} />);
}

const region = () => screen.getByRole('region', { name: 'カート' });
const figureOf = (label: string) => within(region()).getByText(label).nextSibling;

beforeEach(() => {
  sessionStorage.clear();
  useCartStore.setState({ currentCartId: null, settled: true });
});

describe('CartSummary', () => {
  it('shows the current cart’s area, units, value, GRP and average per-cost for the chosen target', async () => {
    useCartStore.setState({ currentCartId: 5 });
    const requests = mockApi({
      'GET /api/carts/5': () =>
        jsonResponse(
          200,
          buildCartDetail({
            id: 5,
            name: '関東 11/16 カート',
            itemCount: 2,
            units: 3,
            currentValue: 1_234_000,
            target: 'f1',
            grp: 12_340,
            averagePerCost: 99_960,
            items: [],
          }),
        ),
    });
    renderSummary({ target: 'f1', ratingType: 'realtime' });

    expect(await within(region()).findByText('関東 11/16 カート')).toBeInTheDocument();
    expect(figureOf('エリア')).toHaveTextContent('関東');
    expect(figureOf('枠数')).toHaveTextContent('3枠（2件）');
    expect(figureOf('金額')).toHaveTextContent('1,234,000円');
    expect(figureOf('GRP（F1・リアルタイム）')).toHaveTextContent('123.4');
    expect(figureOf('平均パーコスト')).toHaveTextContent('99,960円');
    expect(within(region()).getByRole('link', { name: 'カート一覧へ' })).toHaveAttribute('href', CART_LIST);
    expect(requests[0]?.url.searchParams.toString()).toBe('target=f1&ratingType=realtime');
    // Changes after an addition are announced without moving the focus.
    expect(within(region()).getByText('関東 11/16 カート').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('starts a new session from the cart the server kept for the user, and tells it the user’s next choice', async () => {
    useCartStore.setState({ currentCartId: null, settled: false });
    const requests = mockApi({
      'GET /api/current-cart': () => jsonResponse(200, { cartId: 5 }),
      'GET /api/carts/5': () => jsonResponse(200, buildCartDetail({ id: 5, name: '前回のカート', items: [] })),
      'PUT /api/current-cart': () => jsonResponse(200, { cartId: 7 }),
    });
    renderSummary();

    expect(await within(region()).findByText('前回のカート')).toBeInTheDocument();
    expect(useCartStore.getState()).toMatchObject({ currentCartId: 5, settled: true });

    useCartStore.getState().setCurrentCart(7);
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT').map((request) => JSON.parse(request.body))).toEqual([
        { cartId: 7 },
      ]),
    );
  });

  it('shows a dash for the average per-cost of a cart without ratings, and an empty cart’s area as unset', async () => {
    useCartStore.setState({ currentCartId: 5 });
    mockApi({
      'GET /api/carts/5': () =>
        jsonResponse(200, buildCartDetail({ area: null, itemCount: 0, units: 0, currentValue: 0, averagePerCost: null })),
    });
    renderSummary();

    await waitFor(() => expect(figureOf('エリア')).toHaveTextContent('未設定'));
    expect(figureOf('平均パーコスト')).toHaveTextContent('—');
    expect(figureOf('GRP（世帯・リアルタイム）')).toHaveTextContent('0.0');
  });

  it('without a current cart, says how one appears, and asks the server nothing', async () => {
    const requests = mockApi({});
    renderSummary();

    expect(within(region()).getByText('枠を選んでカートに追加すると、ここに表示されます')).toBeInTheDocument();
    expect(within(region()).getByRole('link', { name: 'カート一覧へ' })).toHaveAttribute('href', CART_LIST);
    expect(requests).toEqual([]);
  });

  it('forgets a current cart deleted elsewhere and shows the hint, without a toast', async () => {
    useCartStore.setState({ currentCartId: 5 });
    mockApi({ 'GET /api/carts/5': () => apiErrorResponse(404, 'CRT04001', '/api/carts/5') });
    renderSummary();

    expect(await within(region()).findByText('枠を選んでカートに追加すると、ここに表示されます')).toBeInTheDocument();
    expect(useCartStore.getState().currentCartId).toBeNull();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('keeps the cart on another failure and offers to load it again', async () => {
    useCartStore.setState({ currentCartId: 5 });
    let fail = true;
    mockApi({
      'GET /api/carts/5': () =>
        fail
          ? apiErrorResponse(400, 'VAL00001', '/api/carts/5')
          : jsonResponse(
              200,
              buildCartDetail({
                name: '戻ったカート',
                items: [{ id: 1, quantity: 1, amount: 1, slot: buildSlot(), available: true }],
              }),
            ),
    });
    const { user } = renderWithQueries(
      <CartSummary figures={{ target: 'household', ratingType: 'realtime' }} cartListHref={CART_LIST} />,
    );

    expect(await within(region()).findByRole('alert')).toBeInTheDocument();
    expect(useCartStore.getState().currentCartId).toBe(5);
    fail = false;
    await user.click(within(region()).getByRole('button', { name: '再読み込み' }));
    expect(await within(region()).findByText('戻ったカート')).toBeInTheDocument();
  });
});
