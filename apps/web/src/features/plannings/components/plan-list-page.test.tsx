import { screen, waitFor, within } from '@testing-library/react';
import type { PlanSummary } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../lib/toasts';
import { emptyResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { PlanListPage } from './plan-list-page';
import { buildPlanSummary, commonHandlers, renderPlanPage } from './plan-test-kit';

const WINTER = buildPlanSummary();
const SPRING = buildPlanSummary({
  id: 15,
  name: '春の提案',
  advertiser: null,
  status: 'CARTED',
  budget: 12_000_000,
  updatedBy: null,
});

function plansApi(plans: { list: PlanSummary[] }, handlers: Parameters<typeof mockApi>[0] = {}) {
  const requests = mockApi({
    ...commonHandlers(),
    'GET /api/plannings': () => jsonResponse(200, { items: plans.list, total: plans.list.length, page: 1, pageSize: 50 }),
    ...handlers,
  });
  const listRequests = () => requests.filter((request) => request.method === 'GET' && request.url.pathname === '/api/plannings');
  const writes = () => requests.filter((request) => request.method !== 'GET');
  return { listRequests, writes };
}

const table = () => screen.getByRole('table', { name: 'プラン一覧' });
const rowOf = (name: string) => {
  const row = within(table()).getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));

function renderList(path = '/agency/plannings') {
  return renderPlanPage(<PlanListPage />, { path, pattern: '/agency/plannings' });
}

async function chooseAction(user: ReturnType<typeof renderList>['user'], name: string, action: string) {
  await user.click(within(rowOf(name)).getByRole('button', { name: `「${name}」の操作` }));
  await user.click(screen.getByRole('menuitem', { name: action }));
}

describe('PlanListPage', () => {
  it('lists the plans with their figures, reach labelled 推定, and status in Japanese', async () => {
    plansApi({ list: [WINTER, SPRING] });
    renderList();

    expect(await screen.findByRole('table', { name: 'プラン一覧' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'プラン一覧' })).toBeInTheDocument();
    expect(document.title).toBe('プラン一覧 | tvcm-market');
    expect(within(table()).getByRole('columnheader', { name: '到達率1+（推定）' })).toBeInTheDocument();
    const cells = within(rowOf('関東 冬キャンペーン'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual([
      'さくら食品',
      '関東',
      '12/1(火)〜12/14(月)',
      '30,000,000円',
      '29,400,000円',
      '201.2',
      '67.1%',
      '作成中',
    ]);
    expect(within(rowOf('関東 冬キャンペーン')).getByRole('link', { name: '関東 冬キャンペーン' })).toHaveAttribute(
      'href',
      '/agency/plannings/edit?id=12',
    );
    expect(within(rowOf('春の提案')).getByText('カート作成済')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'プラン作成' })).toHaveAttribute('href', '/agency/plannings/edit');
    expect(screen.getByRole('button', { name: 'Excelで保存' })).toBeInTheDocument();
  });

  it('says so when there is no plan', async () => {
    plansApi({ list: [] });
    renderList();
    expect(await screen.findByText('プランはまだありません。「プラン作成」から作成できます。')).toBeInTheDocument();
  });

  it('keeps the filters in the address and sends them with the request', async () => {
    const { listRequests } = plansApi({ list: [WINTER] });
    const { user, location } = renderList();
    await screen.findByRole('table', { name: 'プラン一覧' });

    const filters = screen.getByRole('search', { name: 'プランの絞り込み' });
    await user.type(within(filters).getByRole('searchbox', { name: '検索' }), '冬');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'ステータス' }), '作成中');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'エリア' }), '関東');
    await user.click(within(filters).getByRole('button', { name: '絞り込む' }));

    await waitFor(() => expect(new URLSearchParams(location().search).get('status')).toBe('DRAFT'));
    const address = new URLSearchParams(location().search);
    expect(Object.fromEntries(address)).toEqual({ q: '冬', status: 'DRAFT', area: 'kanto' });
    await waitFor(() => expect(listRequests().at(-1)?.url.searchParams.get('status')).toBe('DRAFT'));
    const sent = Object.fromEntries(listRequests().at(-1)?.url.searchParams ?? []);
    expect(sent).toMatchObject({ q: '冬', status: 'DRAFT', area: 'kanto', sort: 'updated_at', order: 'desc', page: '1' });

    await user.click(within(table()).getByRole('button', { name: '予算' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('sort')).toBe('budget'));
    await waitFor(() => expect(listRequests().at(-1)?.url.searchParams.get('sort')).toBe('budget'));
  });

  it('copies a plan from its row', async () => {
    const plans = { list: [WINTER] };
    const copy = buildPlanSummary({ id: 20, name: '関東 冬キャンペーン のコピー' });
    const { writes } = plansApi(plans, {
      'POST /api/plannings/12/duplicates': () => {
        plans.list = [copy, WINTER];
        return jsonResponse(201, copy);
      },
    });
    const { user } = renderList();
    await screen.findByRole('table', { name: 'プラン一覧' });

    await chooseAction(user, '関東 冬キャンペーン', '複製');

    expect(await within(table()).findByRole('rowheader', { name: '関東 冬キャンペーン のコピー' })).toBeInTheDocument();
    expect(writes().map((request) => [request.method, request.url.pathname])).toEqual([['POST', '/api/plannings/12/duplicates']]);
    expect(toasts()).toEqual([{ severity: 'success', message: '「関東 冬キャンペーン のコピー」を作成しました。' }]);
  });

  it('deletes a plan only once the user confirms', async () => {
    const plans = { list: [WINTER, SPRING] };
    const { writes } = plansApi(plans, {
      'DELETE /api/plannings/15': () => {
        plans.list = [WINTER];
        return emptyResponse(204);
      },
    });
    const { user } = renderList();
    await screen.findByRole('table', { name: 'プラン一覧' });

    await chooseAction(user, '春の提案', '削除');
    let dialog = screen.getByRole('dialog', { name: 'プランの削除' });
    expect(dialog).toHaveTextContent('「春の提案」を削除します。削除したプランは元に戻せません。');
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);

    await chooseAction(user, '春の提案', '削除');
    dialog = screen.getByRole('dialog', { name: 'プランの削除' });
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));

    await waitFor(() => expect(within(table()).queryByRole('rowheader', { name: '春の提案' })).not.toBeInTheDocument());
    expect(writes().map((request) => [request.method, request.url.pathname])).toEqual([['DELETE', '/api/plannings/15']]);
    expect(toasts()).toEqual([{ severity: 'success', message: '「春の提案」を削除しました。' }]);
  });
});
