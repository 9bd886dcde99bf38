import { screen } from '@testing-library/react';
import { API_ERROR_CODES } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { publicPageRoutes } from '../../../../test/feature-routes';
import { apiErrorResponse, emptyResponse, jsonResponse, mockApi } from '../../../../test/mock-api';
import { pasteInto } from '../../../../test/paste-into';
import { renderRoutes } from '../../../../test/render-routes';
import { publicApi } from '../../public-test-api';

const TOKEN = 'reset-token-1';
const TOKEN_PATH = `GET /api/password-resets/tokens/${TOKEN}`;
const ACCOUNT = 'hanako@example.co.jp';

describe('password reset request (/public/pages/password_reset)', () => {
  it('asks for the account and always gives the same answer', async () => {
    const requests = mockApi(publicApi({ 'POST /api/password-resets': () => jsonResponse(202, {}) }));
    const { user } = renderRoutes(publicPageRoutes, '/public/pages/password_reset');

    expect(await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '再設定メールを送信する' }));
    expect(await screen.findByText('必須項目です。')).toBeInTheDocument();

    await pasteInto(user, screen.getByRole('textbox', { name: /^アカウント（メールアドレス）/ }), ' ＨＡＮＡＫＯ@example.co.jp ');
    await user.click(screen.getByRole('button', { name: '再設定メールを送信する' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'メールを送信しました' })).toHaveFocus();
    expect(screen.getByText(/^入力されたメールアドレスがご登録済みの場合は/)).toBeInTheDocument();
    const sent = requests.find((request) => request.url.pathname === '/api/password-resets');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ account: ACCOUNT });
  });

  it('asks for the rest of the domain of "yamamoto@himawari" before sending anything, and names the tab', async () => {
    const requests = mockApi(publicApi({ 'POST /api/password-resets': () => jsonResponse(202, {}) }));
    const { user } = renderRoutes(publicPageRoutes, '/public/pages/password_reset');

    await pasteInto(user, await screen.findByRole('textbox', { name: /^アカウント/ }), 'yamamoto@himawari');
    await user.click(screen.getByRole('button', { name: '再設定メールを送信する' }));

    expect(
      await screen.findByText('「@」より後ろは、example.co.jp のようにドメイン名を最後まで入力してください。'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.url.pathname === '/api/password-resets')).toHaveLength(0);
    expect(document.title).toBe('パスワードの再設定 | tvcm-market');
  });

  it('says to wait when the requests are rate-limited', async () => {
    mockApi(
      publicApi({
        'POST /api/password-resets': () => apiErrorResponse(429, API_ERROR_CODES.tooManyRequests, '/api/password-resets'),
      }),
    );
    const { user } = renderRoutes(publicPageRoutes, '/public/pages/password_reset');

    await pasteInto(user, await screen.findByRole('textbox', { name: /^アカウント/ }), ACCOUNT);
    await user.click(screen.getByRole('button', { name: '再設定メールを送信する' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('短い時間にリクエストが集中しました。');
  });
});

describe('reset link (/public/pages/password_reset?token=…)', () => {
  it('sets the new password and ends on the minimal complete page with a link to the login page', async () => {
    const requests = mockApi(
      publicApi({
        [TOKEN_PATH]: () => jsonResponse(200, { account: ACCOUNT, purpose: 'RESET' }),
        'POST /api/password-resets/complete': () => emptyResponse(204),
      }),
    );
    const { user, location } = renderRoutes(publicPageRoutes, `/public/pages/password_reset?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: '新しいパスワードの設定' })).toBeInTheDocument();
    expect(screen.getByText(/^アカウント hanako@example.co.jp の新しいパスワードを設定してください。/)).toBeInTheDocument();
    expect(screen.getByText('パスワードの条件')).toBeInTheDocument();
    await pasteInto(user, screen.getByLabelText(/^パスワード\s*\*?$/), 'new-password-42');
    await pasteInto(user, screen.getByLabelText(/^パスワード（確認）/), 'new-password-42');
    await user.click(screen.getByRole('button', { name: 'パスワードを変更する' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定が完了しました' })).toBeInTheDocument();
    expect(location().pathname).toBe('/public/pages/password_reset/complete');
    expect(screen.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    const complete = requests.find((request) => request.url.pathname === '/api/password-resets/complete');
    expect(JSON.parse(complete?.body ?? '')).toEqual({ token: TOKEN, password: 'new-password-42' });
  });

  it('refuses a used or expired link with a clear message and a way to start again', async () => {
    mockApi(
      publicApi({
        [TOKEN_PATH]: () => apiErrorResponse(410, API_ERROR_CODES.mailLinkInvalid, `/api/password-resets/tokens/${TOKEN}`),
      }),
    );
    renderRoutes(publicPageRoutes, `/public/pages/password_reset?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'パスワードを再設定できません' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^このURLは無効です。有効期限が切れているか、既に使用された可能性があります。/,
    );
    expect(screen.getByRole('link', { name: 'パスワードの再設定をやり直す' })).toHaveAttribute(
      'href',
      '/public/pages/password_reset',
    );
  });

  it('says a link dead on arrival may have been an invitation, and whom to ask then', async () => {
    mockApi(
      publicApi({
        [TOKEN_PATH]: () => apiErrorResponse(410, API_ERROR_CODES.mailLinkInvalid, `/api/password-resets/tokens/${TOKEN}`),
      }),
    );
    renderRoutes(publicPageRoutes, `/public/pages/password_reset?token=${TOKEN}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /招待メールのURLからお越しの場合は、所属企業の管理者に招待メールの再送を依頼してください。$/,
    );
  });
});

describe('invitation link (/public/pages/password_reset?token=… of an invitation)', () => {
  it('words the page as the first password of an invited user and ends on its own complete page', async () => {
    const requests = mockApi(
      publicApi({
        [TOKEN_PATH]: () => jsonResponse(200, { account: ACCOUNT, purpose: 'INVITE' }),
        'POST /api/password-resets/complete': () => emptyResponse(204),
      }),
    );
    const { user, location } = renderRoutes(publicPageRoutes, `/public/pages/password_reset?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'パスワードの設定' })).toBeInTheDocument();
    expect(
      screen.getByText(/^ご招待を受けたアカウント hanako@example.co.jp のパスワードを設定してください。/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ログアウトされます/)).not.toBeInTheDocument();
    await pasteInto(user, screen.getByLabelText(/^パスワード\s*\*?$/), 'first-password-7');
    await pasteInto(user, screen.getByLabelText(/^パスワード（確認）/), 'first-password-7');
    await user.click(screen.getByRole('button', { name: '設定する' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'パスワードの設定が完了しました' })).toBeInTheDocument();
    expect(screen.getByText('設定したパスワードでログインしてください。')).toBeInTheDocument();
    expect(location().pathname).toBe('/public/pages/password_reset/complete');
    const complete = requests.find((request) => request.url.pathname === '/api/password-resets/complete');
    expect(JSON.parse(complete?.body ?? '')).toEqual({ token: TOKEN, password: 'first-password-7' });
  });

  it('sends an invited user whose link died meanwhile to their administrator, not to a reset', async () => {
    mockApi(
      publicApi({
        [TOKEN_PATH]: () => jsonResponse(200, { account: ACCOUNT, purpose: 'INVITE' }),
        'POST /api/password-resets/complete': () =>
          apiErrorResponse(410, API_ERROR_CODES.mailLinkInvalid, '/api/password-resets/complete'),
      }),
    );
    const { user } = renderRoutes(publicPageRoutes, `/public/pages/password_reset?token=${TOKEN}`);

    await pasteInto(user, await screen.findByLabelText(/^パスワード\s*\*?$/), 'first-password-7');
    await pasteInto(user, screen.getByLabelText(/^パスワード（確認）/), 'first-password-7');
    await user.click(screen.getByRole('button', { name: '設定する' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'パスワードを設定できません' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/管理者に招待メールの再送を依頼してください。$/);
    expect(screen.queryByRole('link', { name: 'パスワードの再設定をやり直す' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login');
  });
});
