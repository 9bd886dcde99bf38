import { screen, waitFor, within } from '@testing-library/react';
import {
  API_ERROR_CODES,
  type PlanDetail,
  type PlanSaveRequest,
  planConditionsSchema,
  planOptimiseRequestSchema,
} from '@tvcm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../lib/toasts';
import { jsonResponse, mockApi, type RecordedRequest } from '../../../test/mock-api';
import { PlanEditPage } from './plan-edit-page';
import { bodyOf, buildLine, buildOptimisation, buildPlanSummary, commonHandlers, renderPlanPage } from './plan-test-kit';

const DEFAULT_CONDITIONS = {
  area: 'kanto',
  dateFrom: '2026-12-01',
  dateTo: '2026-12-14',
  target: 'individual',
  ratingType: 'pc7',
  segment: null,
  budget: 30_000_000,
  goal: 'maxGrp',
  goalValue: null,
  pattern: 'uShape',
  weekdays: [],
  timeFrom: null,
  timeTo: null,
  stations: [],
  length: 15,
  position: null,
  kind: null,
  caps: { perDayBand: 2, stationSharePercent: 40, perProgramme: 1 },
  includeDigital: false,
  tvSharePercent: null,
};

const FIRST_LINE_NAME = '関東TV 12/1(火) 19:00 夜のニュース';
const SECOND_LINE_NAME = 'さくらTV 12/1(火) 7:00 朝の情報';

beforeEach(() => {
  // Only the date: the defaults are next month's first two weeks.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T01:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const posts = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.url.pathname === path).map(bodyOf);
const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));

function renderEdit(path = '/agency/plannings/edit') {
  return renderPlanPage(<PlanEditPage />, { path, pattern: '/agency/plannings/edit' });
}

function buildDetail(overrides: Partial<PlanDetail> = {}): PlanDetail {
  const optimisation = buildOptimisation();
  return {
    ...buildPlanSummary({ id: 30, name: '関東 冬の案' }),
    conditions: planConditionsSchema.parse(DEFAULT_CONDITIONS),
    lines: optimisation.lines,
    optimality: optimisation.optimality,
    createdBy: { id: 7, name: '山田 太郎' },
    carts: [],
    ratingsAreEstimates: true,
    ...overrides,
  };
}

