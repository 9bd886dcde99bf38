import { screen, waitFor, within } from '@testing-library/react';
import { API_ERROR_CODES, type StationDigitalProduct } from '@tvcm/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { DigitalProductsPage } from './digital-products-page';

const routes: RouteObject[] = [{ path: '/station/import_cu', element: <DigitalProductsPage /> }];

function buildProduct(overrides: Partial<StationDigitalProduct> = {}): StationDigitalProduct {
  return {
    id: 41,
    kind: 'STREAMING',
    station: { id: 1, code: 'JOAX', name: '関東テレビ' },
    code: 'DRAMA01',
    title: '木曜ドラマ 見逃し配信',
    genre: 'DRAMA',
    broadcastStart: '2027-01-07',
    broadcastEnd: '2027-01-07',
    deliveryStart: '2027-01-07',
    deliveryEnd: '2027-01-14',
    adLengths: [15, 30],
    unitPrice: 1800,
    estimatedImpressions: null,
    minimumUnits: 50,
    unitsOnSale: 500,
    unitsHeld: 200,
    unitsSold: 100,
    salesStart: '2026-11-01',
    salesEnd: '2027-01-06',
    status: 'ON_SALE',
    targeting: [{ target: 'f1', surchargePercent: 20 }],
    updatedAt: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

describe('the streaming product list', () => {
  it('reads its filters from the address, shows impressions, and explains an edit refused below held + sold', async () => {
    const requests = mockApi({
      'GET /api/station-digital-products/streaming/stations': () =>
        jsonResponse(200, {
          stations: [
            { id: 1, code: 'JOAX', name: '関東テレビ', areaCode: 'kanto' },
            { id: 2, code: 'JOBX', name: 'みなとテレビ', areaCode: 'kanto' },
          ],
        }),
      'GET /api/station-digital-products/streaming': () =>
        jsonResponse(200, { products: [buildProduct()], total: 1, page: 1, pageSize: 50 }),
      'PATCH /api/station-digital-products/streaming/41': () =>
        jsonResponse(409, {
          errors: [{ code: API_ERROR_CODES.digitalProductChangeRefused, statusCode: 409, params: { reason: 'belowHeldOrSold' } }],
          path: '/api/station-digital-products/streaming/41',
        }),
    });
    const { user } = renderRoutes(routes, '/station/import_cu?tab=products&q=DRAMA&status=ON_SALE&stationId=2');
    const table = await screen.findByRole('table', { name: '登録済みの商品の一覧' });
    const listed = requests.find((request) => request.url.pathname === '/api/station-digital-products/streaming');
    expect(Object.fromEntries(listed?.url.searchParams ?? [])).toEqual({
      stationId: '2',
      q: 'DRAMA',
      status: 'ON_SALE',
      page: '1',
    });
    expect(within(table).getByRole('row', { name: /DRAMA01/ })).toHaveTextContent('500,000imp');
    expect(screen.getByRole('textbox', { name: 'コード・名称' })).toHaveValue('DRAMA');
    expect(await screen.findByRole('combobox', { name: '放送局' })).toHaveTextContent('みなとテレビ');

    await user.click(within(table).getByRole('button', { name: 'DRAMA01（2027/01/07）を変更' }));
    const dialog = screen.getByRole('dialog', { name: '商品の変更: DRAMA01' });
    const impressions = within(dialog).getByRole('textbox', { name: '販売インプレッション' });
    await user.clear(impressions);
    await user.type(impressions, '250500');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('1,000単位で入力してください。')).toBeInTheDocument();

    await user.clear(impressions);
    await user.type(impressions, '250000');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      await within(dialog).findByText(
        '変更できませんでした。仮押さえ・成約の合計を下回る販売数にはできません。最新の内容を表示しました。',
      ),
    ).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toBe(JSON.stringify({ unitsOnSale: 250 }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
  });
});
