import { screen, waitFor, within } from '@testing-library/react';
import type { DataPurchase } from '@tvcm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointKeys } from '../../../lib/point-status-query';
import { apiErrorResponse, jsonResponse, mockApi, type RecordedRequest } from '../../../test/mock-api';
import { CataloguePage } from './catalogue-page';
import { HistoryPage } from './history-page';
import { ProcedurePage } from './procedure-page';
import { buildPurchase, buildSegment, commonHandlers, renderTargetDataPage } from './target-data-test-kit';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T03:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const SEGMENT = buildSegment();
const LICENSED = buildSegment({ id: 8, name: '化粧品購買層', provider: { code: 'D0002', name: 'コスメデータ' }, licensed: true });
const requestsTo = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.url.pathname === path);

describe('CataloguePage', () => {
  function catalogueApi() {
    return mockApi({
      ...commonHandlers(),
      'GET /api/target-data/catalogue': () =>
        jsonResponse(200, {
          segments: [SEGMENT, LICENSED],
          providers: [SEGMENT.provider, LICENSED.provider],
          balance: 76_000,
        }),
    });
  }

  it('shows each published segment with its facts, its preview labelled 推定 and its licence', async () => {
    catalogueApi();
    renderTargetDataPage(<CataloguePage />, { path: '/data_sales/purchase', pattern: '/data_sales/purchase' });

    const card = await screen.findByRole('article', { name: '自動車購入意向層' });
    expect(screen.getByRole('heading', { level: 1, name: 'データ購入TOP' })).toBeInTheDocument();
    expect(within(card).getByText('デモデータ')).toBeInTheDocument();
    expect(within(card).getByText('調査パネル')).toBeInTheDocument();
    expect(within(card).getByText('関東・関西')).toBeInTheDocument();
    expect(within(card).getByText('2026年11月〜2027年4月')).toBeInTheDocument();
    expect(within(card).getByText('10,000pt')).toBeInTheDocument();
    const preview = within(card).getByRole('table', { name: '「自動車購入意向層」のプレビュー' });
    expect(within(preview).getByRole('columnheader', { name: '視聴率（推定）' })).toBeInTheDocument();
    expect(within(preview).getByRole('row', { name: '関東テレビ 12/1(火) 25時台 4.1%' })).toBeInTheDocument();
    expect(within(card).queryByText('利用中')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '化粧品購買層' })).getByText('利用中')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '「自動車購入意向層」の購入手続きへ' })).toHaveAttribute(
      'href',
      '/data_sales/purchase/procedure?segment=7',
    );
    expect(screen.getByText('保有ポイント：76,000pt')).toBeInTheDocument();
  });

  it('keeps the area, data company and keyword in the address and asks with them', async () => {
    const requests = catalogueApi();
    const { user, location } = renderTargetDataPage(<CataloguePage />, {
      path: '/data_sales/purchase',
      pattern: '/data_sales/purchase',
    });
    await screen.findByRole('article', { name: '自動車購入意向層' });

    const filters = screen.getByRole('search', { name: 'ターゲットデータの絞り込み' });
    await user.type(within(filters).getByRole('searchbox', { name: 'キーワード' }), '自動車');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'エリア' }), '関東');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'データ会社' }), 'デモデータ');
    await user.click(within(filters).getByRole('button', { name: '絞り込む' }));

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
        q: '自動車',
        area: 'kanto',
        provider: 'D0001',
      }),
    );
    await waitFor(() =>
      expect(
        Object.fromEntries(requestsTo(requests, 'GET', '/api/target-data/catalogue').at(-1)?.url.searchParams ?? []),
      ).toEqual({
        q: '自動車',
        area: 'kanto',
        provider: 'D0001',
      }),
    );

    await user.click(
      within(screen.getByRole('search', { name: 'ターゲットデータの絞り込み' })).getByRole('button', { name: 'クリア' }),
    );
    await waitFor(() => expect(location().search).toBe(''));
  });
});

