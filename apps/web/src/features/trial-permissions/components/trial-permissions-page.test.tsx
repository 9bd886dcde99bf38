import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ERROR_CODES, type TrialCompany, type TrialPermissionEvent } from '@tvcm/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useToastStore } from '../../../lib/toasts';
import { doubleClickAtOnce } from '../../../test/double-click-at-once';
import { heldAnswer } from '../../../test/held-answer';
import {
  type ApiHandlers,
  apiErrorResponse,
  emptyResponse,
  jsonResponse,
  mockApi,
  type RecordedRequest,
} from '../../../test/mock-api';
import { TrialPermissionsPage } from './trial-permissions-page';

const TSUBASA: TrialCompany = {
  code: '00000T0001',
  name: 'つばさ商事株式会社（トライアル）',
  userType: 2,
  users: [{ name: '渡辺 さくら' }, { name: '木村 拓也' }],
  registeredAt: '2026-11-01T15:30:00.000Z',
  grant: null,
};
const MIZUHO: TrialCompany = {
  code: '00000T0002',
  name: 'みずほ企画',
  userType: null,
  users: [],
  registeredAt: '2026-11-10T01:00:00.000Z',
  grant: {
    scope: 'APPLY',
    validFrom: '2026-11-20',
    validUntil: '2027-03-31',
    grantedBy: { name: '高橋 健太' },
    grantedAt: '2026-11-19T01:05:00.000Z',
    status: 'ACTIVE',
  },
};
const EVENTS: TrialPermissionEvent[] = [
  {
    action: 'CHANGE',
    scope: 'APPLY',
    validFrom: '2026-11-20',
    validUntil: '2027-03-31',
    by: { name: '高橋 健太' },
    at: '2026-11-19T01:05:00.000Z',
  },
  { action: 'GRANT', scope: 'VIEW', validFrom: '2026-11-20', validUntil: null, by: null, at: '2026-11-18T00:00:00.000Z' },
];

/** A server holding `companies`; the list answers what it holds at the time. */
function serverWith(state: { companies: TrialCompany[] }, handlers: ApiHandlers = {}) {
  const requests = mockApi({
    'GET /api/trial-permissions': () => jsonResponse(200, { trialCompanies: state.companies }),
    ...handlers,
  });
  const writes = () => requests.filter((request) => request.method !== 'GET');
  const listReads = () =>
    requests.filter((request) => request.method === 'GET' && request.url.pathname === '/api/trial-permissions');
  return { requests, writes, listReads };
}

function renderPage() {
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TrialPermissionsPage />
    </QueryClientProvider>,
  );
  return user;
}

const bodyOf = (request: RecordedRequest | undefined) => (request?.body ? (JSON.parse(request.body) as unknown) : null);
const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));
const table = () => screen.findByRole('table', { name: 'トライアル企業一覧' });
const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });
const rowOf = async (code: string) => within(await table()).getByRole('row', { name: new RegExp(code) });

beforeEach(() => {
  // Only the date: the form starts on today's business date, while timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T16:00:00.000Z'));
});