describe('PlanEditPage', () => {
  it('sends valid conditions to the candidates and the optimiser, and shows the figures as estimates with the optimality', async () => {
    const requests = mockApi({
      ...commonHandlers(),
      'POST /api/plannings/candidates': () => jsonResponse(200, { items: [buildLine()], total: 1, page: 1, pageSize: 100 }),
      'POST /api/plannings/optimisations': () => jsonResponse(200, buildOptimisation()),
    });
    const { user } = renderEdit();

    const conditions = await screen.findByRole('region', { name: '条件' });
    expect(screen.getByRole('heading', { level: 1, name: 'プラン作成' })).toBeInTheDocument();
    expect(document.title).toBe('プラン作成 | tvcm-market');
    await user.click(within(conditions).getByRole('checkbox', { name: '関東TV' }));
    const budget = within(conditions).getByRole('spinbutton', { name: '予算（円）' });
    await user.clear(budget);
    await user.type(budget, '20000000');

    await user.click(screen.getByRole('button', { name: '候補を表示' }));
    const candidates = await screen.findByRole('table', { name: '候補一覧' });
    expect(within(candidates).getByRole('rowheader', { name: '関東TV' })).toBeInTheDocument();
    const expected = { ...DEFAULT_CONDITIONS, stations: [1], budget: 20_000_000 };
    expect(posts(requests, '/api/plannings/candidates')).toEqual([{ conditions: expected, page: 1 }]);

    await user.click(screen.getByRole('button', { name: '最適化' }));
    const figures = await screen.findByRole('region', { name: 'プランの数値' });
    const sent = posts(requests, '/api/plannings/optimisations');
    expect(sent).toEqual([{ conditions: expected, pinned: [], removed: [], question: 'plan' }]);
    expect(planOptimiseRequestSchema.safeParse(sent[0]).success).toBe(true);

    expect(within(figures).getByText('29,400,000円')).toBeInTheDocument();
    expect(within(figures).getByText('到達率1+').closest('div')).toHaveTextContent('到達率1+推定67.1%');
    expect(within(figures).getAllByText('推定').length).toBeGreaterThanOrEqual(8);
    expect(within(figures).getByText('最適解との差 ≦ 0.4%')).toBeInTheDocument();
    expect(within(figures).getByText('候補1,820件のうち640件を計算')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '上限の効き' })).toHaveTextContent(
      '予算：上限に達しています。1,000,000円緩めると ターゲットGRP +12.5',
    );
    expect(screen.getByRole('region', { name: '到達率の推定方法' })).toHaveTextContent('ベータ二項分布（級内相関 ρ = 0.05）');
    expect(screen.getByRole('table', { name: 'プランの明細' })).toBeInTheDocument();
  });

  it('offers the licensed target data segments as targets and plans for the one chosen', async () => {
    const requests = mockApi({
      ...commonHandlers({
        segments: [
          {
            id: 8,
            name: '化粧品購買層',
            provider: 'コスメデータ',
            areas: [{ area: 'kanto', startsOn: '2026-12-01', endsOn: '2026-12-31', universe: 3_000_000 }],
          },
        ],
      }),
      'POST /api/plannings/candidates': () => jsonResponse(200, { items: [buildLine()], total: 1, page: 1, pageSize: 100 }),
    });
    const { user } = renderEdit();
    const conditions = await screen.findByRole('region', { name: '条件' });
    const target = within(conditions).getByRole('combobox', { name: 'ターゲット' });
    await within(target).findByRole('option', { name: '化粧品購買層（コスメデータ）' });
    await user.selectOptions(target, '化粧品購買層（コスメデータ）');

    await user.click(screen.getByRole('button', { name: '候補を表示' }));
    await screen.findByRole('table', { name: '候補一覧' });
    expect(posts(requests, '/api/plannings/candidates')).toEqual([
      { conditions: { ...DEFAULT_CONDITIONS, segment: 8 }, page: 1 },
    ]);

    await user.selectOptions(target, 'F1');
    expect(target).toHaveValue('f1');
  });

  it('refuses conditions the contract refuses before asking the server', async () => {
    const requests = mockApi(commonHandlers());
    const { user } = renderEdit();
    const conditions = await screen.findByRole('region', { name: '条件' });
    const dateTo = within(conditions).getByLabelText('放送期間（終了）');
    await user.clear(dateTo);
    await user.type(dateTo, '2027-01-15');
    await user.click(screen.getByRole('button', { name: '最適化' }));

    expect(await screen.findByText('放送期間は31日以内で指定してください。')).toBeInTheDocument();
    expect(posts(requests, '/api/plannings/optimisations')).toEqual([]);
  });

  it('sends the pinned and removed lines with the next optimisation and names the lines it replaced', async () => {
    const answers = [
      buildOptimisation(),
      buildOptimisation({
        lines: [
          buildLine({ productId: 103, programmeTitle: '昼の番組', start: 7 * 3600 }),
          buildLine({ productId: 104, available: false, programmeTitle: '深夜映画' }),
        ],
        replaced: [{ kind: 'slot', productId: 101 }],
      }),
    ];
    const requests = mockApi({
      ...commonHandlers(),
      'POST /api/plannings/optimisations': () => jsonResponse(200, answers.shift()),
    });
    const { user } = renderEdit();
    await screen.findByRole('region', { name: '条件' });

    await user.click(screen.getByRole('button', { name: '最適化' }));
    const lines = await screen.findByRole('table', { name: 'プランの明細' });
    await user.click(within(lines).getByRole('checkbox', { name: `「${FIRST_LINE_NAME}」を固定` }));
    await user.click(within(lines).getByRole('checkbox', { name: `「${SECOND_LINE_NAME}」を除外` }));
    expect(screen.getByText('除外した枠・商品：1件（次の最適化で候補から外します）')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '最適化' }));
    await waitFor(() => expect(posts(requests, '/api/plannings/optimisations')).toHaveLength(2));
    expect(posts(requests, '/api/plannings/optimisations')[1]).toMatchObject({
      pinned: [{ kind: 'slot', productId: 101, units: 1, pinned: true }],
      removed: [{ kind: 'slot', productId: 102 }],
      question: 'plan',
    });
    expect(await screen.findByText(`販売終了のため置き換えました：${FIRST_LINE_NAME}`)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'プランの明細' })).getByText('販売終了')).toBeInTheDocument();
    expect(screen.getByText('販売終了の明細があります。次の最適化で別の枠・商品に置き換えます。')).toBeInTheDocument();
  });

  it('explains a goal the conditions cannot reach (PLN00001) in Japanese, without a toast', async () => {
    mockApi({
      ...commonHandlers(),
      'POST /api/plannings/optimisations': () =>
        jsonResponse(422, {
          errors: [{ code: API_ERROR_CODES.planInfeasible, statusCode: 422, params: { reason: 'goalUnreachable' } }],
          path: '/api/plannings/optimisations',
        }),
    });
    const { user } = renderEdit();
    await screen.findByRole('region', { name: '条件' });
    await user.click(screen.getByRole('button', { name: '最適化' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'この条件と上限では目標に届きません。予算や上限を見直してください。',
    );
    expect(toasts()).toEqual([]);
  });

  it('explains a target data segment no longer licensed for the plan (TGD03002), without a toast', async () => {
    mockApi({
      ...commonHandlers(),
      'POST /api/plannings/optimisations': () =>
        jsonResponse(403, {
          errors: [{ code: API_ERROR_CODES.segmentNotLicensed, statusCode: 403 }],
          path: '/api/plannings/optimisations',
        }),
    });
    const { user } = renderEdit();
    await screen.findByRole('region', { name: '条件' });
    await user.click(screen.getByRole('button', { name: '最適化' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/選択したターゲットデータは、このエリア・期間では利用できません/);
    expect(toasts()).toEqual([]);
  });

  it('asks for the budget a reach goal needs', async () => {
    const requests = mockApi({
      ...commonHandlers(),
      'POST /api/plannings/optimisations': () => jsonResponse(200, buildOptimisation({ requiredBudget: 41_500_000 })),
    });
    const { user } = renderEdit();
    const conditions = await screen.findByRole('region', { name: '条件' });
    expect(screen.getByRole('button', { name: '必要予算を求める' })).toBeDisabled();
    await user.selectOptions(within(conditions).getByRole('combobox', { name: '目標' }), '到達率1+');
    await user.type(within(conditions).getByRole('spinbutton', { name: '目標到達率（%）' }), '60');
    await user.click(screen.getByRole('button', { name: '必要予算を求める' }));

    expect(await screen.findByText('目標に届く最小の予算（推定）：41,500,000円')).toBeInTheDocument();
    expect(posts(requests, '/api/plannings/optimisations')).toEqual([
      expect.objectContaining({ question: 'budget', conditions: expect.objectContaining({ goal: 'reach1', goalValue: 60 }) }),
    ]);
  });

  it('saves the plan, then makes carts from it and names the lines not added', async () => {
    const detail = buildDetail();
    const requests = mockApi({
      ...commonHandlers(),
      'GET /api/advertisers': () =>
        jsonResponse(200, {
          advertisers: [
            {
              id: 3,
              code: '1234',
              name: 'さくら食品',
              industry: 'FOOD',
              brands: [],
              linkedCompany: null,
              updatedAt: '2026-11-01T00:00:00.000Z',
            },
          ],
        }),
      'POST /api/plannings/optimisations': () => jsonResponse(200, buildOptimisation()),
      'POST /api/plannings': () => jsonResponse(201, detail),
      'GET /api/plannings/30': () => jsonResponse(200, detail),
      'POST /api/plannings/30/carts': () =>
        jsonResponse(201, {
          carts: [
            { id: 51, name: '関東 冬の案（関東）', service: 'TV' },
            { id: 52, name: '関東 冬の案（配信）', service: 'CU' },
          ],
          notAdded: [{ kind: 'slot', productId: 102, name: SECOND_LINE_NAME }],
        }),
    });
    const { user, location } = renderEdit();
    await screen.findByRole('region', { name: '条件' });
    expect(screen.queryByRole('button', { name: 'カートを作成' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '最適化' }));
    await screen.findByRole('table', { name: 'プランの明細' });

    await user.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog', { name: 'プランの保存' });
    await user.type(within(dialog).getByRole('textbox', { name: /プラン名/ }), '関東 冬の案');
    await within(dialog).findByRole('option', { name: 'さくら食品' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '広告主（任意）' }), 'さくら食品');
    await user.click(within(dialog).getByRole('button', { name: '保存する' }));

    await waitFor(() => expect(location().search).toBe('?id=30'));
    const [saved] = posts(requests, '/api/plannings') as PlanSaveRequest[];
    expect(saved).toMatchObject({
      name: '関東 冬の案',
      advertiserId: 3,
      conditions: DEFAULT_CONDITIONS,
      lines: [
        { kind: 'slot', productId: 101, units: 1, pinned: false },
        { kind: 'slot', productId: 102, units: 1, pinned: false },
      ],
      optimality: { gapPercent: 0.42 },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '関東 冬の案' })).toBeInTheDocument();
    expect(toasts()).toContainEqual({ severity: 'success', message: '「関東 冬の案」を保存しました。' });

    await user.click(screen.getByRole('button', { name: 'カートを作成' }));
    const carts = await screen.findByRole('list', { name: '作成したカート' });
    expect(within(carts).getByRole('link', { name: '関東 冬の案（関東）（TV CM）' })).toHaveAttribute('href', '/agency/cart/51');
    expect(within(carts).getByRole('link', { name: '関東 冬の案（配信）（配信）' })).toHaveAttribute(
      'href',
      '/agency/cu/cart/52',
    );
    expect(screen.getByText(`次の明細は販売終了などのためカートに追加できませんでした：${SECOND_LINE_NAME}`)).toBeInTheDocument();
    expect(posts(requests, '/api/plannings/30/carts')).toHaveLength(1);
  });

  it('presets the conditions from TV × digital, with streaming and the TV share', async () => {
    const requests = mockApi({
      ...commonHandlers(),
      'POST /api/plannings/optimisations': () => jsonResponse(200, buildOptimisation()),
    });
    const { user } = renderEdit(
      '/agency/plannings/edit?area=kanto&dateFrom=2026-12-07&dateTo=2026-12-20&target=f1&ratingType=realtime&budget=50000000&pattern=allDay&tvSharePercent=60',
    );
    const conditions = await screen.findByRole('region', { name: '条件' });
    expect(within(conditions).getByRole('switch', { name: '配信・1日単位の商品も含める' })).toBeChecked();
    expect(within(conditions).getByRole('spinbutton', { name: 'テレビの予算比率（%）' })).toHaveValue(60);

    await user.click(screen.getByRole('button', { name: '最適化' }));
    await waitFor(() => expect(posts(requests, '/api/plannings/optimisations')).toHaveLength(1));
    expect(posts(requests, '/api/plannings/optimisations')[0]).toMatchObject({
      conditions: {
        area: 'kanto',
        dateFrom: '2026-12-07',
        dateTo: '2026-12-20',
        target: 'f1',
        ratingType: 'realtime',
        budget: 50_000_000,
        pattern: 'allDay',
        includeDigital: true,
        tvSharePercent: 60,
      },
    });
  });

  it('opens a saved plan with its conditions, lines, figures and the carts made from it', async () => {
    mockApi({
      ...commonHandlers(),
      'GET /api/plannings/30': () =>
        jsonResponse(
          200,
          buildDetail({
            conditions: planConditionsSchema.parse({ ...DEFAULT_CONDITIONS, budget: 25_000_000, pattern: 'reverseL' }),
            carts: [{ id: 51, name: '関東 冬の案（関東）', service: 'TV', status: 'OPEN' }],
          }),
        ),
    });
    renderEdit('/agency/plannings/edit?id=30');

    expect(await screen.findByRole('heading', { level: 1, name: '関東 冬の案' })).toBeInTheDocument();
    expect(document.title).toBe('関東 冬の案 | tvcm-market');
    const conditions = screen.getByRole('region', { name: '条件' });
    expect(within(conditions).getByRole('spinbutton', { name: '予算（円）' })).toHaveValue(25_000_000);
    expect(within(conditions).getByRole('combobox', { name: '買い方' })).toHaveValue('reverseL');
    expect(within(screen.getByRole('table', { name: 'プランの明細' })).getAllByRole('row')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'プランの数値' })).getByText('最適解との差 ≦ 0.4%')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'このプランから作成したカート' })).getByRole('link', {
        name: '関東 冬の案（関東）（TV CM）',
      }),
    ).toHaveAttribute('href', '/agency/cart/51');
    expect(screen.getByRole('button', { name: 'Excelで保存' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'カートを作成' })).toBeInTheDocument();
  });

  it('says so when the plan does not exist (PLN04001)', async () => {
    mockApi({
      ...commonHandlers(),
      'GET /api/plannings/99': () =>
        jsonResponse(404, { errors: [{ code: API_ERROR_CODES.planNotFound, statusCode: 404 }], path: '/api/plannings/99' }),
    });
    renderEdit('/agency/plannings/edit?id=99');
    expect(await screen.findByRole('alert')).toHaveTextContent('プランが存在しないか、既に削除されています。');
  });
});
