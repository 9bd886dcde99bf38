import { screen, waitFor, within } from '@testing-library/react';
import type { ManagedSegment, ManagedSegmentsResponse } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../lib/toasts';
import { type ApiHandlers, apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { buildSegment, buildValuesPreview, buildVersion, dataSalesRoutes } from './data-sales-test-kit';

const PAGE = '/data_sales/sales/management';
const AREAS = {
  areas: [
    { code: 'kanto', name: '関東', stations: [], firstOnSaleDate: null },
    { code: 'kansai', name: '関西', stations: [], firstOnSaleDate: null },
  ],
};

const listOf = (segments: ManagedSegment[]): ManagedSegmentsResponse => ({
  segments,
  total: segments.length,
  page: 1,
  pageSize: 50,
});

function segmentsApi(state: { segments: ManagedSegment[] }, handlers: ApiHandlers = {}) {
  const requests = mockApi({
    'GET /api/target-data/segments': () => jsonResponse(200, listOf(state.segments)),
    'GET /api/areas': () => jsonResponse(200, AREAS),
    ...handlers,
  });
  const calls = (key: string) => requests.filter((request) => `${request.method} ${request.url.pathname}` === key);
  return { requests, calls };
}

const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('販売管理', () => {
  it('lists the segments with status, versions and licences in force, and keeps the filters in the address', async () => {
    const { calls } = segmentsApi({
      segments: [
        buildSegment(),
        buildSegment({
          id: 8,
          name: '食品購買層',
          status: 'DRAFT',
          method: 'PURCHASE',
          currentVersion: null,
          versions: [],
          activeLicences: 0,
        }),
      ],
    });
    const { user, location } = renderRoutes(dataSalesRoutes, PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: '販売管理' })).toBeInTheDocument();
    expect(document.title).toBe('販売管理 | tvcm-market');
    const table = await screen.findByRole('table', { name: 'セグメントの一覧' });
    expect(cellsOf(table)).toEqual([
      ['自動車購入意向層', '公開中', '調査パネル', '1エリア', '50,000pt', '第1版', '1', '2件', '2026/11/20 10:00'],
      ['食品購買層', '下書き', '購買データ', '1エリア', '50,000pt', '未取込', '0', '0件', '2026/11/20 10:00'],
    ]);

    const filters = screen.getByRole('search', { name: 'セグメントの絞り込み' });
    await user.type(within(filters).getByRole('searchbox', { name: 'キーワード' }), '自動車');
    await user.selectOptions(within(filters).getByRole('combobox', { name: '状態' }), '停止中');
    await user.click(within(filters).getByRole('button', { name: '検索' }));

    await waitFor(() => expect(location().search).toBe('?q=%E8%87%AA%E5%8B%95%E8%BB%8A&status=PAUSED'));
    await waitFor(() => {
      const sent = calls('GET /api/target-data/segments').at(-1)?.url.searchParams;
      expect([sent?.get('q'), sent?.get('status'), sent?.get('sort')]).toEqual(['自動車', 'PAUSED', 'updatedAt']);
    });

    await user.click(within(table).getByRole('button', { name: /セグメント名/ }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('sort')).toBe('name'));
  });

  it('says so when the company has no segment yet', async () => {
    segmentsApi({ segments: [] });
    renderRoutes(dataSalesRoutes, PAGE);
    expect(await screen.findByText(/^登録されたセグメントはありません。/)).toHaveAttribute('role', 'status');
  });

  it('checks the registration form in Japanese before anything is sent, then registers a draft', async () => {
    const state = { segments: [] as ManagedSegment[] };
    const created = buildSegment({
      id: 9,
      name: 'ペット飼育層',
      status: 'DRAFT',
      currentVersion: null,
      versions: [],
      activeLicences: 0,
    });
    const { calls } = segmentsApi(state, {
      'POST /api/target-data/segments': () => {
        state.segments = [created];
        return jsonResponse(201, created);
      },
    });
    const { user } = renderRoutes(dataSalesRoutes, PAGE);

    await user.click(await screen.findByRole('button', { name: '新規登録' }));
    const form = await screen.findByRole('dialog', { name: 'セグメントの新規登録' });
    await within(form).findByRole('checkbox', { name: '関東' });
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await within(form).findAllByText('必須項目です。')).toHaveLength(6);
    expect(within(form).getByText('エリアを1つ以上選択してください。')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'セグメント名' })).toHaveAccessibleDescription('必須項目です。');

    await user.type(within(form).getByRole('textbox', { name: 'セグメント名' }), 'ペット飼育層');
    await user.type(within(form).getByRole('textbox', { name: '定義' }), '犬または猫を飼っている世帯の個人');
    await user.selectOptions(within(form).getByRole('combobox', { name: '手法' }), 'スマートTVログ');
    await user.type(within(form).getByRole('textbox', { name: 'サンプルサイズ（人）' }), '８，０００');
    await user.type(within(form).getByLabelText(/対象期間（開始月）/), '2027-01');
    await user.type(within(form).getByLabelText(/対象期間（終了月）/), '2026-12');
    await user.type(within(form).getByRole('textbox', { name: '価格（pt／1エリア・1か月）' }), '30000');
    await user.clear(within(form).getByRole('textbox', { name: '最少パネル数' }));
    await user.type(within(form).getByRole('textbox', { name: '最少パネル数' }), '0');
    await user.click(within(form).getByRole('checkbox', { name: '関東' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await within(form).findByText('1以上の数値を入力してください。')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: '関東の人口（人）' })).toHaveAccessibleDescription('必須項目です。');

    await user.clear(within(form).getByRole('textbox', { name: '最少パネル数' }));
    await user.type(within(form).getByRole('textbox', { name: '最少パネル数' }), '30');
    await user.type(within(form).getByRole('textbox', { name: '関東の人口（人）' }), '1,500,000');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('終了月は開始月以降を指定してください。')).toBeInTheDocument();
    expect(calls('POST /api/target-data/segments')).toEqual([]);

    await user.clear(within(form).getByLabelText(/対象期間（終了月）/));
    await user.type(within(form).getByLabelText(/対象期間（終了月）/), '2027-06');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(calls('POST /api/target-data/segments')).toHaveLength(1));
    expect(JSON.parse(calls('POST /api/target-data/segments')[0]?.body ?? '')).toEqual({
      name: 'ペット飼育層',
      definition: '犬または猫を飼っている世帯の個人',
      method: 'SMART_TV',
      sampleSize: 8000,
      areas: [{ area: 'kanto', universe: 1_500_000 }],
      coverageFrom: '2027-01',
      coverageTo: '2027-06',
      pricePoints: 30000,
      previewCells: 24,
      minPanelCount: 30,
    });
    // The new draft opens where its values are uploaded next.
    expect(await screen.findByRole('dialog', { name: /ペット飼育層/ })).toBeInTheDocument();
    expect(toasts()).toEqual([
      {
        severity: 'success',
        message: '「ペット飼育層」を下書きとして登録しました。値のファイルを取り込んでから公開してください。',
      },
    ]);
  });

  it('previews a values file with a bad row by line and column, and commits the fixed file as the next version', async () => {
    const state = { segments: [buildSegment()] };
    let previews = 0;
    const { calls } = segmentsApi(state, {
      'POST /api/target-data/segments/7/values/previews': () => {
        previews += 1;
        return jsonResponse(
          200,
          previews === 1
            ? buildValuesPreview({
                problems: [
                  { line: 3, column: 'rating', code: 'invalidRating', params: { value: 'abc' } },
                  { line: 4, column: 'stationCode', code: 'unknownStation', params: { value: 'JOXX' } },
                ],
              })
            : buildValuesPreview(),
        );
      },
      'POST /api/target-data/segments/7/values': () => {
        const version = buildVersion({ version: 2, fileName: '自動車購入意向_12月.csv', cells: 3, suppressedCells: 1 });
        state.segments = [buildSegment({ currentVersion: version, versions: [buildVersion(), version] })];
        return jsonResponse(200, { version });
      },
    });
    const { user } = renderRoutes(dataSalesRoutes, PAGE);

    await user.click(await screen.findByRole('button', { name: '自動車購入意向層の詳細を開く' }));
    const dialog = await screen.findByRole('dialog', { name: /自動車購入意向層/ });
    const file = new File(['放送局コード,放送日,時間帯,視聴率,パネル数\n'], '自動車購入意向_12月.csv');
    await user.upload(within(dialog).getByLabelText('取り込むファイル（CSV・Excel）'), file);
    await user.click(within(dialog).getByRole('button', { name: 'プレビュー' }));

    const preview = await within(dialog).findByRole('region', { name: 'プレビュー: 自動車購入意向_12月.csv' });
    expect(calls('POST /api/target-data/segments/7/values/previews')[0]?.url.searchParams.get('fileName')).toBe(
      '自動車購入意向_12月.csv',
    );
    expect(
      within(preview).getByText('エラーがあるため取り込めません。ファイルを修正して、もう一度選択してください。'),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: '取り込む' })).toBeDisabled();
    expect(cellsOf(within(preview).getByRole('table', { name: 'エラーがある行の一覧' }))).toEqual([
      ['3', '視聴率', '「abc」は視聴率として読み取れません。0〜100の数値（%、小数第2位まで）を入力してください。'],
      ['4', '放送局コード', '放送局コード「JOXX」の放送局はありません。'],
    ]);

    await user.upload(within(dialog).getByLabelText('取り込むファイル（CSV・Excel）'), file);
    await user.click(within(dialog).getByRole('button', { name: 'プレビュー' }));
    const fixed = await within(dialog).findByRole('region', { name: 'プレビュー: 自動車購入意向_12月.csv' });
    expect(within(fixed).getByText('エラーはありません。取り込むと第2版になります。')).toBeInTheDocument();
    await user.click(within(fixed).getByRole('button', { name: '取り込む' }));

    await waitFor(() => expect(calls('POST /api/target-data/segments/7/values')).toHaveLength(1));
    expect(await screen.findByText('第2版として3セルを取り込みました。')).toBeInTheDocument();
    const versions = await within(dialog).findByRole('table', { name: '取込履歴（バージョンの一覧）' });
    await waitFor(() => expect(cellsOf(versions).map((row) => row[0])).toEqual(['第2版現行', '第1版']));
  });

  it('asks before withdrawing a segment, and explains a refused status change', async () => {
    const { calls } = segmentsApi(
      { segments: [buildSegment()] },
      {
        'POST /api/target-data/segments/7/status': () => apiErrorResponse(409, 'TGD00005', '/target-data/segments/7/status'),
      },
    );
    const { user } = renderRoutes(dataSalesRoutes, PAGE);

    await user.click(await screen.findByRole('button', { name: '自動車購入意向層の詳細を開く' }));
    const dialog = await screen.findByRole('dialog', { name: /自動車購入意向層/ });
    await user.click(within(dialog).getByRole('button', { name: '取下げ' }));
    const confirm = await screen.findByRole('dialog', { name: 'セグメントを取り下げますか？' });
    expect(confirm).toHaveTextContent('利用中のライセンス（2件）は期限まで利用できます。');
    await user.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
    expect(calls('POST /api/target-data/segments/7/status')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '一時停止' }));
    expect(
      await within(dialog).findByText(/^セグメントの状態を変更できません。.*最新の状態を表示しています。$/),
    ).toBeInTheDocument();
    expect(JSON.parse(calls('POST /api/target-data/segments/7/status')[0]?.body ?? '')).toEqual({ action: 'pause' });
    expect(toasts()).toEqual([]);
  });
});
