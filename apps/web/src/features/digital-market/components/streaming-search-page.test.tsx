import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, jsonResponse, mockApi, type RecordedRequest } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { STREAMING_SEARCH_PATH } from '../paths';
import { AREAS, buildCart, buildStreamingProduct } from './digital-market-test-kit';
import { StreamingSearchPage } from './streaming-search-page';

const routes = [{ path: STREAMING_SEARCH_PATH, element: <StreamingSearchPage /> }];

const page = (items = [buildStreamingProduct()], total = items.length) =>
  jsonResponse(200, { items, total, page: 1, pageSize: 50 });

const searches = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.url.pathname === '/api/streaming-products');

describe('StreamingSearchPage', () => {
  it('lists the products with their CPMs and remaining impressions, and keeps the filters in the address and the API query', async () => {
    const requests = mockApi({
      'GET /api/digital-products/areas': () => jsonResponse(200, AREAS),
      'GET /api/streaming-products': () => page(),
    });
    const { user, location } = renderRoutes(routes, STREAMING_SEARCH_PATH);

    const table = await screen.findByRole('table', { name: '配信サービス販売枠の一覧' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('みなと');
    expect(row).toHaveTextContent('月9ドラマ 恋する灯台');
    expect(row).toHaveTextContent('ドラマ');
    expect(row).toHaveTextContent('15/30秒');
    expect(row).toHaveTextContent('F1 2,160円');
    expect(row).toHaveTextContent('エリア:関東 1,980円');
    expect(row).toHaveTextContent('3,000,000imp');
    expect(row).toHaveTextContent('100,000imp');

    const form = screen.getByRole('search', { name: '検索条件' });
    await user.selectOptions(within(form).getByLabelText('エリア'), 'kanto');
    await user.selectOptions(within(form).getByLabelText('放送局'), '2');
    await user.selectOptions(within(form).getByLabelText('ジャンル'), 'DRAMA');
    await user.selectOptions(within(form).getByLabelText('ターゲティング'), 'f1');
    await user.type(within(form).getByLabelText('配信期間(開始)'), '2031-02-01');
    await user.type(within(form).getByLabelText('残りimp(以上)'), '500000');
    await user.click(within(form).getByLabelText('販売中のみ'));
    await user.click(within(form).getByRole('button', { name: '検索' }));

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
        area: 'kanto',
        stationId: '2',
        genre: 'DRAMA',
        target: 'f1',
        deliveryFrom: '2031-02-01',
        minRemaining: '500000',
        onSaleOnly: 'true',
      }),
    );
    await waitFor(() => expect(searches(requests)).toHaveLength(2));
    expect(Object.fromEntries(searches(requests)[1]?.url.searchParams ?? [])).toEqual({
      area: 'kanto',
      stationId: '2',
      genre: 'DRAMA',
      target: 'f1',
      deliveryFrom: '2031-02-01',
      minRemaining: '500000',
      onSaleOnly: 'true',
      sort: 'cpm',
      order: 'asc',
      page: '1',
    });

    // Sorting by the remaining impressions asks the API, most first.
    await user.click(screen.getByRole('button', { name: /残りimp/ }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('sort')).toBe('remaining'));
    expect(new URLSearchParams(location().search).get('order')).toBe('desc');
  });

  it('reads the filters from the address', async () => {
    const requests = mockApi({
      'GET /api/digital-products/areas': () => jsonResponse(200, AREAS),
      'GET /api/streaming-products': () => page([]),
    });
    renderRoutes(routes, `${STREAMING_SEARCH_PATH}?genre=ANIME&sort=cpm&order=desc&page=2`);
    expect(await screen.findByText('条件に合う配信商品はありません。')).toBeInTheDocument();
    expect(searches(requests)[0]?.url.searchParams.get('genre')).toBe('ANIME');
    expect(searches(requests)[0]?.url.searchParams.get('order')).toBe('desc');
    expect(searches(requests)[0]?.url.searchParams.get('page')).toBe('2');
  });

  it('adds impressions in thousands, at least the minimum and a whole number, with a targeting, to a new streaming cart', async () => {
    const requests = mockApi({
      'GET /api/digital-products/areas': () => jsonResponse(200, AREAS),
      'GET /api/streaming-products': () => page(),
      'GET /api/cu/carts': () =>
        jsonResponse(200, { carts: [buildCart(), buildCart({ id: 10, status: 'SENT', name: '送付済み' })] }),
      'POST /api/cu/carts': () => jsonResponse(201, buildCart({ id: 12, name: '新しい配信カート' })),
      'POST /api/cu/carts/12/items': () => jsonResponse(201, buildCart({ id: 12, name: '新しい配信カート' })),
    });
    const { user } = renderRoutes(routes, STREAMING_SEARCH_PATH);
    await user.click(await screen.findByRole('button', { name: '月9ドラマ 恋する灯台をカートに追加' }));
    const dialog = await screen.findByRole('dialog', { name: '配信商品をカートに追加' });
    const field = within(dialog).getByLabelText(/インプレッション/);
    // The minimum to start with: 100 thousand.
    expect(field).toHaveValue('100');
    expect(dialog).toHaveTextContent('180,000円');

    await user.clear(field);
    await user.type(field, '99');
    await user.tab();
    expect(within(dialog).getByText('最低発注数(100,000imp)以上を入力してください。')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '150.5');
    expect(within(dialog).getByText('千imp単位の整数で入力してください。')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '3001');
    expect(within(dialog).getByText('残り(3,000,000imp)以下を入力してください。')).toBeInTheDocument();
    // Nothing is sent while the entry is wrong.
    await user.click(within(dialog).getByRole('button', { name: 'カートに追加' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.clear(field);
    await user.type(field, '250');
    await user.selectOptions(within(dialog).getByLabelText('ターゲティング'), 'f1');
    expect(within(dialog).getByRole('option', { name: 'F1(+20%、CPM 2,160円)' })).toBeInTheDocument();
    // 250,000 ÷ 1,000 × 2,160.
    expect(dialog).toHaveTextContent('540,000円');
    // Only the open streaming cart is offered.
    const cartSelect = within(dialog).getByLabelText('カートを選択');
    expect(
      within(cartSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['春の配信キャンペーン']);
    await user.type(within(dialog).getByLabelText('カート名'), '新しい配信カート');
    await user.dblClick(within(dialog).getByRole('button', { name: 'カートに追加' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url.pathname)).toEqual(['/api/cu/carts', '/api/cu/carts/12/items']);
    expect(JSON.parse(posts[0]?.body ?? '')).toEqual({ name: '新しい配信カート' });
    expect(JSON.parse(posts[1]?.body ?? '')).toEqual({ streamingProductId: 31, impressions: 250_000, target: 'f1' });
  });

  it('adds to an existing streaming cart without a targeting', async () => {
    const requests = mockApi({
      'GET /api/digital-products/areas': () => jsonResponse(200, AREAS),
      'GET /api/streaming-products': () => page(),
      'GET /api/cu/carts': () => jsonResponse(200, { carts: [buildCart()] }),
      'POST /api/cu/carts/9/items': () => jsonResponse(201, buildCart()),
    });
    const { user } = renderRoutes(routes, STREAMING_SEARCH_PATH);
    await user.click(await screen.findByRole('button', { name: '月9ドラマ 恋する灯台をカートに追加' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('カートを選択');
    await user.click(within(dialog).getByRole('button', { name: 'カートに追加' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url.pathname).toBe('/api/cu/carts/9/items');
    expect(JSON.parse(post?.body ?? '')).toEqual({ streamingProductId: 31, impressions: 100_000 });
  });

  it('tries a refused line again in the cart it has just made, not in another new one', async () => {
    let refusals = 1;
    const requests = mockApi({
      'GET /api/digital-products/areas': () => jsonResponse(200, AREAS),
      'GET /api/streaming-products': () => page(),
      'GET /api/cu/carts': () => jsonResponse(200, { carts: [] }),
      'POST /api/cu/carts': () => jsonResponse(201, buildCart({ id: 12, name: '新しい配信カート' })),
      'POST /api/cu/carts/12/items': () => {
        if (refusals-- > 0) return apiErrorResponse(409, 'CRT00055', '/api/cu/carts/12/items');
        return jsonResponse(201, buildCart({ id: 12, name: '新しい配信カート' }));
      },
    });
    const { user } = renderRoutes(routes, STREAMING_SEARCH_PATH);
    await user.click(await screen.findByRole('button', { name: '月9ドラマ 恋する灯台をカートに追加' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('配信サービスのカートはまだありません。')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('カート名'), '新しい配信カート');
    await user.click(within(dialog).getByRole('button', { name: 'カートに追加' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'カートに追加' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url.pathname)).toEqual([
      '/api/cu/carts',
      '/api/cu/carts/12/items',
      '/api/cu/carts/12/items',
    ]);
  });
});
