import { screen, waitFor, within } from '@testing-library/react';
import type { AdvertisersResponse } from '@tvcm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, xlsxResponse } from '../../../test/file-downloads';
import { type ApiHandlers, jsonResponse, mockApi, type RecordedRequest } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { buildLicence } from '../../../test/shell-fixtures';
import { AREAS, buildAgencyAnalysis, buildDelivery, postBuyRoutes } from './post-buy-test-kit';

const PAGE = '/agency/analyze_all';
const LAST_MONTH = '?dateFrom=2026-10-01&dateTo=2026-10-31&target=individual&ratingType=realtime';

const advertiser = (id: number, name: string): AdvertisersResponse['advertisers'][number] => ({
  id,
  code: `AD${id}`,
  name,
  industry: 'FOOD',
  brands: [],
  linkedCompany: null,
  updatedAt: '2026-10-01T00:00:00.000Z',
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

function analysisApi(answer = buildAgencyAnalysis(), more: ApiHandlers = {}) {
  const requests = mockApi({
    'GET /api/auth/licenses/base': () => jsonResponse(200, buildLicence()),
    'GET /api/areas': () => jsonResponse(200, AREAS),
    'GET /api/advertisers': () =>
      jsonResponse(200, { advertisers: [advertiser(5, 'デモ食品'), advertiser(6, 'デモ飲料')] } satisfies AdvertisersResponse),
    'GET /api/agency-analysis': () => jsonResponse(200, answer),
    ...more,
  });
  const searches = () =>
    requests
      .filter((request: RecordedRequest) => request.url.pathname === '/api/agency-analysis')
      .map((request) => request.url.search);
  return { requests, searches };
}

describe('全枠分析 (agency)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T03:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows delivered against booked, by booking with links, the under-delivered slots with their substitutes and the heat map', async () => {
    const { searches } = analysisApi();
    renderRoutes(postBuyRoutes, PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: '全枠分析' })).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: '申込GRPと実績GRP' });
    expect(searches()).toEqual([`${LAST_MONTH}&area=kanto`]);
    expect(within(totals).getByText('申込GRP（推定）').nextSibling).toHaveTextContent('80.00');
    expect(within(totals).getByText('実績GRP').nextSibling).toHaveTextContent('68.00');
    expect(within(totals).getByText('不足GRP').nextSibling).toHaveTextContent('12.00 未達');
    expect(within(totals).getByText('達成率').nextSibling).toHaveTextContent('85.0%');
    expect(within(totals).getByText('推定インプレッション').nextSibling).toHaveTextContent('3,200,000');
    expect(within(totals).getByText('実績インプレッション').nextSibling).toHaveTextContent('2,720,000');

    const byBooking = screen.getByRole('table', { name: '申込別の申込GRPと実績GRP' });
    expect(rowsOf(byBooking)).toEqual([
      [
        '申込番号',
        '広告主',
        '放送局',
        '枠数',
        '実績あり',
        '申込GRP',
        '実績GRP',
        '不足GRP',
        '達成率',
        '推定インプレッション',
        '実績インプレッション',
      ],
      ['A-2026-0041', 'デモ食品', '関東テレビ', '10', '8', '80.00', '68.00', '12.00 未達', '85.0%', '3,200,000', '2,720,000'],
      ['申込 42', '（未設定）', '関東テレビ', '10', '2', '80.00', '68.00', '3.00 超過', '104.0%', '3,200,000', '2,720,000'],
      ['合計', '10', '8', '80.00', '68.00', '12.00 未達', '85.0%', '3,200,000', '2,720,000'],
    ]);
    expect(await within(byBooking).findByRole('link', { name: 'A-2026-0041' })).toHaveAttribute('href', '/agency/bookings/41');

    const under = screen.getByRole('table', { name: '実績未達枠と差し替え候補' });
    const rows = rowsOf(under);
    expect(rows[1]?.slice(0, 8)).toEqual([
      'A-2026-0041',
      '関東テレビ',
      '10/14(水) 20:00',
      '夜のドラマ',
      '1',
      '10.00%',
      '7.00%',
      '70.0%',
    ]);
    expect(rows[1]?.[8]).toContain('12/9(水) 20:10 水曜ドラマ（15秒）');
    expect(rows[1]?.[8]).toContain('推定 10.50%・価格 280,000円・パーコスト 26,667円・残り2本');
    expect(within(under).getByRole('link', { name: '番組表で見る' })).toHaveAttribute(
      'href',
      '/agency/program_guide?area=kanto&station=3',
    );
    expect(rows[2]?.[8]).toBe('候補なし');

    expect(screen.getByRole('heading', { level: 2, name: '関東の全ブレイク実績視聴率ヒートマップ' })).toBeInTheDocument();
    const heatmap = screen.getByRole('table', { name: '関東の曜日×時間帯別の平均実績視聴率' });
    expect(rowsOf(heatmap)[1]).toEqual(['21時', '-', '-', '9.80%', '-', '-', '-', '-']);
  });

  it('switches between booking, advertiser, station, month and plan through the address, without asking again', async () => {
    const { searches } = analysisApi();
    const { user, location } = renderRoutes(postBuyRoutes, PAGE);

    await screen.findByRole('table', { name: '申込別の申込GRPと実績GRP' });
    await user.click(screen.getByRole('button', { name: '広告主別' }));
    expect(location().search).toBe('?view=advertiser');
    expect(rowsOf(screen.getByRole('table', { name: '広告主別の申込GRPと実績GRP' }))[1]?.slice(0, 3)).toEqual([
      'デモ食品',
      '食品',
      '10',
    ]);
    await user.click(screen.getByRole('button', { name: '月別' }));
    expect(rowsOf(screen.getByRole('table', { name: '月別の申込GRPと実績GRP' }))[1]?.[0]).toBe('2026年10月');
    await user.click(screen.getByRole('button', { name: '放送局別' }));
    expect(rowsOf(screen.getByRole('table', { name: '放送局別の申込GRPと実績GRP' }))[1]?.[0]).toBe('関東テレビ');
    await user.click(screen.getByRole('button', { name: 'プラン別' }));
    const byPlan = rowsOf(screen.getByRole('table', { name: 'プラン別の申込GRPと実績GRP' }));
    expect(byPlan[1]?.[0]).toBe('年末キャンペーン');
    // A plan holds only the bookings made from its carts: no totals row of everything under it.
    expect(byPlan.map((row) => row[0])).not.toContain('合計');
    expect(new Set(searches())).toEqual(new Set([`${LAST_MONTH}&area=kanto`]));
  });

  it('keeps the conditions in the address and asks for what they say', async () => {
    const { searches } = analysisApi();
    const { user, location } = renderRoutes(postBuyRoutes, PAGE);

    const form = await screen.findByRole('search', { name: '全枠分析の条件' });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'デモ飲料' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByRole('combobox', { name: '期間' }), '直近4週');
    // P+C7 is measured in 関東 only: choosing 関西 takes the rating type back to real-time.
    const ratingType = within(form).getByRole('combobox', { name: '視聴率の種類' });
    await user.selectOptions(ratingType, 'P+C7');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'ヒートマップのエリア' }), '関西');
    expect(ratingType).toHaveValue('realtime');
    expect(within(form).getByRole('option', { name: 'P+C7' })).toBeDisabled();
    await user.selectOptions(within(form).getByRole('combobox', { name: '広告主' }), 'デモ飲料');
    await user.click(within(form).getByRole('button', { name: '表示' }));

    await waitFor(() => expect(location().search).toBe('?period=last4Weeks&area=kansai&advertiser=6'));
    await waitFor(() =>
      expect(searches()).toContain(
        '?dateFrom=2026-10-29&dateTo=2026-11-25&target=individual&ratingType=realtime&area=kansai&advertiser=6',
      ),
    );
    expect(await screen.findByRole('heading', { level: 2, name: '関西の全ブレイク実績視聴率ヒートマップ' })).toBeInTheDocument();
  });

  it('says when no contracted booking aired in the period, and offers no download', async () => {
    analysisApi(
      buildAgencyAnalysis({
        totals: buildDelivery({
          slots: 0,
          measuredSlots: 0,
          bookedGrp: 0,
          deliveredGrp: 0,
          shortfallGrp: 0,
          deliveryPercent: null,
        }),
        byBooking: [],
        byAdvertiser: [],
        byStation: [],
        byMonth: [],
        underDelivered: [],
      }),
    );
    renderRoutes(postBuyRoutes, PAGE);
    expect(
      (await screen.findByText('この期間に放送された契約済みの申込はありません。')).closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.getByRole('table', { name: '関東の曜日×時間帯別の平均実績視聴率' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excelで保存' })).not.toBeInTheDocument();
  });

  it('says when the stations have not sent actual ratings yet, and when no slot fell short', async () => {
    analysisApi(
      buildAgencyAnalysis({
        totals: buildDelivery({ measuredSlots: 0, deliveredGrp: 0, shortfallGrp: 0, deliveryPercent: null }),
        underDelivered: [],
      }),
    );
    renderRoutes(postBuyRoutes, PAGE);
    expect(await screen.findByText('放送された枠の実績視聴率はまだ放送局から届いていません。')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: '申込GRPと実績GRP' });
    expect(within(totals).getByText('不足GRP').nextSibling).toHaveTextContent('-');
    expect(screen.getByText('推定の80%を下回った枠はありません。')).toHaveAttribute('role', 'status');
  });

  it('does without the areas, the advertisers and the links for a buyer with the analysis licence alone', async () => {
    const { requests, searches } = analysisApi(buildAgencyAnalysis(), {
      'GET /api/auth/licenses/base': () =>
        jsonResponse(
          200,
          buildLicence({ company: { code: '0000A00001', functionLicenses: ['UA060000'], businessType: 'ADVERTISING_COMPANY' } }),
        ),
    });
    renderRoutes(postBuyRoutes, PAGE);

    const byBooking = await screen.findByRole('table', { name: '申込別の申込GRPと実績GRP' });
    expect(searches()).toEqual([LAST_MONTH]);
    expect(requests.map((request) => request.url.pathname)).not.toContain('/api/areas');
    expect(requests.map((request) => request.url.pathname)).not.toContain('/api/advertisers');
    expect(within(byBooking).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'ヒートマップのエリア' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'エリアの全ブレイク実績視聴率ヒートマップ' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '番組表で見る' })).not.toBeInTheDocument();
  });

  it('downloads the same query as an Excel workbook', async () => {
    const fileName = '全枠分析_202610.xlsx';
    const { requests } = analysisApi(buildAgencyAnalysis(), {
      'GET /api/agency-analysis.xlsx': () => xlsxResponse(fileName, 'agency-analysis.xlsx'),
    });
    const saved = captureDownloads('blob:agency');
    const { user } = renderRoutes(postBuyRoutes, `${PAGE}?advertiser=5&target=core&view=month`);

    await user.click(await screen.findByRole('button', { name: 'Excelで保存' }));
    await waitFor(() => expect(saved).toEqual([`${fileName} blob:agency`]));
    const download = requests.find((request) => request.url.pathname === '/api/agency-analysis.xlsx');
    expect(download?.url.search).toBe(
      '?dateFrom=2026-10-01&dateTo=2026-10-31&target=core&ratingType=realtime&area=kanto&advertiser=5',
    );
  });
});
