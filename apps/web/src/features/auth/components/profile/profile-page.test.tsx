import { screen, within } from '@testing-library/react';
import type { User } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../../test/cookies';
import { profileRoutes } from '../../../../test/feature-routes';
import { apiErrorResponse, jsonResponse, mockApi, type RecordedRequest } from '../../../../test/mock-api';
import { pasteInto } from '../../../../test/paste-into';
import { renderRoutes } from '../../../../test/render-routes';
import { buildUser, signedInApi } from '../../../../test/shell-fixtures';

const PROFILE = '/agency/edit_my_profile';

/** A server that keeps the user and applies the PATCHes it receives. */
function profileApi(initial: User) {
  let user = initial;
  const requests = mockApi(
    signedInApi(
      { user },
      {
        [`GET /api/users/${initial.id}`]: () => jsonResponse(200, user),
        [`PATCH /api/users/${initial.id}`]: (request: RecordedRequest) => {
          const changes = JSON.parse(request.body) as { name?: string; isTermsOfService?: true };
          user = {
            ...user,
            ...(changes.name ? { name: changes.name } : {}),
            setting: { isTermsOfService: user.setting.isTermsOfService || changes.isTermsOfService === true },
          };
          return jsonResponse(200, user);
        },
      },
    ),
  );
  const patches = () => requests.filter((request) => request.method === 'PATCH');
  return { requests, patches };
}

const main = async () => within(await screen.findByRole('main'));
/** A toast is announced politely unless it is an error. */
const successToast = async (message: string) =>
  (await screen.findByText(message)).closest('[role="status"]') ?? Promise.reject(new Error(`no status toast: ${message}`));
const sideMenu = () => screen.getByRole('navigation', { name: 'サイドメニュー' });

describe('ProfilePage', () => {
  it('shows the account, the company and the display name, and that the terms are accepted', async () => {
    profileApi(buildUser());
    renderRoutes(profileRoutes, PROFILE);

    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'マイページ' })).toBeInTheDocument();
    const account = page.getByRole('region', { name: 'アカウント情報' });
    expect(within(account).getByText('yamada@example.co.jp')).toBeInTheDocument();
    expect(within(account).getByText('東京広告株式会社')).toBeInTheDocument();
    expect(within(account).getByText('0000A00001')).toBeInTheDocument();
    expect(within(account).getByText('山田 太郎')).toBeInTheDocument();
    expect(page.getByRole('region', { name: 'tvcm-market 利用規約' })).toHaveAttribute('tabindex', '0');
    expect(page.getByText('利用規約に同意済みです。')).toBeInTheDocument();
    expect(page.queryByRole('button', { name: '同意する' })).not.toBeInTheDocument();
  });

  it('saves a new display name with the anti-forgery header and shows it in the top bar', async () => {
    setCookie('XSRF-TOKEN', 'token-5');
    const { patches } = profileApi(buildUser());
    const { user } = renderRoutes(profileRoutes, PROFILE);

    const field = await (await main()).findByRole('textbox', { name: /表示名/ });
    await user.clear(field);
    await user.type(field, '山田 次郎');
    await user.click(screen.getByRole('button', { name: '変更を保存' }));

    expect(await successToast('表示名を変更しました。')).toBeInTheDocument();
    expect(JSON.parse(patches()[0]?.body ?? '')).toEqual({ name: '山田 次郎' });
    expect(patches()[0]?.headers.get('X-XSRF-TOKEN')).toBe('token-5');
    expect(await within(screen.getByRole('banner')).findByText('管理者ID：山田 次郎 様')).toBeInTheDocument();
  });

  it.each([
    ['', '必須項目です。'],
    ['   ', '必須項目です。'],
    ['あ'.repeat(101), '100文字以内で入力してください。'],
  ])('checks the name %j against the contract without calling the API', async (name, message) => {
    const { patches } = profileApi(buildUser());
    const { user } = renderRoutes(profileRoutes, PROFILE);

    const field = await (await main()).findByRole('textbox', { name: /表示名/ });
    await user.clear(field);
    if (name) await pasteInto(user, field, name);
    await user.click(screen.getByRole('button', { name: '変更を保存' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(patches()).toHaveLength(0);
  });

  it('shows a failed save as an error toast', async () => {
    mockApi(signedInApi({}, { 'PATCH /api/users/7': () => apiErrorResponse(409, 'USR00011', '/users/7') }));
    const { user } = renderRoutes(profileRoutes, PROFILE);

    const field = await (await main()).findByRole('textbox', { name: /表示名/ });
    await user.type(field, '二');
    await user.click(screen.getByRole('button', { name: '変更を保存' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ユーザー情報が他の操作で更新されています。画面を再読み込みしてから、再度お試しください。',
    );
  });

  it('keeps a user without accepted terms on this page with no menu, and lets them in once they accept', async () => {
    const { patches } = profileApi(buildUser({ setting: { isTermsOfService: false } }));
    const { user, location } = renderRoutes(profileRoutes, '/agency/program_guide?area=kanto');

    const page = await main();
    expect(await page.findByText(/利用規約への同意が必要です/)).toBeInTheDocument();
    expect(location().pathname).toBe(PROFILE);
    expect(within(sideMenu()).queryAllByRole('link')).toHaveLength(0);
    expect(within(sideMenu()).getByText(/利用規約に同意いただくと/)).toBeInTheDocument();

    await user.click(page.getByRole('button', { name: '同意する' }));

    expect(await successToast('利用規約に同意しました。ご利用いただけるメニューが表示されます。')).toBeInTheDocument();
    expect(JSON.parse(patches()[0]?.body ?? '')).toEqual({ isTermsOfService: true });
    expect(await (await main()).findByRole('heading', { level: 1, name: '番組表から探す' })).toBeInTheDocument();
    expect(`${location().pathname}${location().search}`).toBe('/agency/program_guide?area=kanto');
    expect(within(sideMenu()).getByRole('link', { name: '番組表から探す' })).toBeInTheDocument();
  });
});
