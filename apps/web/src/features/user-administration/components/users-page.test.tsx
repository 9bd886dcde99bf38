import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ERROR_CODES, type CompanyUser, type CompanyUsersResponse, type UserAdminEvent } from '@tvcm/contracts';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
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
import { UsersPage } from './users-page';

const CALLER_ID = 7;

const TAKAHASHI: CompanyUser = {
  id: CALLER_ID,
  account: 'takahashi@station.example.jp',
  name: '高橋 健太',
  roleId: 2,
  licences: ['UT020000'],
  status: 'ACTIVE',
  lastLoginAt: '2026-11-20T01:05:00.000Z',
  createdAt: '2026-04-01T00:00:00.000Z',
};
const SATO: CompanyUser = {
  id: 8,
  account: 'sato@station.example.jp',
  name: '佐藤 花子',
  roleId: 1,
  licences: ['UT020000', 'UT010000'],
  status: 'ACTIVE',
  lastLoginAt: '2026-11-19T15:30:00.000Z',
  createdAt: '2026-05-01T00:00:00.000Z',
};
const TANAKA: CompanyUser = {
  id: 9,
  account: 'tanaka@station.example.jp',
  name: '田中 一郎',
  roleId: 1,
  licences: [],
  status: 'INVITED',
  lastLoginAt: null,
  createdAt: '2026-11-18T00:00:00.000Z',
};
const SUZUKI: CompanyUser = {
  id: 10,
  account: 'suzuki@station.example.jp',
  name: '鈴木 次郎',
  roleId: 1,
  licences: [],
  status: 'DEACTIVATED',
  lastLoginAt: '2026-10-01T00:00:00.000Z',
  createdAt: '2026-05-01T00:00:00.000Z',
};
const COMPANY_LICENCES: CompanyUsersResponse['companyLicences'] = ['UT010000', 'UT020000', 'UT030000', 'UT030001'];

/** A server holding `users`; the list answers what it holds at the time. */
function serverWith(state: { users: CompanyUser[] }, handlers: ApiHandlers = {}) {
  const requests = mockApi({
    'GET /api/admin/users': () => jsonResponse(200, { users: state.users, companyLicences: COMPANY_LICENCES }),
    ...handlers,
  });
  const writes = () => requests.filter((request) => request.method !== 'GET');
  return { requests, writes };
}

/** The page as the app shows it: below the login guard, whose outlet context says who is logged in. */
function renderPage() {
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/manage/users']}>
        <Routes>
          <Route element={<Outlet context={{ userId: CALLER_ID, termsAccepted: true }} />}>
            <Route path="/manage/users" element={<UsersPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

const bodyOf = (request: RecordedRequest | undefined) => (request?.body ? (JSON.parse(request.body) as unknown) : null);
const writeLines = (requests: RecordedRequest[]) => requests.map((request) => `${request.method} ${request.url.pathname}`);
const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));
const table = () => screen.findByRole('table', { name: 'ユーザー一覧' });
const dialog = (name: string) => screen.getByRole('dialog', { name });
const rowOf = async (account: string) => within(await table()).getByRole('row', { name: new RegExp(account) });
const menuItems = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

async function openActions(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `${name}の操作` }));
}

