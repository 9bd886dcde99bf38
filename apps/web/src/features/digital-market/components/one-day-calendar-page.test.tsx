import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { ONE_DAY_CALENDAR_PATH } from '../paths';
import { AREAS, buildCart, buildOneDayProduct } from './digital-market-test-kit';
import { OneDayCalendarPage } from './one-day-calendar-page';

const routes = [{ path: ONE_DAY_CALENDAR_PATH, element: <OneDayCalendarPage /> }];

const DAYS = [
  buildOneDayProduct({ id: 501, date: '2031-02-03', state: 'onSale' }),
  buildOneDayProduct({ id: 502, date: '2031-02-04', state: 'soldOut' }),
  buildOneDayProduct({ id: 503, date: '2031-02-05', state: 'outsideSalesPeriod' }),
  buildOneDayProduct({
    id: 601,
    date: '2031-02-03',
    surface: { code: 'PLAYER', name: '動画プレイヤー 冒頭枠' },
    price: 800_000,
    effectiveCpm: 889,
  }),
];

describe('OneDayCalendarPage', () => {
  it('lays out surfaces × four weeks from the week in the address, marks sold days, and moves by four weeks', async () => {
    const requests = mockApi({
      'GET /api/digital-products/areas': () => jsonResponse(200, AREAS),
      'GET /api/one-day-products': () => jsonResponse(200, { items: DAYS }),
    });
    const { user, location } = renderRoutes(routes, `${ONE_DAY_CALENDAR_PATH}?area=kanto&week=2031-02-05`);

    const table = await screen.findByRole('table', { name: /デジタル1dayのカレンダー/ });
    const calls = () => requests.filter((request) => request.url.pathname === '/api/one-day-products');
    // The week's Monday, for 28 days.
    expect(Object.fromEntries(calls()[0]?.url.searchParams ?? [])).toEqual({
      area: 'kanto',
      from: '2031-02-03',
      to: '2031-03-02',
    });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(1 + 28);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'みなとトップページ マストヘッド',
      'みなと動画プレイヤー 冒頭枠',
    ]);
    const cells = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('1,200,000円');
    expect(cells[0]).toHaveTextContent('実質CPM 1,200円');
    expect(cells[1]).toHaveTextContent('売切');
    expect(within(cells[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(cells[2]).toHaveAttribute('data-state', 'outsideSalesPeriod');
    expect(within(cells[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    // Days on sale are the only buttons of the calendar.
    expect(within(table).getAllByRole('button')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '次の4週' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('week')).toBe('2031-03-03'));
    await waitFor(() => expect(calls().at(-1)?.url.searchParams.get('from')).toBe('2031-03-03'));
    await user.click(screen.getByRole('button', { name: '前の4週' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('week')).toBe('2031-02-03'));
  });

  it('adds a day on sale to the chosen streaming cart', async () => {
    const requests = mockApi({
      'GET /api/digital-products/areas': () => jsonResponse(200, AREAS),
      'GET /api/one-day-products': () => jsonResponse(200, { items: DAYS }),
      'GET /api/cu/carts': () => jsonResponse(200, { carts: [buildCart(), buildCart({ id: 11, name: '夏の配信' })] }),
      'POST /api/cu/carts/11/items': () => jsonResponse(201, buildCart({ id: 11, name: '夏の配信' })),
    });
    const { user } = renderRoutes(routes, `${ONE_DAY_CALENDAR_PATH}?week=2031-02-03`);
    await user.click(await screen.findByRole('button', { name: /みなと トップページ マストヘッド 2\/3/ }));
    const dialog = await screen.findByRole('dialog', { name: '1day商品をカートに追加' });
    expect(dialog).toHaveTextContent('1,200,000円');
    await user.selectOptions(await within(dialog).findByLabelText('カートを選択'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'カートに追加' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url.pathname).toBe('/api/cu/carts/11/items');
    expect(JSON.parse(post?.body ?? '')).toEqual({ oneDayProductId: 501 });
  });
});
