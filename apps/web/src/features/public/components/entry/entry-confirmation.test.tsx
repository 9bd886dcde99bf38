import { screen, waitFor } from '@testing-library/react';
import { API_ERROR_CODES } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { publicPageRoutes } from '../../../../test/feature-routes';
import { apiErrorResponse, jsonResponse, mockApi } from '../../../../test/mock-api';
import { pasteInto } from '../../../../test/paste-into';
import { renderRoutes } from '../../../../test/render-routes';
import { publicApi } from '../../public-test-api';

const TOKEN = 'confirm-token-1';
const TOKEN_PATH = `GET /api/registrations/trials/tokens/${TOKEN}`;
const EMAIL = 'hanako2026@example.co.jp';
const validToken = () => jsonResponse(200, { email: EMAIL, companyName: '株式会社テスト放送' });

const passwordField = () => screen.getByLabelText(/^パスワード\s*\*?$/);
const confirmationField = () => screen.getByLabelText(/^パスワード（確認）/);

describe('confirmation link (/public/pages/entry?token=…)', () => {
  it('shows the password rules up front and completes the entry on the minimal complete page', async () => {
    const requests = mockApi(
      publicApi({
        [TOKEN_PATH]: validToken,
        'POST /api/registrations/trials/complete': () => jsonResponse(201, { account: EMAIL }),
      }),
    );
    const { user, location } = renderRoutes(publicPageRoutes, `/public/pages/entry?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'パスワードの設定' })).toBeInTheDocument();
    expect(screen.getByText('株式会社テスト放送')).toBeInTheDocument();
    expect(screen.getByText('10文字以上128文字以内')).toBeInTheDocument();
    expect(passwordField()).toHaveAccessibleDescription(
      expect.stringContaining('英字（A〜Z、a〜z）と数字（0〜9）をそれぞれ1文字以上含む'),
    );

    await pasteInto(user, passwordField(), 'sakura-2026-spring');
    await pasteInto(user, confirmationField(), 'sakura-2026-spring');
    await user.click(screen.getByRole('button', { name: '本登録を完了する' }));

    expect(await screen.findByRole('heading', { level: 1, name: '本登録が完了しました' })).toBeInTheDocument();
    expect(location().pathname).toBe('/public/pages/entry/complete');
    expect(screen.getByText(`アカウント：${EMAIL}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const complete = requests.find((request) => request.url.pathname === '/api/registrations/trials/complete');
    expect(JSON.parse(complete?.body ?? '')).toEqual({ token: TOKEN, password: 'sakura-2026-spring' });
  });

  it('answers a confirmation that differs with the mismatch message, and a weak password with its rule', async () => {
    const requests = mockApi(publicApi({ [TOKEN_PATH]: validToken }));
    const { user } = renderRoutes(publicPageRoutes, `/public/pages/entry?token=${TOKEN}`);

    await user.type(await screen.findByLabelText(/^パスワード\s*\*?$/), 'onlyletters');
    await user.type(confirmationField(), 'onlyletterz');
    await user.click(screen.getByRole('button', { name: '本登録を完了する' }));

    expect(await screen.findByText('英字と数字をそれぞれ1文字以上含めてください。')).toBeInTheDocument();
    expect(screen.getByText('パスワードと一致しません。')).toBeInTheDocument();
    await waitFor(() => expect(passwordField()).toHaveFocus());

    await user.clear(passwordField());
    await pasteInto(user, passwordField(), EMAIL);
    await user.tab();
    expect(await screen.findByText('メールアドレスと同じ文字列はパスワードに使用できません。')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST' && request.url.pathname.endsWith('/complete'))).toBe(false);
  });

  it.each([
    {
      code: API_ERROR_CODES.mailLinkInvalid,
      status: 410,
      message: /^このURLは無効です。有効期限が切れているか/,
      link: 'トライアルのお申し込みへ',
    },
    {
      code: API_ERROR_CODES.idRegistered,
      status: 409,
      message: /^このお申し込みは既に本登録が完了しています。/,
      link: 'ログイン画面へ',
    },
    {
      code: API_ERROR_CODES.tentativeIdDeleted,
      status: 410,
      message: /^このお申し込みは取り消されています。/,
      link: 'トライアルのお申し込みへ',
    },
  ])('explains a link refused with $code instead of the form', async ({ code, status, message, link }) => {
    mockApi(publicApi({ [TOKEN_PATH]: () => apiErrorResponse(status, code, `/api/registrations/trials/tokens/${TOKEN}`) }));
    renderRoutes(publicPageRoutes, `/public/pages/entry?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: '本登録に進めません' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^パスワード/)).not.toBeInTheDocument();
  });

  it('explains a link that died between opening it and submitting', async () => {
    mockApi(
      publicApi({
        [TOKEN_PATH]: validToken,
        'POST /api/registrations/trials/complete': () =>
          apiErrorResponse(410, API_ERROR_CODES.mailLinkInvalid, '/api/registrations/trials/complete'),
      }),
    );
    const { user } = renderRoutes(publicPageRoutes, `/public/pages/entry?token=${TOKEN}`);

    await pasteInto(user, await screen.findByLabelText(/^パスワード\s*\*?$/), 'sakura-2026-spring');
    await pasteInto(user, confirmationField(), 'sakura-2026-spring');
    await user.click(screen.getByRole('button', { name: '本登録を完了する' }));

    expect(await screen.findByRole('heading', { level: 1, name: '本登録に進めません' })).toHaveFocus();
  });
});