describe('TrialPermissionsPage', () => {
  it('lists the trial companies with their user type, users, registration and this station company’s grant', async () => {
    serverWith({ companies: [TSUBASA, MIZUHO] });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'トライアルユーザーの権限設定' })).toBeInTheDocument();
    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['会社名', '利用者区分', '利用者', '登録日', '権限', '有効期間', '付与者・付与日時', '状態', '操作']);

    const tsubasa = await rowOf('00000T0001');
    expect(within(tsubasa).getByRole('rowheader')).toHaveTextContent('つばさ商事株式会社（トライアル）企業コード：00000T0001');
    // Registered at 00:30 on 2 November, Japan time.
    for (const text of ['広告会社', '渡辺 さくら、木村 拓也', '2026/11/02', 'なし', '未付与']) {
      expect(within(tsubasa).getByRole('cell', { name: text })).toBeInTheDocument();
    }
    expect(within(tsubasa).getByRole('button', { name: 'つばさ商事株式会社（トライアル）に権限を付与' })).toBeInTheDocument();
    expect(within(tsubasa).queryByRole('button', { name: /取消/ })).not.toBeInTheDocument();

    const mizuho = await rowOf('00000T0002');
    for (const text of ['閲覧・申込', '2026/11/20 〜 2027/03/31', /^高橋 健太\s*2026\/11\/19 10:05$/, '有効']) {
      expect(within(mizuho).getByRole('cell', { name: text })).toBeInTheDocument();
    }
    expect(within(mizuho).getAllByRole('cell', { name: '—' })).toHaveLength(2);
    expect(within(mizuho).getByRole('button', { name: 'みずほ企画の権限を変更' })).toBeInTheDocument();
    expect(within(mizuho).getByRole('button', { name: 'みずほ企画の権限を取消' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'トライアル企業一覧' })).toHaveAttribute('tabindex', '0');
  });

  it('says so when no trial company is registered', async () => {
    serverWith({ companies: [] });
    renderPage();

    expect(await within(await table()).findByText('トライアル企業はまだ登録されていません。')).toBeInTheDocument();
  });

  it('grants after a confirmation, sending the contract’s request, then says so and shows the list again', async () => {
    const state = { companies: [TSUBASA] };
    const granted: TrialCompany = {
      ...TSUBASA,
      grant: {
        scope: 'APPLY',
        validFrom: '2026-11-22',
        validUntil: '2026-12-31',
        grantedBy: { name: '高橋 健太' },
        grantedAt: '2026-11-21T16:00:00.000Z',
        status: 'ACTIVE',
      },
    };
    const { writes, listReads } = serverWith(state, {
      'PUT /api/trial-permissions/00000T0001': () => {
        state.companies = [granted];
        return jsonResponse(200, granted);
      },
    });
    const user = renderPage();

    await user.click(within(await rowOf('00000T0001')).getByRole('button', { name: /に権限を付与$/ }));
    const form = within(dialog('権限の付与'));
    expect(form.getByRole('radio', { name: /^閲覧のみ/ })).toBeChecked();
    // Today on the business clock (01:00 on 22 November in Japan), not the UTC date.
    expect(form.getByLabelText(/開始日/)).toHaveValue('2026-11-22');
    expect(form.getByLabelText(/終了日/)).toHaveValue('');

    await user.click(form.getByRole('radio', { name: /^閲覧・申込/ }));
    fireEvent.change(form.getByLabelText(/終了日/), { target: { value: '2026-12-31' } });
    await user.click(form.getByRole('button', { name: '確認へ' }));

    const confirmation = within(dialog('権限の付与'));
    expect(await confirmation.findByText('以下の内容で権限を付与します。よろしいですか？')).toBeInTheDocument();
    expect(confirmation.getByText('つばさ商事株式会社（トライアル）（00000T0001）')).toBeInTheDocument();
    expect(confirmation.getByText('閲覧・申込')).toBeInTheDocument();
    expect(confirmation.getByText('2026/11/22 〜 2026/12/31')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.click(confirmation.getByRole('button', { name: '付与する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(writes()[0])).toEqual({ scope: 'APPLY', validFrom: '2026-11-22', validUntil: '2026-12-31' });
    expect(toasts()).toEqual([{ severity: 'success', message: 'つばさ商事株式会社（トライアル）に権限を付与しました。' }]);
    expect(await within(await rowOf('00000T0001')).findByRole('cell', { name: '2026/11/22 〜 2026/12/31' })).toBeInTheDocument();
    expect(listReads().length).toBeGreaterThanOrEqual(2);
  });

  it('grants once on double clicks on the grant, the next step and the confirmation', async () => {
    const state = { companies: [TSUBASA] };
    const granted: TrialCompany = {
      ...TSUBASA,
      grant: {
        scope: 'VIEW',
        validFrom: '2026-11-22',
        validUntil: null,
        grantedBy: { name: '高橋 健太' },
        grantedAt: '2026-11-21T16:00:00.000Z',
        status: 'ACTIVE',
      },
    };
    const answer = heldAnswer();
    const { writes } = serverWith(state, {
      'PUT /api/trial-permissions/00000T0001': () => {
        state.companies = [granted];
        return answer.answer();
      },
    });
    const user = renderPage();

    await user.dblClick(within(await rowOf('00000T0001')).getByRole('button', { name: /に権限を付与$/ }));
    await user.dblClick(within(dialog('権限の付与')).getByRole('button', { name: '確認へ' }));
    const confirmation = within(dialog('権限の付与'));
    await confirmation.findByText('以下の内容で権限を付与します。よろしいですか？');
    // The second click of the double click on 確認へ, landing on 付与する where 確認へ was.
    fireEvent.click(confirmation.getByRole('button', { name: '付与する' }), { detail: 2 });
    expect(confirmation.getByRole('button', { name: '付与する' })).toBeEnabled();

    doubleClickAtOnce(confirmation.getByRole('button', { name: '付与する' }));
    expect(await confirmation.findByRole('button', { name: '保存しています' })).toBeDisabled();
    answer.release(jsonResponse(200, granted));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toHaveLength(1);
    expect(toasts()).toEqual([{ severity: 'success', message: 'つばさ商事株式会社（トライアル）に権限を付与しました。' }]);
  });

  it('starts a change from the grant as it is, sends an empty last day as no end, and can go back from the confirmation', async () => {
    const { writes } = serverWith(
      { companies: [MIZUHO] },
      { 'PUT /api/trial-permissions/00000T0002': () => jsonResponse(200, MIZUHO) },
    );
    const user = renderPage();

    await user.click(within(await rowOf('00000T0002')).getByRole('button', { name: 'みずほ企画の権限を変更' }));
    const form = within(dialog('権限の変更'));
    expect(form.getByRole('radio', { name: /^閲覧・申込/ })).toBeChecked();
    expect(form.getByLabelText(/開始日/)).toHaveValue('2026-11-20');
    expect(form.getByLabelText(/終了日/)).toHaveValue('2027-03-31');

    await user.click(form.getByRole('radio', { name: /^閲覧のみ/ }));
    fireEvent.change(form.getByLabelText(/終了日/), { target: { value: '' } });
    await user.click(form.getByRole('button', { name: '確認へ' }));
    expect(await within(dialog('権限の変更')).findByText('2026/11/20 〜 期限なし')).toBeInTheDocument();

    // Back to the form, with what was chosen.
    await user.click(within(dialog('権限の変更')).getByRole('button', { name: '戻る' }));
    expect(within(dialog('権限の変更')).getByRole('radio', { name: /^閲覧のみ/ })).toBeChecked();
    await user.click(within(dialog('権限の変更')).getByRole('button', { name: '確認へ' }));
    await user.click(await within(dialog('権限の変更')).findByRole('button', { name: '変更する' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(bodyOf(writes()[0])).toEqual({ scope: 'VIEW', validFrom: '2026-11-20', validUntil: null });
    expect(toasts()).toEqual([{ severity: 'success', message: 'みずほ企画の権限を変更しました。' }]);
  });

  it('refuses a last day before the first, and a missing first day, before any call', async () => {
    const { writes } = serverWith({ companies: [TSUBASA] });
    const user = renderPage();

    await user.click(within(await rowOf('00000T0001')).getByRole('button', { name: /に権限を付与$/ }));
    const form = within(dialog('権限の付与'));
    fireEvent.change(form.getByLabelText(/終了日/), { target: { value: '2026-11-21' } });
    await user.click(form.getByRole('button', { name: '確認へ' }));
    expect(await form.findByText('終了日は開始日以降の日付を入力してください。')).toBeInTheDocument();
    expect(form.getByLabelText(/終了日/)).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(form.getByLabelText(/開始日/), { target: { value: '' } });
    await user.click(form.getByRole('button', { name: '確認へ' }));
    expect(await form.findByText('必須項目です。')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it('revokes after a confirmation that says applications already sent stay', async () => {
    const state = { companies: [MIZUHO] };
    const { writes } = serverWith(state, {
      'DELETE /api/trial-permissions/00000T0002': () => {
        state.companies = [{ ...MIZUHO, grant: null }];
        return emptyResponse(204);
      },
    });
    const user = renderPage();

    await user.click(within(await rowOf('00000T0002')).getByRole('button', { name: 'みずほ企画の権限を取消' }));
    const confirmation = within(dialog('権限の取消'));
    expect(
      confirmation.getByText(
        'みずほ企画（00000T0002）に付与している権限（閲覧・申込、2026/11/20 〜 2027/03/31）を取り消します。よろしいですか？',
      ),
    ).toBeInTheDocument();
    expect(confirmation.getByText(/既に送信された購入申込はそのまま有効です/)).toBeInTheDocument();

    await user.click(confirmation.getByRole('button', { name: '取り消す' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes().map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'DELETE /api/trial-permissions/00000T0002',
    ]);
    expect(toasts()).toEqual([{ severity: 'success', message: 'みずほ企画の権限を取り消しました。' }]);
    expect(await within(await rowOf('00000T0002')).findByRole('cell', { name: '未付与' })).toBeInTheDocument();
  });

  it('explains a grant revoked meanwhile (TRL00001) and a company gone (TRL04001) instead of the generic error', async () => {
    serverWith(
      { companies: [TSUBASA, MIZUHO] },
      {
        'DELETE /api/trial-permissions/00000T0002': () =>
          apiErrorResponse(409, API_ERROR_CODES.trialGrantMissing, '/api/trial-permissions/00000T0002'),
        'PUT /api/trial-permissions/00000T0001': () =>
          apiErrorResponse(404, API_ERROR_CODES.trialCompanyNotFound, '/api/trial-permissions/00000T0001'),
      },
    );
    const user = renderPage();

    await user.click(within(await rowOf('00000T0002')).getByRole('button', { name: 'みずほ企画の権限を取消' }));
    await user.click(within(dialog('権限の取消')).getByRole('button', { name: '取り消す' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toEqual([{ severity: 'error', message: 'この企業の権限は既に取り消されています。一覧を更新しました。' }]);

    await user.click(within(await rowOf('00000T0001')).getByRole('button', { name: /に権限を付与$/ }));
    await user.click(within(dialog('権限の付与')).getByRole('button', { name: '確認へ' }));
    await user.click(await within(dialog('権限の付与')).findByRole('button', { name: '付与する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toContainEqual({
      severity: 'error',
      message: 'このトライアル企業は見つかりませんでした。一覧を更新しました。',
    });
  });

  it('shows a company’s history, newest first, and says so when there is none', async () => {
    serverWith(
      { companies: [TSUBASA, MIZUHO] },
      {
        'GET /api/trial-permissions/00000T0002/events': () => jsonResponse(200, { events: EVENTS }),
        'GET /api/trial-permissions/00000T0001/events': () => jsonResponse(200, { events: [] }),
      },
    );
    const user = renderPage();

    await user.click(within(await rowOf('00000T0002')).getByRole('button', { name: 'みずほ企画の権限の履歴' }));
    const history = within(dialog('権限の履歴：みずほ企画'));
    const rows = within(await history.findByRole('table', { name: '権限の履歴' })).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['日時', '操作', '権限', '有効期間', '実施者'],
      ['2026/11/19 10:05', '変更', '閲覧・申込', '2026/11/20 〜 2027/03/31', '高橋 健太'],
      ['2026/11/18 09:00', '付与', '閲覧のみ', '2026/11/20 〜 期限なし', '運営事務局'],
    ]);
    await user.click(history.getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(await rowOf('00000T0001')).getByRole('button', { name: /の権限の履歴$/ }));
    expect(
      await within(dialog(/^権限の履歴：つばさ/)).findByText('この企業への権限の付与・変更・取消の履歴はありません。'),
    ).toBeInTheDocument();
  });
});
