import { screen, waitFor, within } from '@testing-library/react';
import type { DataSalesActualsResponse } from '@tvcm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, xlsxResponse } from '../../../test/file-downloads';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { dataSalesRoutes } from './data-sales-test-kit';

const PAGE = '/data_sales/sales/actuals';

const ACTUALS: DataSalesActualsResponse = {
  rows: [
    {
      segment: { id: 7, name: '自動車購入意向層' },
      buyer: { code: '0000A00001', name: 'デモ広告株式会社' },
      area: 'kanto',
      areaName: '関東',
      month: '2026-11',
      points: 25_000,
    },
    {
      segment: { id: 7, name: '自動車購入意向層' },
      buyer: { code: '0000A00001', name: 'デモ広告株式会社' },
      area: 'kanto',
      areaName: '関東',
      month: '2026-12',
      points: 25_000,
    },
    {
      segment: { id: 8, name: '食品購買層' },
      buyer: { code: '0000A00002', name: '東西エージェンシー' },
      area: 'kansai',
      areaName: '関西',
      month: '2026-12',
      points: 12_000,
    },
  ],
  totalPoints: 62_000,
  licences: 2,
};

describe('販売実績一覧', () => {
  beforeEach(() => {
    // 26 November 2026 in Japan: the default range is December 2025 to November 2026.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T03:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the last twelve months by segment, buyer, area and month with the total, and keeps the filters in the address', async () => {
    const requests = mockApi({ 'GET /api/target-data/sales-actuals': () => jsonResponse(200, ACTUALS) });
    const { user, location } = renderRoutes(dataSalesRoutes, PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: '販売実績一覧' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '販売実績の一覧' });
    expect(requests[0]?.url.search).toBe('?monthFrom=2025-12&monthTo=2026-11');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['自動車購入意向層', 'デモ広告株式会社', '関東', '2026年11月', '25,000pt'],
      ['自動車購入意向層', 'デモ広告株式会社', '関東', '2026年12月', '25,000pt'],
      ['食品購買層', '東西エージェンシー', '関西', '2026年12月', '12,000pt'],
      ['合計', '62,000pt'],
    ]);
    expect(screen.getByText('売上ポイント合計').nextSibling).toHaveTextContent('62,000pt');

    const filters = screen.getByRole('search', { name: '販売実績の絞り込み' });
    const from = within(filters).getByLabelText(/期間（開始月）/);
    await user.clear(from);
    await user.type(from, '2026-06');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'セグメント' }), '食品購買層');
    await user.click(within(filters).getByRole('button', { name: '検索' }));

    await waitFor(() => expect(location().search).toBe('?monthFrom=2026-06&segmentId=8'));
    await waitFor(() =>
      expect(requests.map((request) => request.url.search)).toContain('?monthFrom=2026-06&monthTo=2026-11&segmentId=8'),
    );
  });

  it('refuses a range that runs backwards before asking', async () => {
    const requests = mockApi({ 'GET /api/target-data/sales-actuals': () => jsonResponse(200, ACTUALS) });
    const { user, location } = renderRoutes(dataSalesRoutes, `${PAGE}?monthFrom=2026-06&monthTo=2026-09`);

    const filters = await screen.findByRole('search', { name: '販売実績の絞り込み' });
    const to = within(filters).getByLabelText(/期間（終了月）/);
    await user.clear(to);
    await user.type(to, '2026-01');
    await user.click(within(filters).getByRole('button', { name: '検索' }));
    expect(await within(filters).findByText('終了月は開始月以降を指定してください。')).toBeInTheDocument();
    expect(location().search).toBe('?monthFrom=2026-06&monthTo=2026-09');
    expect(new Set(requests.map((request) => request.url.search))).toEqual(new Set(['?monthFrom=2026-06&monthTo=2026-09']));
  });

  it('says so when nothing was sold, and offers no download', async () => {
    mockApi({ 'GET /api/target-data/sales-actuals': () => jsonResponse(200, { rows: [], totalPoints: 0, licences: 0 }) });
    renderRoutes(dataSalesRoutes, PAGE);
    expect(await screen.findByText('指定した期間の販売実績はありません。')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Excelで保存' })).not.toBeInTheDocument();
  });

  it('downloads the same query as an Excel workbook under the name the server gives', async () => {
    const fileName = 'ターゲットデータ販売実績_202606-202609.xlsx';
    const requests = mockApi({
      'GET /api/target-data/sales-actuals': () => jsonResponse(200, ACTUALS),
      'GET /api/target-data/sales-actuals.xlsx': () => xlsxResponse(fileName, 'sales-actuals.xlsx'),
    });
    const saved = captureDownloads('blob:actuals');
    const { user } = renderRoutes(dataSalesRoutes, `${PAGE}?monthFrom=2026-06&monthTo=2026-09&segmentId=7`);

    await user.click(await screen.findByRole('button', { name: 'Excelで保存' }));
    await waitFor(() => expect(saved).toEqual([`${fileName} blob:actuals`]));
    const download = requests.find((request) => request.url.pathname.endsWith('/sales-actuals.xlsx'));
    expect(download?.url.search).toBe('?monthFrom=2026-06&monthTo=2026-09&segmentId=7');
  });
});
