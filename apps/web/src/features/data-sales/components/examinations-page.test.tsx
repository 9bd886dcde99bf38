import { screen, waitFor, within } from '@testing-library/react';
import type { DataPurchase, DataPurchasesResponse } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../lib/toasts';
import { doubleClickAtOnce } from '../../../test/double-click-at-once';
import { heldAnswer } from '../../../test/held-answer';
import { type ApiHandlers, apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { buildPurchase, dataSalesRoutes } from './data-sales-test-kit';

const PAGE = '/data_sales/sales/examinations';

const listOf = (purchases: DataPurchase[]): DataPurchasesResponse => ({
  purchases,
  total: purchases.length,
  page: 1,
  pageSize: 50,
});

function examinationsApi(state: { purchases: DataPurchase[] }, handlers: ApiHandlers = {}) {
  const requests = mockApi({
    'GET /api/target-data/examinations': () => jsonResponse(200, listOf(state.purchases)),
    // An examination refreshes the sales too; the page does not show them.
    ...handlers,
  });
  const calls = (key: string) => requests.filter((request) => `${request.method} ${request.url.pathname}` === key);
  return { requests, calls };
}

const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));

describe('ターゲットデータ販売審査', () => {
  it('lists the purchases of the company’s segments and keeps the filters in the address', async () => {
    const { calls } = examinationsApi({
      purchases: [
        buildPurchase(),
        buildPurchase({
          id: 32,
          status: 'APPROVED',
          state: 'IN_USE',
          monthFrom: '2026-11',
          monthTo: '2027-01',
          areas: [
            { area: 'kanto', areaName: '関東' },
            { area: 'kansai', areaName: '関西' },
          ],
        }),
      ],
    });
    const { user, location } = renderRoutes(dataSalesRoutes, PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'ターゲットデータ販売審査' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '購入申込の一覧' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      [
        '2026/11/24 11:00',
        'デモ広告株式会社',
        '自動車購入意向層',
        '関東',
        '2026年12月',
        '50,000pt',
        '年末キャンペーンの枠選定',
        '審査中',
        '2026/12/31',
        '審査',
      ],
      [
        '2026/11/24 11:00',
        'デモ広告株式会社',
        '自動車購入意向層',
        '関東、関西',
        '2026年11月 〜 2027年1月',
        '50,000pt',
        '年末キャンペーンの枠選定',
        '利用中',
        '2026/12/31',
        '',
      ],
    ]);

    const filters = screen.getByRole('search', { name: '購入申込の絞り込み' });
    await user.type(within(filters).getByRole('searchbox', { name: 'キーワード' }), 'デモ');
    await user.selectOptions(within(filters).getByRole('combobox', { name: '状態' }), '審査中');
    await user.click(within(filters).getByRole('button', { name: '検索' }));
    await waitFor(() => expect(location().search).toBe('?q=%E3%83%87%E3%83%A2&state=EXAMINING'));
    await waitFor(() =>
      expect(calls('GET /api/target-data/examinations').at(-1)?.url.searchParams.get('state')).toBe('EXAMINING'),
    );
  });

  it('approves once on a double click and says so', async () => {
    const state = { purchases: [buildPurchase()] };
    const approval = heldAnswer();
    const { calls } = examinationsApi(state, { 'POST /api/target-data/examinations/31': approval.answer });
    const { user } = renderRoutes(dataSalesRoutes, PAGE);

    await user.click(await screen.findByRole('button', { name: 'デモ広告株式会社の「自動車購入意向層」の申込を審査' }));
    const dialog = await screen.findByRole('dialog', { name: '購入申込の審査' });
    expect(dialog).toHaveTextContent('年末キャンペーンの枠選定');
    doubleClickAtOnce(within(dialog).getByRole('button', { name: '承認する' }));

    await waitFor(() => expect(calls('POST /api/target-data/examinations/31')).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: '差戻す' })).toBeDisabled();
    state.purchases = [buildPurchase({ status: 'APPROVED', state: 'IN_USE' })];
    approval.release(jsonResponse(200, state.purchases[0]));

    await waitFor(() => expect(toasts()).toEqual([{ severity: 'success', message: 'デモ広告株式会社の申込を承認しました。' }]));
    expect(JSON.parse(calls('POST /api/target-data/examinations/31')[0]?.body ?? '')).toEqual({ decision: 'approve' });
    expect(calls('POST /api/target-data/examinations/31')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('table', { name: '購入申込の一覧' })).findByText('利用中')).toBeInTheDocument();
  });

  it('returns only with a reason, which it sends', async () => {
    const { calls } = examinationsApi(
      { purchases: [buildPurchase()] },
      {
        'POST /api/target-data/examinations/31': () =>
          jsonResponse(200, buildPurchase({ status: 'RETURNED', state: 'RETURNED', returnReason: '利用目的が不明確です' })),
      },
    );
    const { user } = renderRoutes(dataSalesRoutes, PAGE);

    await user.click(await screen.findByRole('button', { name: /の申込を審査$/ }));
    const dialog = await screen.findByRole('dialog', { name: '購入申込の審査' });
    await user.click(within(dialog).getByRole('button', { name: '差戻す' }));
    expect(within(dialog).getByRole('textbox', { name: '差戻し理由' })).toHaveAccessibleDescription(
      '差戻す場合は理由を入力してください。',
    );
    expect(calls('POST /api/target-data/examinations/31')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: '差戻し理由' }), '利用目的が不明確です');
    await user.click(within(dialog).getByRole('button', { name: '差戻す' }));
    await waitFor(() => expect(toasts()).toEqual([{ severity: 'success', message: 'デモ広告株式会社の申込を差戻しました。' }]));
    expect(JSON.parse(calls('POST /api/target-data/examinations/31')[0]?.body ?? '')).toEqual({
      decision: 'return',
      reason: '利用目的が不明確です',
    });
  });

  it('explains a purchase examined meanwhile (TGD00002) and refreshes the list, without an error toast', async () => {
    const state = { purchases: [buildPurchase()] };
    const { calls } = examinationsApi(state, {
      'POST /api/target-data/examinations/31': () => {
        state.purchases = [buildPurchase({ status: 'RETURNED', state: 'RETURNED' })];
        return apiErrorResponse(409, 'TGD00002', '/target-data/examinations/31');
      },
    });
    const { user } = renderRoutes(dataSalesRoutes, PAGE);

    await user.click(await screen.findByRole('button', { name: /の申込を審査$/ }));
    const dialog = await screen.findByRole('dialog', { name: '購入申込の審査' });
    await user.click(within(dialog).getByRole('button', { name: '承認する' }));

    expect(
      await within(dialog).findByText(/^この購入申込は既に審査されています.*最新の状態を表示しています。$/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '承認する' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls('GET /api/target-data/examinations').length).toBeGreaterThan(1));
    expect(toasts()).toEqual([]);
  });
});
