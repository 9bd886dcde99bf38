import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../lib/toasts';
import { captureDownloads, xlsxResponse } from '../../../test/file-downloads';
import { apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { buildBudgets, buildFigures, buildRow, buildSummary, stationSalesRoutes } from './station-sales-test-kit';

const PAGE = '/station/sales_summary';
const SUMMARY = 'GET /api/station-sales/summary';

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));

describe('販売管理', () => {
  beforeEach(() => {
    // 26 November 2026 in Japan: the default period is October 2026.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T03:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows last month’s figures, budget pacing, timeline, heat map and table from the answer', async () => {
    const requests = mockApi({ [SUMMARY]: () => jsonResponse(200, buildSummary()) });
    renderRoutes(stationSalesRoutes, PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: '販売管理' })).toBeInTheDocument();
    expect(document.title).toBe('販売管理 | tvcm-market');
    await screen.findByRole('heading', { level: 2, name: '販売実績' });
    expect(requests[0]?.url.search).toBe(
      '?dateFrom=2026-10-01&dateTo=2026-10-31&basis=broadcast&product=tv&grouping=month&target=individual&ratingType=realtime',
    );

    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('契約売上')).toBe('12,000,000円');
    expect(figure('販売数／販売可能数')).toBe('150／200');
    expect(figure('販売率')).toBe('75.0%');
    expect(figure('平均単価')).toBe('300,000円');
    expect(figure('保留中')).toBe('6');
    expect(figure('不成立')).toBe('4');
    expect(screen.getByText('理由別：売切れ 3・競合 1')).toBeInTheDocument();
    expect(figure('取消')).toBe('2');
    expect(figure('パーコスト')).toBe('85,000円');
    expect(figure('CPM')).toBe('1,250円');
    expect(screen.getAllByText('個人全体・リアルタイム')).toHaveLength(2);

    expect(screen.getByText('2026年11月26日時点')).toBeInTheDocument();
    expect(figure('予算')).toBe('15,000,000円');
    expect(figure('達成率')).toBe('80.0%');
    expect(figure('本日時点の目標')).toBe('15,000,000円');
    expect(figure('ペース')).toBe('80.0%');

    expect(screen.getByRole('figure', { name: '売上（棒）と販売率（折れ線）の推移のグラフ' })).toBeInTheDocument();
    const timeline = screen.getByRole('table', { name: '売上と販売率の推移' });
    expect(within(timeline).getAllByRole('row').map(cellsOf)).toEqual([
      ['期間', '9/28週', '10/5週'],
      ['契約売上', '2,000,000円', '4,000,000円'],
      ['販売率', '60.0%', '72.5%'],
    ]);

    const heatmap = screen.getByRole('table', { name: '曜日×時間帯の販売率' });
    expect(within(heatmap).getByText('100.0%')).toBeInTheDocument();
    expect(within(heatmap).getByText('75.0%')).toBeInTheDocument();

    expect(screen.getByRole('combobox', { name: '放送局' })).toHaveTextContent('デモテレビ');
  });

  it('shows the 合計 row as the answer’s totals, and — where a grouping by buyer has no inventory', async () => {
    const totals = buildFigures({
      revenue: 9_000_000,
      unitsContracted: 30,
      unitsOnSale: null,
      unitsSold: null,
      sellThrough: null,
      averageUnitPrice: 300_000,
      unitsHeld: 5,
      perCost: null,
      cpm: 1_100,
      unitsDeclined: 1,
      unitsCancelled: 0,
    });
    mockApi({
      [SUMMARY]: () =>
        jsonResponse(
          200,
          buildSummary({
            rows: [
              buildRow({ ...totals, key: 'c1', name: 'デモ広告株式会社', revenue: 6_000_000, unitsContracted: 20 }),
              buildRow({ ...totals, key: 'c2', name: '東西エージェンシー', revenue: 3_000_000, unitsContracted: 10 }),
            ],
            totals,
          }),
        ),
    });
    renderRoutes(stationSalesRoutes, `${PAGE}?grouping=buyer`);

    const table = await screen.findByRole('table', { name: '販売実績の集計表' });
    const rows = within(table).getAllByRole('row').map(cellsOf);
    expect(rows[0]).toEqual([
      '購入会社',
      '契約売上',
      '成約数',
      '平均単価',
      '販売数',
      '販売可能数',
      '販売率',
      '保留中',
      '不成立',
      '取消',
      'パーコスト',
      'CPM',
    ]);
    expect(rows.slice(1)).toEqual([
      ['デモ広告株式会社', '6,000,000円', '20', '300,000円', '—', '—', '—', '5', '1', '0', '—', '1,100円'],
      ['東西エージェンシー', '3,000,000円', '10', '300,000円', '—', '—', '—', '5', '1', '0', '—', '1,100円'],
      ['合計', '9,000,000円', '30', '300,000円', '—', '—', '—', '5', '1', '0', '—', '1,100円'],
    ]);
  });

  it('names the groups by their grouping', async () => {
    const rowsOf = async (search: string, rows: ReturnType<typeof buildRow>[]) => {
      mockApi({ [SUMMARY]: () => jsonResponse(200, buildSummary({ rows })) });
      const view = renderRoutes(stationSalesRoutes, `${PAGE}?${search}`);
      const table = await screen.findByRole('table', { name: '販売実績の集計表' });
      const names = within(table)
        .getAllByRole('row')
        .slice(1, -1)
        .map((row) => cellsOf(row)[0]);
      view.unmount();
      return names;
    };
    expect(await rowsOf('grouping=month', [buildRow({ key: '2026-10' })])).toEqual(['2026年10月']);
    expect(await rowsOf('grouping=week', [buildRow({ key: '2026-10-05' })])).toEqual(['10/5週']);
    expect(await rowsOf('grouping=weekdayBand', [buildRow({ key: '0:golden' }), buildRow({ key: '6:lateNight' })])).toEqual([
      '月 ゴールデン',
      '日 深夜',
    ]);
    expect(await rowsOf('grouping=industry', [buildRow({ key: 'AUTOMOTIVE' })])).toEqual(['自動車']);
    expect(await rowsOf('grouping=programme', [buildRow({ key: 'p', name: 'デモニュース' })])).toEqual(['デモニュース']);
  });

  it('says when no budget is set for the period', async () => {
    mockApi({
      [SUMMARY]: () =>
        jsonResponse(
          200,
          buildSummary({ pacing: { budget: null, revenue: 0, expectedByToday: null, pace: null, achievement: null } }),
        ),
    });
    renderRoutes(stationSalesRoutes, PAGE);
    expect(await screen.findByText('予算未設定')).toBeInTheDocument();
    expect(screen.queryByText('達成率')).not.toBeInTheDocument();
  });

  it('keeps changed conditions in the address and asks with them', async () => {
    const requests = mockApi({ [SUMMARY]: () => jsonResponse(200, buildSummary()) });
    const { user, location } = renderRoutes(stationSalesRoutes, PAGE);

    const conditions = await screen.findByRole('search', { name: '集計条件' });
    await screen.findByRole('heading', { level: 2, name: '販売実績' });
    await user.selectOptions(within(conditions).getByRole('combobox', { name: '放送局' }), 'デモ放送');
    await user.selectOptions(within(conditions).getByRole('combobox', { name: '期間' }), '四半期');
    await user.selectOptions(within(conditions).getByRole('combobox', { name: '対象四半期' }), '2026年7〜9月');
    await user.selectOptions(within(conditions).getByRole('combobox', { name: '計上基準' }), '契約日');
    await user.selectOptions(within(conditions).getByRole('combobox', { name: '商品' }), '直前');
    await user.selectOptions(within(conditions).getByRole('combobox', { name: '集計単位' }), '曜日×時間帯');
    await user.selectOptions(within(conditions).getByRole('combobox', { name: 'ターゲット' }), 'F1');
    await user.click(within(conditions).getByRole('button', { name: '集計' }));

    await waitFor(() =>
      expect(location().search).toBe(
        '?station=12&period=quarter&quarter=2026-Q3&basis=contract&product=lastMinute&grouping=weekdayBand&target=f1',
      ),
    );
    await waitFor(() =>
      expect(requests.map((request) => request.url.search)).toContain(
        '?station=12&dateFrom=2026-07-01&dateTo=2026-09-30&basis=contract&product=lastMinute&grouping=weekdayBand&target=f1&ratingType=realtime',
      ),
    );
  });

  it('refuses a run of days the summary would refuse before asking', async () => {
    const requests = mockApi({ [SUMMARY]: () => jsonResponse(200, buildSummary()) });
    const { user, location } = renderRoutes(stationSalesRoutes, `${PAGE}?period=range&dateFrom=2026-10-01&dateTo=2026-10-15`);

    const conditions = await screen.findByRole('search', { name: '集計条件' });
    const to = within(conditions).getByLabelText(/終了日/);
    await user.clear(to);
    await user.type(to, '2026-09-01');
    await user.click(within(conditions).getByRole('button', { name: '集計' }));
    expect(await within(conditions).findByText('終了日は開始日以降、366日以内で指定してください。')).toBeInTheDocument();
    expect(location().search).toBe('?period=range&dateFrom=2026-10-01&dateTo=2026-10-15');
    expect(new Set(requests.map((request) => request.url.searchParams.get('dateTo')))).toEqual(new Set(['2026-10-15']));
  });

  it('downloads the same query as an Excel workbook', async () => {
    const fileName = '販売管理_20261001-20261031.xlsx';
    const requests = mockApi({
      [SUMMARY]: () => jsonResponse(200, buildSummary()),
      'GET /api/station-sales/summary.xlsx': () => xlsxResponse(fileName, 'sales-summary.xlsx'),
    });
    const saved = captureDownloads('blob:sales');
    const { user } = renderRoutes(stationSalesRoutes, `${PAGE}?station=11&grouping=programme`);

    await user.click(await screen.findByRole('button', { name: 'Excelで保存' }));
    await waitFor(() => expect(saved).toEqual([`${fileName} blob:sales`]));
    const summary = requests.find((request) => request.url.pathname.endsWith('/summary'));
    const download = requests.find((request) => request.url.pathname.endsWith('/summary.xlsx'));
    expect(download?.url.search).toBe(summary?.url.search);
    expect(download?.url.searchParams.get('grouping')).toBe('programme');
    expect(download?.url.searchParams.get('station')).toBe('11');
  });

  it('sets a month’s budget with one PUT per changed cell, saying what is wrong before sending', async () => {
    const requests = mockApi({
      [SUMMARY]: () => jsonResponse(200, buildSummary()),
      'GET /api/station-sales/budgets': () => jsonResponse(200, buildBudgets()),
      'PUT /api/station-sales/budgets': (request) => {
        const input = JSON.parse(request.body) as { stationId: number; month: string; amount: number | null };
        return jsonResponse(
          200,
          buildBudgets({
            budgets: [
              ...buildBudgets().budgets.filter((budget) => budget.month !== input.month || budget.stationId !== input.stationId),
              ...(input.amount === null
                ? []
                : [{ ...input, amount: input.amount, updatedAt: '2026-11-26T03:00:00.000Z', updatedBy: '山田 花子' }]),
            ],
          }),
        );
      },
    });
    const { user } = renderRoutes(stationSalesRoutes, PAGE);

    await user.click(await screen.findByRole('button', { name: '予算設定' }));
    const dialog = await screen.findByRole('dialog', { name: '予算設定' });
    const october = await within(dialog).findByRole('textbox', { name: 'デモテレビ 2026年10月の予算' });
    expect(october).toHaveValue('15,000,000');
    expect(october.closest('[title]')).toHaveAttribute('title', '最終更新：2026/09/20 10:00（山田 花子）');
    expect(requests.find((request) => request.url.pathname.endsWith('/budgets'))?.url.search).toBe('?year=2026');

    const november = within(dialog).getByRole('textbox', { name: 'デモ放送 2026年11月の予算' });
    await user.type(november, '12億');
    expect(within(dialog).getByText('0〜2,000,000,000円の整数で入力してください。')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeDisabled();

    await user.clear(november);
    await user.type(november, '12,000,000');
    await user.clear(october);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(toasts()).toContainEqual({ severity: 'success', message: '予算を保存しました（2件）。' }));
    const puts = requests.filter((request) => request.method === 'PUT').map((request) => JSON.parse(request.body));
    expect(puts).toEqual([
      { stationId: 11, month: '2026-10', amount: null },
      { stationId: 12, month: '2026-11', amount: 12_000_000 },
    ]);
    expect(within(dialog).getByRole('textbox', { name: 'デモ放送 2026年11月の予算' })).toHaveValue('12,000,000');
  });

  it('keeps what was typed when the server refuses a budget', async () => {
    const requests = mockApi({
      [SUMMARY]: () => jsonResponse(200, buildSummary()),
      'GET /api/station-sales/budgets': () => jsonResponse(200, buildBudgets()),
      'PUT /api/station-sales/budgets': () => apiErrorResponse(403, 'AUT03002', '/station-sales/budgets'),
    });
    const { user } = renderRoutes(stationSalesRoutes, PAGE);

    await user.click(await screen.findByRole('button', { name: '予算設定' }));
    const dialog = await screen.findByRole('dialog', { name: '予算設定' });
    const cell = await within(dialog).findByRole('textbox', { name: 'デモテレビ 2026年12月の予算' });
    await user.type(cell, '5000000');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(toasts().some((toast) => toast.severity === 'error')).toBe(true));
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(cell).toHaveValue('5000000');
  });
});
