import { screen, waitFor, within } from '@testing-library/react';
import { API_ERROR_CODES, BROADCASTER_LICENCES } from '@tvcm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, xlsxResponse } from '../../../test/file-downloads';
import { apiErrorResponse, jsonResponse, mockApi, type RecordedRequest } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { buildAccuracy, buildStationAnalysis, postBuyRoutes, stationLicenceHandlers } from './post-buy-test-kit';

const PAGE = '/station/analyze_all';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

function analysisApi(answer = buildStationAnalysis(), licences = BROADCASTER_LICENCES) {
  const requests = mockApi({
    ...stationLicenceHandlers(licences),
    'GET /api/station-analysis': () => jsonResponse(200, answer),
  });
  const searches = () =>
    requests
      .filter((request: RecordedRequest) => request.url.pathname === '/api/station-analysis')
      .map((request) => request.url.search);
  return { requests, searches };
}

describe('全枠分析 (station)', () => {
  beforeEach(() => {
    // 26 November 2026 in Japan: 先月 is October.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T03:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('compares estimates with actuals for last month: the summary, what the bias means, the tables and the heat map', async () => {
    const { searches } = analysisApi();
    renderRoutes(postBuyRoutes, PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: '全枠分析' })).toBeInTheDocument();
    expect(document.title).toBe('全枠分析 | tvcm-market');
    const summary = await screen.findByRole('region', { name: '推定と実績の比較' });
    expect(searches()).toEqual(['?dateFrom=2026-10-01&dateTo=2026-10-31&target=individual&ratingType=realtime']);
    expect(screen.getByText('2026/10/01〜2026/10/31')).toBeInTheDocument();
    expect(within(summary).getByText('実績のあるCMブレイク').nextSibling).toHaveTextContent('140件');
    expect(within(summary).getByText('推定と比較できたブレイク').nextSibling).toHaveTextContent('120件');
    expect(within(summary).getByText('平均推定視聴率').nextSibling).toHaveTextContent('8.50%');
    expect(within(summary).getByText('平均実績視聴率').nextSibling).toHaveTextContent('7.82%');
    expect(within(summary).getByText('平均誤差').nextSibling).toHaveTextContent('0.95%');
    expect(within(summary).getByText('バイアス').nextSibling).toHaveTextContent('−0.68ポイント（−8.0%）');
    expect(
      within(summary).getByText('実績は推定を約8%下回りました。来月の推定を約8%下げると実績に近づきます。'),
    ).toBeInTheDocument();

    expect(screen.getByRole('figure', { name: '時間帯別の平均推定視聴率と平均実績視聴率のグラフ' })).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: '曜日×時間帯別の推定と実績' }))).toEqual([
      ['曜日', '時間帯', 'ブレイク数', '平均推定', '平均実績', '平均誤差', 'バイアス', 'バイアス率'],
      ['月', '朝（5〜9時）', '30', '4.20%', '4.31%', '0.95%', '+0.11ポイント', '+2.6%'],
      ['金', 'ゴールデン（19〜22時）', '20', '12.00%', '10.50%', '0.95%', '−0.68ポイント', '−8.0%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: '番組別の推定と実績' })).map((row) => row[0])).toEqual([
      '番組',
      'ニュース7',
      '（番組名なし）',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'ターゲット別の推定と実績' })).map((row) => row.slice(0, 2))).toEqual([
      ['ターゲット', 'ブレイク数'],
      ['個人全体', '120'],
      ['コア(13-49歳)', '120'],
    ]);

    const realised = screen.getByRole('region', { name: '販売枠の実績パーコスト' });
    expect(within(realised).getByText('売上').nextSibling).toHaveTextContent('5,400,000円');
    expect(rowsOf(within(realised).getByRole('table'))).toEqual([
      ['区分', 'GRP', 'パーコスト'],
      ['推定', '306.00', '17,647円'],
      ['実績', '281.52', '19,181円'],
    ]);

    const heatmap = screen.getByRole('table', { name: '曜日×時間帯別の平均実績視聴率' });
    const rows = rowsOf(heatmap);
    expect(rows[0]).toEqual(['時', '月', '火', '水', '木', '金', '土', '日']);
    expect(rows[1]).toEqual(['7時', '4.31%', '-', '-', '-', '-', '-', '-']);
    expect(rows[2]).toEqual(['20時', '-', '-', '-', '-', '10.50%', '-', '-']);
    expect(within(heatmap).getByText('10.50%')).toHaveAttribute('title', '金曜 20時台：平均実績 10.50%（20ブレイク）');
  });

  it('says when estimate and actual agree, and when nothing could be compared', async () => {
    analysisApi(buildStationAnalysis({ totals: buildAccuracy({ bias: 2, biasPercent: 0.3 }) }));
    const first = renderRoutes(postBuyRoutes, PAGE);
    expect(await screen.findByText('実績は推定とほぼ一致しています。来月の推定はこのままで構いません。')).toBeInTheDocument();
    first.unmount();

    analysisApi(buildStationAnalysis({ compared: 0, totals: buildAccuracy({ bias: null, biasPercent: null, breaks: 0 }) }));
    renderRoutes(postBuyRoutes, PAGE);
    expect(
      await screen.findByText('推定のある販売枠と照合できたブレイクがないため、補正の目安は出せません。'),
    ).toBeInTheDocument();
  });

  it('keeps the conditions in the address and asks for what they say', async () => {
    const { searches } = analysisApi();
    const { user, location } = renderRoutes(postBuyRoutes, PAGE);

    const form = await screen.findByRole('search', { name: '全枠分析の条件' });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'デモBS' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByRole('combobox', { name: '放送局' }), 'デモBS');
    await user.selectOptions(within(form).getByRole('combobox', { name: '期間' }), '任意');
    const from = within(form).getByLabelText(/開始日/);
    expect(from).toHaveValue('2026-10-01');
    await user.clear(from);
    await user.type(from, '2026-09-01');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'ターゲット' }), 'コア(13-49歳)');
    await user.click(within(form).getByRole('button', { name: '表示' }));

    await waitFor(() =>
      expect(location().search).toBe('?station=12&period=custom&dateFrom=2026-09-01&dateTo=2026-10-31&target=core'),
    );
    await waitFor(() =>
      expect(searches()).toContain('?station=12&dateFrom=2026-09-01&dateTo=2026-10-31&target=core&ratingType=realtime'),
    );

    await user.click(
      within(await screen.findByRole('search', { name: '全枠分析の条件' })).getByRole('button', { name: 'クリア' }),
    );
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('reads 直近4週 from the address: the 28 days to yesterday', async () => {
    const { searches } = analysisApi();
    renderRoutes(postBuyRoutes, `${PAGE}?period=last4Weeks&ratingType=pc7`);
    await screen.findByRole('region', { name: '推定と実績の比較' });
    expect(searches()).toEqual(['?dateFrom=2026-10-29&dateTo=2026-11-25&target=individual&ratingType=pc7']);
    expect(screen.getByRole('combobox', { name: '期間' })).toHaveValue('last4Weeks');
  });

  it('refuses a period longer than the longest one analysis covers before asking', async () => {
    const { searches } = analysisApi();
    const { user, location } = renderRoutes(postBuyRoutes, PAGE);

    const form = await screen.findByRole('search', { name: '全枠分析の条件' });
    await user.selectOptions(within(form).getByRole('combobox', { name: '期間' }), '任意');
    const from = within(form).getByLabelText(/開始日/);
    await user.clear(from);
    await user.type(from, '2026-06-01');
    await user.click(within(form).getByRole('button', { name: '表示' }));

    expect(await within(form).findByText('開始日から92日以内の終了日を指定してください。')).toBeInTheDocument();
    expect(location().search).toBe('');
    expect(new Set(searches())).toEqual(
      new Set(['?dateFrom=2026-10-01&dateTo=2026-10-31&target=individual&ratingType=realtime']),
    );
  });

  it('explains where actual ratings come from when none are in the period, with a link to the upload', async () => {
    analysisApi(buildStationAnalysis({ breaks: 0, compared: 0, byWeekdayBand: [], byProgramme: [], byTarget: [], heatmap: [] }));
    renderRoutes(postBuyRoutes, PAGE);

    const empty = (await screen.findByText(/この期間の実績視聴率はまだ取り込まれていません。/)).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(empty).toHaveTextContent('放送後の全CMブレイクの実績視聴率は「全枠分析データ取込」でアップロードします。');
    expect(await within(empty).findByRole('link', { name: '全枠分析データ取込へ' })).toHaveAttribute(
      'href',
      '/station/import_cm_analyze_all',
    );
    expect(screen.queryByRole('button', { name: 'Excelで保存' })).not.toBeInTheDocument();
  });

  it('leaves the link out for a station without the upload licence', async () => {
    analysisApi(
      buildStationAnalysis({ breaks: 0, compared: 0 }),
      BROADCASTER_LICENCES.filter((code) => code !== 'UT040002'),
    );
    renderRoutes(postBuyRoutes, PAGE);
    const empty = (await screen.findByText(/この期間の実績視聴率はまだ取り込まれていません。/)).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(empty).toHaveTextContent('「全枠分析データ取込」でアップロードします。');
    expect(within(empty).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the refusal of another company's station as the page's error, the station still named in the conditions", async () => {
    mockApi({
      ...stationLicenceHandlers(),
      'GET /api/station-analysis': () => apiErrorResponse(403, API_ERROR_CODES.forbidden, '/station-analysis'),
    });
    renderRoutes(postBuyRoutes, `${PAGE}?station=99`);

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '放送局' })).toHaveDisplayValue('放送局 99');
    expect(screen.queryByRole('region', { name: '推定と実績の比較' })).not.toBeInTheDocument();
  });

  it('downloads the same query as an Excel workbook', async () => {
    const fileName = '全枠分析_202610.xlsx';
    const requests = mockApi({
      ...stationLicenceHandlers(),
      'GET /api/station-analysis': () => jsonResponse(200, buildStationAnalysis()),
      'GET /api/station-analysis.xlsx': () => xlsxResponse(fileName, 'station-analysis.xlsx'),
    });
    const saved = captureDownloads('blob:analysis');
    const { user } = renderRoutes(postBuyRoutes, `${PAGE}?station=11&target=core`);

    await user.click(await screen.findByRole('button', { name: 'Excelで保存' }));
    await waitFor(() => expect(saved).toEqual([`${fileName} blob:analysis`]));
    const download = requests.find((request) => request.url.pathname === '/api/station-analysis.xlsx');
    expect(download?.url.search).toBe('?station=11&dateFrom=2026-10-01&dateTo=2026-10-31&target=core&ratingType=realtime');
  });
});
