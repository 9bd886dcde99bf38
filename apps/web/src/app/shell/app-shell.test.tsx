import { screen, within } from '@testing-library/react';
import { FUNCTION_LICENCES as L, TRIAL_COMPANY_CODE_PREFIX } from '@tvcm/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { useProgramGuideStore } from '../../features/program-guide/store';
import { SIDE_MENU_STORAGE_KEY, useSideMenuStore } from '../../features/shell/store';
import { apiClient } from '../../lib/api-client';
import { setCookie } from '../../test/cookies';
import { shellRoutes } from '../../test/feature-routes';
import { apiErrorResponse, emptyResponse, jsonResponse, mockApi, type RecordedRequest } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import { buildLicence, buildNotifications, buildUser, signedInApi } from '../../test/shell-fixtures';

afterEach(() => {
  sessionStorage.clear();
  useSideMenuStore.setState({ isOpen: true });
});

// The shell appears once the login calls are answered, a moment after the first render.
const banner = () => screen.findByRole('banner');
const sideMenu = () => screen.findByRole('navigation', { name: 'サイドメニュー' });

describe('AppShell', () => {
  it('lays out the top bar, the side menu and the page as landmarks, the top bar in the order of the spec', async () => {
    const licence = buildLicence({ isPointServiceAvailable: true });
    mockApi(signedInApi({ licence, points: { status: { balance: 76000 } } }));
    renderRoutes(shellRoutes, '/top');

    expect(await within(await banner()).findByText('76,000pt')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'ようこそ、山田 太郎 様' }));
    const parts = ['管理者ID：山田 太郎 様', 'ヘルプ', 'マイページ', 'ログアウト', '保有ポイント76,000pt'];
    const text = (await banner()).textContent ?? '';
    const positions = parts.map((part) => text.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(within(await banner()).getByRole('link', { name: 'ヘルプ' })).toHaveAttribute('href', '/help');
    expect(within(await banner()).getByRole('link', { name: 'マイページ' })).toHaveAttribute('href', '/agency/edit_my_profile');
  });

  it.each([
    { roleId: 1 as const, code: '0000A00001', shown: '一般ID：山田 太郎 様' },
    { roleId: 2 as const, code: '0000A00001', shown: '管理者ID：山田 太郎 様' },
    { roleId: 1 as const, code: `${TRIAL_COMPANY_CODE_PREFIX}0001`, shown: '山田 太郎 様' },
  ])('shows role $roleId of company $code as 「$shown」', async ({ roleId, code, shown }) => {
    const user = buildUser({ roleId, company: { code, name: 'テスト株式会社', businessType: 'ADVERTISER' } });
    mockApi(signedInApi({ user }));
    renderRoutes(shellRoutes, '/top');

    expect(await within(await banner()).findByText(shown)).toBeInTheDocument();
  });

  it('links the point balance to the points page, named by what it shows', async () => {
    const licence = buildLicence({ isPointServiceAvailable: true });
    mockApi(signedInApi({ licence, points: { status: { balance: 76000 } } }));
    const { user, location } = renderRoutes(shellRoutes, '/top');

    const balance = await within(await banner()).findByRole('link', { name: '保有ポイント76,000pt' });
    expect(balance).toHaveAttribute('href', '/agency/point_service/points');
    await user.click(balance);
    expect(location().pathname).toBe('/agency/point_service/points');
  });

  it('shows "-" and no message when the point status call fails', async () => {
    const licence = buildLicence({ isPointServiceAvailable: true });
    mockApi(
      signedInApi(
        { licence },
        { 'GET /api/points/companies/0000A00001/status': () => apiErrorResponse(403, 'PNT03001', '/points') },
      ),
    );
    renderRoutes(shellRoutes, '/top');

    expect(await within(await banner()).findByText('-')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves the point balance out without the point service', async () => {
    mockApi(signedInApi({ licence: buildLicence({ isPointServiceAvailable: false }) }));
    renderRoutes(shellRoutes, '/top');

    await within(await banner()).findByText('管理者ID：山田 太郎 様');
    expect(within(await banner()).queryByText('保有ポイント')).not.toBeInTheDocument();
  });

  it('asks for the point balance only once the terms are accepted', async () => {
    const licence = buildLicence({ isPointServiceAvailable: true });
    let user = buildUser({ setting: { isTermsOfService: false } });
    const requests = mockApi(
      signedInApi(
        { licence, points: { status: { balance: 76000 } } },
        {
          'GET /api/users/7': () => jsonResponse(200, user),
          'PATCH /api/users/7': () => {
            user = { ...user, setting: { isTermsOfService: true } };
            return jsonResponse(200, user);
          },
        },
      ),
    );
    const isPointCall = (request: RecordedRequest) => request.url.pathname.startsWith('/api/points/');
    const view = renderRoutes(shellRoutes, '/top');

    // The terms gate keeps the user on the profile page, inside the shell; the API would refuse the balance.
    const main = within(await screen.findByRole('main'));
    await view.user.click(await main.findByRole('button', { name: '同意する' }));
    expect(await within(await banner()).findByText('76,000pt')).toBeInTheDocument();
    expect(requests.filter(isPointCall)).toHaveLength(1);
    const accepted = requests.findIndex((request) => request.method === 'PATCH');
    expect(accepted).toBeGreaterThanOrEqual(0);
    expect(requests.findIndex(isPointCall)).toBeGreaterThan(accepted);
  });

  it('lets a user who has not accepted the terms read help, and asks nothing the API would refuse them', async () => {
    const requests = mockApi(
      signedInApi(
        { licence: buildLicence({ isPointServiceAvailable: true }), points: { status: { balance: 76000 } } },
        { 'GET /api/users/7': () => jsonResponse(200, buildUser({ setting: { isTermsOfService: false } })) },
      ),
    );
    const view = renderRoutes(shellRoutes, '/help');

    expect(await within(await screen.findByRole('main')).findByText('ヘルプの本文')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/help');
    // Any other page still leads to the profile page.
    await view.user.click(within(await banner()).getByRole('link', { name: 'マイページ' }));
    expect(await screen.findByRole('button', { name: '同意する' })).toBeInTheDocument();
    const refused = requests.filter(
      (request) => request.url.pathname === '/api/notifications' || request.url.pathname.startsWith('/api/points/'),
    );
    expect(refused).toEqual([]);
  });

  it('shows the sections the licences allow, with headings', async () => {
    mockApi(signedInApi({ licence: buildLicence({ isAdmin: true }) }));
    renderRoutes(shellRoutes, '/top');

    expect(await within(await sideMenu()).findByRole('heading', { name: '広告会社・広告主' })).toBeVisible();
    expect(within(await sideMenu()).getByRole('heading', { name: '管理' })).toBeVisible();
    expect(within(await sideMenu()).queryByRole('heading', { name: '放送局' })).not.toBeInTheDocument();
    expect(within(await sideMenu()).getByRole('link', { name: 'TOP' })).toHaveAttribute('aria-current', 'page');
    expect(within(await sideMenu()).getByRole('link', { name: '番組表から探す' })).toHaveAttribute(
      'href',
      '/agency/program_guide',
    );
    expect(within(await sideMenu()).getByRole('link', { name: 'ユーザー一覧' })).toHaveAttribute('href', '/manage/users');
    expect(within(await sideMenu()).getByRole('button', { name: '放送条件から探す' })).toHaveAccessibleDescription(
      'キャンペーンの規模と予算から、テレビCMとデジタル動画広告をCPMの低い順に一覧表示します。',
    );
  });

  it('shows the not-permitted message instead of a menu without any licence', async () => {
    const licence = buildLicence({ company: { code: '0000N00001', functionLicenses: [], businessType: 'ADVERTISER' } });
    mockApi(signedInApi({ licence }));
    renderRoutes(shellRoutes, '/top');

    expect(
      await within(await sideMenu()).findByText(
        'メニューの利用が許可されていません。運用管理者にライセンスの設定をご依頼ください。',
      ),
    ).toBeInTheDocument();
    expect(within(await sideMenu()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('puts the notification badges on the entries, a group showing what its children show', async () => {
    mockApi(
      signedInApi({
        notifications: buildNotifications({
          existsUnpurchasedCart: true,
          receivedCart: true,
          receivedCartCU: true,
          proceededBooking: true,
        }),
      }),
    );
    renderRoutes(shellRoutes, '/top');

    const carts = await within(await sideMenu()).findByRole('button', { name: /^カート一覧/ });
    expect(
      await within(carts).findByRole('img', { name: '未購入のカートがあります。受け取ったカートがあります。' }),
    ).toHaveAttribute('data-badge', 'half');
    const bookings = within(await sideMenu()).getByRole('button', { name: /^申込一覧/ });
    expect(within(bookings).getByRole('img', { name: '手続きが進んだ申込があります。' })).toHaveAttribute('data-badge', 'red');
  });

  it('collapses and reopens the menu, remembering the choice for the session', async () => {
    mockApi(signedInApi());
    const { user } = renderRoutes(shellRoutes, '/top');

    const toggle = await within(await sideMenu()).findByRole('button', { name: 'メニューの開閉' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await within(await sideMenu()).findByRole('heading', { name: '広告会社・広告主' });

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(JSON.parse(sessionStorage.getItem(SIDE_MENU_STORAGE_KEY) ?? '{}')).toMatchObject({ state: { isOpen: false } });
    // Collapsed: the heading is no longer drawn but still names its section; links keep their names.
    expect(within(await sideMenu()).getByRole('heading', { name: '広告会社・広告主' })).toHaveStyle({ position: 'absolute' });
    expect(within(await sideMenu()).getByRole('link', { name: '番組表から探す' })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('logs out: ends the session on the server, forgets the page state and the cached data, and shows the logout page', async () => {
    setCookie('XSRF-TOKEN', 'token-9');
    let loggedIn = true;
    const requests = mockApi(
      signedInApi(
        {},
        {
          'GET /api/sessions': () =>
            loggedIn ? jsonResponse(200, { userId: 7 }) : apiErrorResponse(401, 'AUT01002', '/session'),
          'DELETE /api/sessions': () => {
            loggedIn = false;
            return emptyResponse(204);
          },
        },
      ),
    );
    const { user, location, queryClient } = renderRoutes(shellRoutes, '/top');
    await within(await banner()).findByText('管理者ID：山田 太郎 様');
    useProgramGuideStore.getState().selectCm({ slotId: 1 });

    await user.click(await within(await banner()).findByRole('button', { name: 'ログアウト' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'ログアウトしました' })).toBeInTheDocument();
    expect(location().pathname).toBe('/logout');
    expect(screen.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login');
    expect(requests.find((request) => request.method === 'DELETE')?.headers.get('X-XSRF-TOKEN')).toBe('token-9');
    expect(useProgramGuideStore.getState().selectedCm).toBeNull();
    expect(queryClient.getQueryData(['notifications'])).toBeUndefined();
    expect(queryClient.getQueryData(['users', 7])).toBeUndefined();
    // The user-id header is gone: the next call goes without it.
    await apiClient.get('sessions').catch(() => undefined);
    expect(requests.at(-1)?.headers.has('X-User-ID')).toBe(false);
  });

  it('logs out to the logout page when the server cannot be reached, forgetting the cached data', async () => {
    mockApi(
      signedInApi(
        {},
        {
          'DELETE /api/sessions': () => {
            throw new TypeError('Failed to fetch');
          },
        },
      ),
    );
    const { user, location, queryClient } = renderRoutes(shellRoutes, '/top');

    await user.click(await within(await banner()).findByRole('button', { name: 'ログアウト' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'ログアウトしました' })).toBeInTheDocument();
    expect(location().pathname).toBe('/logout');
    expect(queryClient.getQueryData(['users', 7])).toBeUndefined();
  });

  it('shows a placeholder route inside the shell', async () => {
    mockApi(signedInApi({ licence: buildLicence({ company: { ...buildLicence().company, functionLicenses: [L.timetable] } }) }));
    renderRoutes(shellRoutes, '/agency/program_guide');

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: '番組表から探す' })).toBeInTheDocument();
    expect(within(main).getByText('準備中')).toBeInTheDocument();
    expect(await within(await sideMenu()).findByRole('link', { name: '番組表から探す' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends the user to the login page when a notification poll finds the session ended', async () => {
    let loggedIn = true;
    mockApi(
      signedInApi(
        {},
        {
          'GET /api/sessions': () =>
            loggedIn ? jsonResponse(200, { userId: 7 }) : apiErrorResponse(401, 'AUT01002', '/session'),
          'GET /api/notifications': () => {
            // The first poll: the session was ended in another tab just before.
            loggedIn = false;
            return apiErrorResponse(401, 'AUT01002', '/session');
          },
        },
      ),
    );
    const { location } = renderRoutes(shellRoutes, '/top');

    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
    expect(location().search).toBe('?redirect=%2Ftop');
    // The toast says why, on the login page.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '接続状態に問題が発生しました。お手数ですが、再度ログインしてください。',
    );
  });
});