describe('ProcedurePage', () => {
  function procedureApi(balance: number, post: (request: RecordedRequest) => Response) {
    return mockApi({
      ...commonHandlers(balance),
      'GET /api/target-data/catalogue': () => jsonResponse(200, { segments: [SEGMENT], providers: [SEGMENT.provider], balance }),
      'GET /api/target-data/catalogue/7': () => jsonResponse(200, SEGMENT),
      'POST /api/target-data/purchases': post,
    });
  }
  const renderProcedure = () =>
    renderTargetDataPage(<ProcedurePage />, {
      path: '/data_sales/purchase/procedure?segment=7',
      pattern: '/data_sales/purchase/procedure',
    });

  it('works out the price as areas and months are chosen, applies once and says the points are reserved', async () => {
    const applied: DataPurchase = buildPurchase({
      areas: [
        { area: 'kanto', areaName: '関東' },
        { area: 'kansai', areaName: '関西' },
      ],
      points: 40_000,
    });
    const requests = procedureApi(76_000, () => jsonResponse(201, applied));
    const { user, queryClient } = renderProcedure();

    await screen.findByRole('heading', { level: 2, name: '自動車購入意向層' });
    expect(screen.getByRole('combobox', { name: '開始月' })).toHaveValue('2026-11');
    await user.click(screen.getByRole('checkbox', { name: '関東' }));
    await user.click(screen.getByRole('checkbox', { name: '関西' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '開始月' }), '2026年12月');
    await user.selectOptions(screen.getByRole('combobox', { name: '終了月' }), '2027年1月');
    const price = screen.getByRole('region', { name: 'お支払いポイント' });
    expect(within(price).getByText('10,000pt × 2エリア × 2か月')).toBeInTheDocument();
    expect(within(price).getByText('40,000pt')).toBeInTheDocument();
    expect(within(price).getByText('76,000pt')).toBeInTheDocument();
    expect(within(price).getByText('36,000pt')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: '利用目的' }), '冬のキャンペーンの出稿計画');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.dblClick(screen.getByRole('button', { name: '申し込む' }));

    expect(await screen.findByText('申し込みました')).toBeInTheDocument();
    const posts = requestsTo(requests, 'POST', '/api/target-data/purchases');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]?.body ?? 'null')).toEqual({
      segmentId: 7,
      areas: ['kanto', 'kansai'],
      monthFrom: '2026-12',
      monthTo: '2027-01',
      purpose: '冬のキャンペーンの出稿計画',
    });
    expect(screen.getByText(/40,000ptをデータ会社の審査が終わるまで予約しています/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '購入履歴を見る' })).toHaveAttribute('href', '/data_sales/purchase/histories');
    expect(screen.getByRole('link', { name: 'ポイントを確認する' })).toHaveAttribute('href', '/agency/point_service/points');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: pointKeys.all });
  });

  it('refuses to apply while the balance is short, with a warning', async () => {
    const requests = procedureApi(15_000, () => jsonResponse(201, buildPurchase()));
    const { user } = renderProcedure();

    await screen.findByRole('heading', { level: 2, name: '自動車購入意向層' });
    await user.click(screen.getByRole('checkbox', { name: '関東' }));
    await user.type(screen.getByRole('textbox', { name: '利用目的' }), '検証');
    expect(screen.getByRole('button', { name: '申し込む' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: '関西' }));

    expect(
      screen.getByText('保有ポイントが不足しています（不足：5,000pt）。ポイントを購入してから申し込んでください。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '申し込む' })).toBeDisabled();
    expect(requestsTo(requests, 'POST', '/api/target-data/purchases')).toHaveLength(0);
  });

  it('shows PNT00001 with the balance and the points required when the server refuses', async () => {
    procedureApi(76_000, () =>
      jsonResponse(409, {
        errors: [{ code: 'PNT00001', statusCode: 409, params: { balance: '5000', required: '10000' } }],
        path: '/target-data/purchases',
      }),
    );
    const { user } = renderProcedure();

    await screen.findByRole('heading', { level: 2, name: '自動車購入意向層' });
    await user.click(screen.getByRole('checkbox', { name: '関東' }));
    await user.type(screen.getByRole('textbox', { name: '利用目的' }), '検証');
    await user.click(screen.getByRole('button', { name: '申し込む' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '保有ポイントが不足しているため申し込めませんでした（保有：5,000pt、必要：10,000pt）。',
    );
  });

  it('asks for the purpose before sending', async () => {
    const requests = procedureApi(76_000, () => apiErrorResponse(500, 'CES00001', '/target-data/purchases'));
    const { user } = renderProcedure();
    await screen.findByRole('heading', { level: 2, name: '自動車購入意向層' });
    await user.click(screen.getByRole('checkbox', { name: '関東' }));
    await user.click(screen.getByRole('button', { name: '申し込む' }));
    expect(screen.getByText('利用目的を入力してください。')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST', '/api/target-data/purchases')).toHaveLength(0);
  });
});

describe('HistoryPage', () => {
  it('shows the four states, what each covers and when its licence ends, with the filters in the address', async () => {
    const requests = mockApi({
      ...commonHandlers(),
      'GET /api/target-data/purchases': () =>
        jsonResponse(200, {
          purchases: [
            buildPurchase(),
            buildPurchase({ id: 2, status: 'APPROVED', state: 'IN_USE', segment: { id: 8, name: '化粧品購買層' } }),
            buildPurchase({
              id: 3,
              status: 'APPROVED',
              state: 'EXPIRED',
              segment: { id: 9, name: '旅行意向層' },
              endsOn: '2026-10-31',
            }),
            buildPurchase({
              id: 4,
              status: 'RETURNED',
              state: 'RETURNED',
              segment: { id: 10, name: '住宅購入層' },
              returnReason: '利用目的が不明確です',
            }),
          ],
          total: 4,
          page: 1,
          pageSize: 50,
        }),
    });
    const { user, location } = renderTargetDataPage(<HistoryPage />, {
      path: '/data_sales/purchase/histories',
      pattern: '/data_sales/purchase/histories',
    });

    const table = await screen.findByRole('table', { name: '購入履歴の一覧' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(row('自動車購入意向層')).getByText('審査中')).toBeInTheDocument();
    expect(within(row('化粧品購買層')).getByText('利用中')).toBeInTheDocument();
    expect(within(row('化粧品購買層')).getByText('2027/01/31まで')).toBeInTheDocument();
    expect(within(row('旅行意向層')).getByText('期限切れ')).toBeInTheDocument();
    expect(within(row('住宅購入層')).getByText('差戻し')).toBeInTheDocument();
    expect(within(row('住宅購入層')).getByText('利用目的が不明確です')).toBeInTheDocument();
    expect(within(row('自動車購入意向層')).getByText('2026年12月〜2027年1月')).toBeInTheDocument();
    expect(within(row('自動車購入意向層')).getByText('20,000pt')).toBeInTheDocument();

    const filters = screen.getByRole('search', { name: '購入履歴の絞り込み' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: '状態' }), '利用中');
    await user.click(within(filters).getByRole('button', { name: '絞り込む' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('state')).toBe('IN_USE'));
    await waitFor(() =>
      expect(requestsTo(requests, 'GET', '/api/target-data/purchases').at(-1)?.url.searchParams.get('state')).toBe('IN_USE'),
    );
    await user.click(within(screen.getByRole('table', { name: '購入履歴の一覧' })).getByRole('button', { name: 'ポイント' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('sort')).toBe('points'));
  });
});