describe('UsersPage', () => {
  it('lists the users with role, licences by name, last login in Japan time and status, the caller marked', async () => {
    serverWith({ users: [TAKAHASHI, SATO, TANAKA, SUZUKI] });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'ユーザー一覧' })).toBeInTheDocument();
    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['アカウント', '氏名', '権限', 'ライセンス', '最終ログイン', '状態', '操作']);

    const cellsOf = async (account: string) =>
      [...(await rowOf(account)).querySelectorAll('th, td')].slice(0, 6).map((cell) => cell.textContent);
    expect(await cellsOf('takahashi@')).toEqual([
      'takahashi@station.example.jp',
      '高橋 健太（あなた）',
      '管理者',
      'CM枠管理（テレビ）',
      '2026/11/20 10:05',
      '有効',
    ]);
    // The licences in the order of the licence list; 00:30 on 20 November in Japan.
    expect(await cellsOf('sato@')).toEqual([
      'sato@station.example.jp',
      '佐藤 花子',
      '一般ユーザー',
      '購入受付（テレビCM）、CM枠管理（テレビ）',
      '2026/11/20 00:30',
      '有効',
    ]);
    expect(await cellsOf('tanaka@')).toEqual([
      'tanaka@station.example.jp',
      '田中 一郎',
      '一般ユーザー',
      'なし',
      '未ログイン',
      '招待中',
    ]);
    expect((await cellsOf('suzuki@'))[5]).toBe('停止中');
    expect(screen.getByRole('region', { name: 'ユーザー一覧' })).toHaveAttribute('tabindex', '0');
  });

  it('offers each user what fits their status, and no deactivation of oneself', async () => {
    serverWith({ users: [TAKAHASHI, SATO, TANAKA, SUZUKI] });
    const user = renderPage();
    await table();

    const expected: [string, string[]][] = [
      ['高橋 健太', ['編集', 'パスワード再設定メール送信']],
      ['佐藤 花子', ['編集', 'パスワード再設定メール送信', '停止']],
      ['田中 一郎', ['編集', '招待メール再送', '停止']],
      ['鈴木 次郎', ['編集', '再開']],
    ];
    for (const [name, items] of expected) {
      await openActions(user, name);
      expect(menuItems()).toEqual(items);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    }
  });

  it('invites with the contract’s body, says so and shows the new user; an address in use is said at the field', async () => {
    const state = { users: [TAKAHASHI] };
    const invited: CompanyUser = {
      ...TANAKA,
      account: 'new@station.example.jp',
      name: '新井 三郎',
      roleId: 2,
      licences: ['UT020000'],
    };
    let taken = false;
    const { writes } = serverWith(state, {
      'POST /api/admin/users': () => {
        if (taken) return apiErrorResponse(409, API_ERROR_CODES.idRegistered, '/api/admin/users');
        taken = true;
        state.users = [TAKAHASHI, invited];
        return jsonResponse(201, invited);
      },
    });
    const user = renderPage();
    await table();

    await user.click(screen.getByRole('button', { name: 'ユーザーを招待' }));
    let form = within(dialog('ユーザーを招待'));
    expect(form.getByRole('radio', { name: /^一般ユーザー/ })).toBeChecked();
    // Only the company's licences, each with its code; the ones §6 gates per user are marked.
    expect(form.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      '購入受付（テレビCM）UT010000',
      'CM枠管理（テレビ）UT020000ユーザー単位',
      '販売管理UT030000',
      '販売管理（利用者）UT030001ユーザー単位',
    ]);

    // Nothing typed, then not an address: refused before any call.
    await user.click(form.getByRole('button', { name: '招待する' }));
    expect(await form.findAllByText('必須項目です。')).toHaveLength(2);
    fireEvent.change(form.getByRole('textbox', { name: /メールアドレス/ }), { target: { value: 'not-an-address' } });
    await user.click(form.getByRole('button', { name: '招待する' }));
    expect(await form.findByText('メールアドレスの形式で入力してください。')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    fireEvent.change(form.getByRole('textbox', { name: /メールアドレス/ }), { target: { value: ' NEW@station.example.jp ' } });
    fireEvent.change(form.getByRole('textbox', { name: /氏名/ }), { target: { value: '新井 三郎' } });
    await user.click(form.getByRole('radio', { name: /^管理者/ }));
    await user.click(form.getByRole('checkbox', { name: /CM枠管理（テレビ）/ }));
    await user.click(form.getByRole('button', { name: '招待する' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(writes()[0])).toEqual({
      account: 'new@station.example.jp',
      name: '新井 三郎',
      roleId: 2,
      licences: ['UT020000'],
    });
    expect(toasts()).toEqual([{ severity: 'success', message: 'new@station.example.jpに招待メールを送信しました。' }]);
    expect(await within(await rowOf('new@')).findByRole('cell', { name: '招待中' })).toBeInTheDocument();

    // The same address again: the server's 409 is the address field's message, not a toast.
    await user.click(screen.getByRole('button', { name: 'ユーザーを招待' }));
    form = within(dialog('ユーザーを招待'));
    expect(form.getByRole('textbox', { name: /メールアドレス/ })).toHaveValue('');
    fireEvent.change(form.getByRole('textbox', { name: /メールアドレス/ }), { target: { value: 'new@station.example.jp' } });
    fireEvent.change(form.getByRole('textbox', { name: /氏名/ }), { target: { value: '新井 三郎' } });
    await user.click(form.getByRole('button', { name: '招待する' }));
    expect(
      await form.findByText('このメールアドレスは既に登録されています。別のメールアドレスを入力してください。'),
    ).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /メールアドレス/ })).toHaveAttribute('aria-invalid', 'true');
    expect(toasts()).toHaveLength(1);
  });

  it('invites once on a double click, and says nothing of the address being in use', async () => {
    const state = { users: [TAKAHASHI] };
    const invited: CompanyUser = { ...TANAKA, account: 'new@station.example.jp', name: '新井 三郎' };
    const answer = heldAnswer();
    let taken = false;
    const { writes } = serverWith(state, {
      'POST /api/admin/users': () => {
        if (taken) return apiErrorResponse(409, API_ERROR_CODES.idRegistered, '/api/admin/users');
        taken = true;
        state.users = [TAKAHASHI, invited];
        return answer.answer();
      },
    });
    const user = renderPage();
    await table();

    await user.dblClick(screen.getByRole('button', { name: 'ユーザーを招待' }));
    const form = within(dialog('ユーザーを招待'));
    fireEvent.change(form.getByRole('textbox', { name: /メールアドレス/ }), { target: { value: 'new@station.example.jp' } });
    fireEvent.change(form.getByRole('textbox', { name: /氏名/ }), { target: { value: '新井 三郎' } });
    doubleClickAtOnce(form.getByRole('button', { name: '招待する' }));

    expect(await form.findByRole('button', { name: '送信しています…' })).toBeDisabled();
    answer.release(jsonResponse(201, invited));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writeLines(writes())).toEqual(['POST /api/admin/users']);
    expect(toasts()).toEqual([{ severity: 'success', message: 'new@station.example.jpに招待メールを送信しました。' }]);
  });

  it('sends only what the edit changed: the role and the licences given', async () => {
    const { writes } = serverWith(
      { users: [TAKAHASHI, SATO] },
      { 'PATCH /api/admin/users/8': () => jsonResponse(200, { ...SATO, roleId: 2, licences: ['UT020000', 'UT030001'] }) },
    );
    const user = renderPage();
    await table();

    await openActions(user, '佐藤 花子');
    await user.click(screen.getByRole('menuitem', { name: '編集' }));
    const form = within(dialog('ユーザーの編集'));
    expect(form.getByText('佐藤 花子（sato@station.example.jp）')).toBeInTheDocument();
    expect(form.getByRole('radio', { name: /^一般ユーザー/ })).toBeChecked();
    expect(form.getByRole('checkbox', { name: /購入受付（テレビCM）/ })).toBeChecked();
    expect(form.getByRole('checkbox', { name: /^CM枠管理（テレビ）/ })).toBeChecked();
    expect(form.getByRole('checkbox', { name: /^販売管理（利用者）/ })).not.toBeChecked();
    // Nothing changed yet, nothing to save.
    expect(form.getByRole('button', { name: '保存する' })).toBeDisabled();

    await user.click(form.getByRole('checkbox', { name: /販売管理（利用者）/ }));
    await user.click(form.getByRole('checkbox', { name: /購入受付（テレビCM）/ }));
    await user.click(form.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(writes()[0])).toEqual({ licences: ['UT020000', 'UT030001'] });
    expect(toasts()).toEqual([{ severity: 'success', message: '佐藤 花子の設定を変更しました。' }]);

    await openActions(user, '佐藤 花子');
    await user.click(screen.getByRole('menuitem', { name: '編集' }));
    await user.click(within(dialog('ユーザーの編集')).getByRole('radio', { name: /^管理者/ }));
    await user.click(within(dialog('ユーザーの編集')).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(bodyOf(writes()[1])).toEqual({ roleId: 2 });
  });

  it('says in the dialog that the last administrator cannot be changed, and which licences the company lacks', async () => {
    const { writes } = serverWith(
      { users: [TAKAHASHI, SATO] },
      {
        'PATCH /api/admin/users/7': () => apiErrorResponse(409, API_ERROR_CODES.lastAdministrator, '/api/admin/users/7'),
        'PATCH /api/admin/users/8': () =>
          jsonResponse(422, {
            errors: [{ code: API_ERROR_CODES.licenceNotHeldByCompany, statusCode: 422, params: { licences: 'UT030001' } }],
            path: '/api/admin/users/8',
          }),
      },
    );
    const user = renderPage();
    await table();

    await openActions(user, '高橋 健太');
    await user.click(screen.getByRole('menuitem', { name: '編集' }));
    await user.click(within(dialog('ユーザーの編集')).getByRole('radio', { name: /^一般ユーザー/ }));
    await user.click(within(dialog('ユーザーの編集')).getByRole('button', { name: '保存する' }));
    expect(await within(dialog('ユーザーの編集')).findByRole('alert')).toHaveTextContent(
      '会社の最後の管理者は変更・停止できません。先に別のユーザーを管理者にしてください。',
    );
    expect(bodyOf(writes()[0])).toEqual({ roleId: 1 });
    expect(toasts()).toEqual([]);
    await user.click(within(dialog('ユーザーの編集')).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openActions(user, '佐藤 花子');
    await user.click(screen.getByRole('menuitem', { name: '編集' }));
    // A fresh form: the last dialog's refusal is gone.
    expect(within(dialog('ユーザーの編集')).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog('ユーザーの編集')).getByRole('checkbox', { name: /販売管理（利用者）/ }));
    await user.click(within(dialog('ユーザーの編集')).getByRole('button', { name: '保存する' }));
    expect(await within(dialog('ユーザーの編集')).findByRole('alert')).toHaveTextContent(
      '会社が保有していないライセンスは付与できません（販売管理（利用者））。',
    );
    expect(toasts()).toEqual([]);
  });

  it('deactivates after a confirmation that says the sessions end at once, and reactivates', async () => {
    const state = { users: [TAKAHASHI, SATO] };
    const { writes } = serverWith(state, {
      'POST /api/admin/users/8/deactivation': () => {
        state.users = [TAKAHASHI, { ...SATO, status: 'DEACTIVATED' }];
        return jsonResponse(200, state.users[1]);
      },
      'DELETE /api/admin/users/8/deactivation': () => {
        state.users = [TAKAHASHI, SATO];
        return jsonResponse(200, SATO);
      },
    });
    const user = renderPage();
    await table();

    await openActions(user, '佐藤 花子');
    await user.click(screen.getByRole('menuitem', { name: '停止' }));
    const confirmation = within(dialog('ユーザーの停止'));
    expect(confirmation.getByText('佐藤 花子（sato@station.example.jp）の利用を停止します。')).toBeInTheDocument();
    expect(confirmation.getByText(/ログイン中のセッションは直ちに終了し/)).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.click(confirmation.getByRole('button', { name: '停止する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toEqual([{ severity: 'success', message: '佐藤 花子の利用を停止しました。' }]);
    expect(await within(await rowOf('sato@')).findByRole('cell', { name: '停止中' })).toBeInTheDocument();

    await openActions(user, '佐藤 花子');
    await user.click(screen.getByRole('menuitem', { name: '再開' }));
    await user.click(within(dialog('ユーザーの再開')).getByRole('button', { name: '再開する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writeLines(writes())).toEqual(['POST /api/admin/users/8/deactivation', 'DELETE /api/admin/users/8/deactivation']);
    expect(await within(await rowOf('sato@')).findByRole('cell', { name: '有効' })).toBeInTheDocument();
  });

  it('keeps a deactivation refused for the last administrator open with the reason', async () => {
    serverWith(
      { users: [TAKAHASHI, TANAKA] },
      {
        'POST /api/admin/users/9/deactivation': () =>
          apiErrorResponse(409, API_ERROR_CODES.lastAdministrator, '/api/admin/users/9/deactivation'),
      },
    );
    const user = renderPage();
    await table();

    await openActions(user, '田中 一郎');
    await user.click(screen.getByRole('menuitem', { name: '停止' }));
    await user.click(within(dialog('ユーザーの停止')).getByRole('button', { name: '停止する' }));
    expect(await within(dialog('ユーザーの停止')).findByRole('alert')).toHaveTextContent(
      /^会社の最後の管理者は変更・停止できません。/,
    );
    expect(toasts()).toEqual([]);
  });

  it('sends the password-reset mail and the invitation again, each after a confirmation', async () => {
    const { writes } = serverWith(
      { users: [TAKAHASHI, SATO, TANAKA] },
      {
        'POST /api/admin/users/8/password-reset': () => emptyResponse(204),
        'POST /api/admin/users/9/invitation': () => emptyResponse(204),
      },
    );
    const user = renderPage();
    await table();

    await openActions(user, '佐藤 花子');
    await user.click(screen.getByRole('menuitem', { name: 'パスワード再設定メール送信' }));
    const reset = within(dialog('パスワード再設定メールの送信'));
    expect(reset.getByText(/^佐藤 花子（sato@station.example.jp）に、パスワード再設定用のURLを/)).toBeInTheDocument();
    await user.click(reset.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openActions(user, '田中 一郎');
    await user.click(screen.getByRole('menuitem', { name: '招待メール再送' }));
    expect(within(dialog('招待メールの再送')).getByText(/有効期限は、送信から72時間です/)).toBeInTheDocument();
    await user.click(within(dialog('招待メールの再送')).getByRole('button', { name: '再送する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(writeLines(writes())).toEqual(['POST /api/admin/users/8/password-reset', 'POST /api/admin/users/9/invitation']);
    expect(toasts()).toEqual([
      { severity: 'success', message: '佐藤 花子にパスワード再設定メールを送信しました。' },
      { severity: 'success', message: '田中 一郎に招待メールを再送しました。' },
    ]);
  });

  it('shows the history in words: who, when, to whom and what changed', async () => {
    const event = (overrides: Partial<UserAdminEvent>): UserAdminEvent => ({
      id: 1,
      occurredAt: '2026-11-20T01:05:00.000Z',
      action: 'INVITE',
      actorName: '高橋 健太',
      targetName: '佐藤 花子',
      targetAccount: 'sato@station.example.jp',
      from: null,
      to: null,
      ...overrides,
    });
    const events = [
      event({ id: 5, action: 'LICENCES', from: ['UT010000', 'UT020000'], to: ['UT020000', 'UT030001'] }),
      event({ id: 4, action: 'ROLE', from: 1, to: 2 }),
      event({ id: 3, action: 'DEACTIVATE', actorName: null }),
      event({ id: 2, action: 'PASSWORD_CHANGE', actorName: '佐藤 花子', occurredAt: '2026-11-19T15:00:00.000Z' }),
      event({ id: 1, action: 'INVITE', targetName: null, targetAccount: null }),
    ];
    serverWith({ users: [TAKAHASHI] }, { 'GET /api/admin/users/events': () => jsonResponse(200, { events }) });
    const user = renderPage();
    await table();

    await user.click(screen.getByRole('button', { name: '変更履歴' }));
    const history = within(dialog('変更履歴'));
    const rows = within(await history.findByRole('table', { name: 'ユーザーの変更履歴' })).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['日時', '実施者', '対象ユーザー', '内容'],
      [
        '2026/11/20 10:05',
        '高橋 健太',
        '佐藤 花子sato@station.example.jp',
        'ライセンスを変更：＋販売管理（利用者）、−購入受付（テレビCM）',
      ],
      ['2026/11/20 10:05', '高橋 健太', '佐藤 花子sato@station.example.jp', '権限を一般ユーザーから管理者に変更'],
      ['2026/11/20 10:05', '（削除されたユーザー）', '佐藤 花子sato@station.example.jp', '利用を停止'],
      ['2026/11/20 00:00', '佐藤 花子', '佐藤 花子sato@station.example.jp', 'パスワードを変更'],
      ['2026/11/20 10:05', '高橋 健太', '（削除されたユーザー）', 'ユーザーを招待'],
    ]);
    await user.click(history.getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
