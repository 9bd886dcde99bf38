import { screen, within } from '@testing-library/react';
import { BROADCASTER_LICENCES, FUNCTION_LICENCES, WEB_PAGE_PATTERNS } from '@tvcm/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, jsonResponse, mockApi } from '../test/mock-api';
import { renderRoutes } from '../test/render-routes';
import { buildLicence, signedInApi } from '../test/shell-fixtures';
import { routes } from './router';

describe('app routes', () => {
  it('sends the home address to the login page', async () => {
    mockApi({ 'GET /api/sessions': () => apiErrorResponse(401, 'AUT01002', '/session') });
    const { location } = renderRoutes(routes, '/');

    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
  });

  it('guards the top page', async () => {
    mockApi({ 'GET /api/sessions': () => apiErrorResponse(401, 'AUT01002', '/session') });
    const { location } = renderRoutes(routes, '/top');

    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
    expect(location().search).toBe('?redirect=%2Ftop');
  });

  it('shows the logout page without a session, with a way back to the login page', async () => {
    mockApi({});
    renderRoutes(routes, '/logout');

    expect(await screen.findByRole('heading', { level: 1, name: 'ログアウトしました' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login');
  });

  it('shows the profile page inside the shell', async () => {
    mockApi(signedInApi());
    renderRoutes(routes, '/agency/edit_my_profile');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'マイページ' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'サイドメニュー' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown address', async () => {
    mockApi({});
    renderRoutes(routes, '/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません（404）' })).toBeInTheDocument();
    expect(
      screen.getByText('お探しのページは一時的にアクセスできない状態にあるか、移動または削除された可能性があります。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ロゴ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TOP' })).toHaveAttribute('href', '/top');
  });
});

/** Every path the table routes, the catch-all aside. */
const routedPaths = (table: RouteObject[]): string[] =>
  table.flatMap((route) => [...(route.path && route.path !== '*' ? [route.path] : []), ...routedPaths(route.children ?? [])]);

describe('addresses', () => {
  it('routes exactly the pages the API serves with 200 (WEB_PAGE_PATTERNS), each once', () => {
    const paths = routedPaths(routes);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...WEB_PAGE_PATTERNS].sort());
  });

  it('shows the not-found page inside the shell to a logged-in user', async () => {
    mockApi(signedInApi());
    renderRoutes(routes, '/no/such/page');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'ページが見つかりません（404）' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'TOP' })).toHaveAttribute('href', '/top');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'サイドメニュー' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(document.title).toBe('ページが見つかりません（404） | tvcm-market');
  });

  it('shows a menu destination not provided yet inside the shell, naming the function', async () => {
    mockApi(signedInApi());
    const { location } = renderRoutes(routes, '/agency/auctions/biddings?sort=created_at&order=desc');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'オークション入札一覧' })).toBeInTheDocument();
    expect(main.getByText('準備中')).toBeInTheDocument();
    expect(main.getByText(/提供開始まで今しばらくお待ちください/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'TOPへ戻る' })).toHaveAttribute('href', '/top');
    expect(screen.getByRole('navigation', { name: 'サイドメニュー' })).toBeInTheDocument();
    expect(location().search).toBe('?sort=created_at&order=desc');
    expect(document.title).toBe('オークション入札一覧 | tvcm-market');
  });

  it("guards a menu destination not provided yet by its menu entry's rule", async () => {
    mockApi(signedInApi());
    renderRoutes(routes, '/station/auctions');

    const main = within(await screen.findByRole('main'));
    expect(
      await main.findByRole('heading', {
        level: 1,
        name: 'この機能を利用するためのライセンスが設定されていません。運用管理者にライセンスの設定をご依頼ください。',
      }),
    ).toBeInTheDocument();
    expect(main.queryByText('準備中')).not.toBeInTheDocument();
  });

  it('sends a visitor at a menu destination not provided yet to the login page, as any protected page', async () => {
    mockApi({ 'GET /api/sessions': () => apiErrorResponse(401, 'AUT01002', '/session') });
    const { location } = renderRoutes(routes, '/agency/auctions/biddings');

    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
    expect(location().search).toBe('?redirect=%2Fagency%2Fauctions%2Fbiddings');
  });
});

describe('routes of SPEC.md §2', () => {
  it.each([
    { path: '/public/pages/entry', heading: 'トライアルのお申し込み' },
    { path: '/public/pages/entry/terminate?token=withdraw-1', heading: 'お申し込みの取り消し' },
    { path: '/public/pages/password_reset', heading: 'パスワードの再設定' },
  ])('shows $path with a client-credential token, without a session and without the shell', async ({ path, heading }) => {
    const requests = mockApi({
      'POST /api/oauth/token': () => jsonResponse(200, { accessToken: 'public-token', tokenType: 'Bearer', expiresIn: 600 }),
    });
    renderRoutes(routes, path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.pathname === '/api/sessions')).toBe(false);
  });

  it.each([
    { path: '/public/pages/entry/complete', heading: '本登録が完了しました' },
    { path: '/public/pages/entry/complete/abc123', heading: '本登録が完了しました' },
    { path: '/public/pages/password_reset/complete', heading: 'パスワードの再設定が完了しました' },
    { path: '/public/pages/password_reset/complete/x/y', heading: 'パスワードの再設定が完了しました' },
  ])('shows $path in the separate minimal view, which calls no API', async ({ path, heading }) => {
    const requests = mockApi({});
    renderRoutes(routes, path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  const broadcasterAdmin = buildLicence({
    isAdmin: true,
    company: { code: '0000B00001', functionLicenses: [...BROADCASTER_LICENCES], businessType: 'BROAD_CASTER' },
  });
  it('shows the points page inside the shell with the point service, for the company the licence names', async () => {
    const licence = buildLicence({ isPointServiceAvailable: true, company: { ...buildLicence().company, code: '0000A00002' } });
    const histories = '/api/points/companies/0000A00002/histories';
    const requests = mockApi(
      signedInApi(
        { licence },
        { [`GET ${histories}`]: () => jsonResponse(200, { entries: [], total: 0, page: 1, pageSize: 50 }) },
      ),
    );
    renderRoutes(routes, '/agency/point_service/points');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'ポイント' })).toBeInTheDocument();
    expect(await main.findByRole('table', { name: 'ポイント履歴の一覧' })).toBeInTheDocument();
    expect(requests.some((request) => request.url.pathname === histories)).toBe(true);
    expect(screen.getByRole('navigation', { name: 'サイドメニュー' })).toBeInTheDocument();
  });

  it('shows the TV station page inside the shell to any user, linking to the buying pages only with their licences', async () => {
    const network = { code: 'NNN', name: 'NNN系列', colour: '#E8A100' };
    const minato = {
      id: 1,
      code: 'kanto-NNN',
      name: 'みなとテレビ',
      shortName: 'みなと',
      areaCode: 'kanto',
      network,
      remoteKey: 4,
    };
    const stations = { areas: [{ code: 'kanto', name: '関東', stations: [{ ...minato, profile: null, editable: false }] }] };
    const slotsOnly = buildLicence({ company: { ...buildLicence().company, functionLicenses: [FUNCTION_LICENCES.slots] } });
    mockApi(signedInApi({ licence: slotsOnly }, { 'GET /api/stations': () => jsonResponse(200, stations) }));
    renderRoutes(routes, '/info/tvstation');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: '放送局情報' })).toBeInTheDocument();
    const card = within(await main.findByRole('article', { name: 'みなとテレビ' }));
    expect(card.getByRole('link', { name: 'みなとテレビを枠一覧で見る' })).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'みなとテレビを番組表で見る' })).not.toBeInTheDocument();
  });

  it('shows the actual-ratings upload inside the shell to a station with UT040002, linked from the 全枠分析 group', async () => {
    mockApi(signedInApi({ licence: broadcasterAdmin }, { 'GET /api/aired-ratings': () => jsonResponse(200, { entries: [] }) }));
    const { user } = renderRoutes(routes, '/station/import_cm_analyze_all');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: '全枠分析データ取込' })).toBeInTheDocument();
    expect(main.queryByText('準備中')).not.toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'サイドメニュー' }));
    const group = menu.getByRole('button', { name: '全枠分析' });
    if (group.getAttribute('aria-expanded') !== 'true') await user.click(group);
    expect(await menu.findByRole('link', { name: '全枠分析データ取込' })).toHaveAttribute(
      'href',
      '/station/import_cm_analyze_all',
    );
  });

  it.each([
    { path: '/agency/program_guide', licence: buildLicence({ company: { ...buildLicence().company, functionLicenses: [] } }) },
    { path: '/agency/point_service/points', licence: buildLicence({ isPointServiceAvailable: false }) },
    { path: '/station/permission/trial_user', licence: { ...broadcasterAdmin, isAdmin: false } },
    {
      path: '/station/import_cm_analyze_all',
      licence: buildLicence({
        company: {
          ...broadcasterAdmin.company,
          functionLicenses: BROADCASTER_LICENCES.filter((code) => code !== FUNCTION_LICENCES.analysisUpload),
        },
      }),
    },
  ])('shows CEA-LIC03001 inside the shell instead of $path when the licence rule refuses it', async ({ path, licence }) => {
    mockApi(signedInApi({ licence }));
    renderRoutes(routes, path);

    const main = within(await screen.findByRole('main'));
    expect(
      await main.findByRole('heading', {
        level: 1,
        name: 'この機能を利用するためのライセンスが設定されていません。運用管理者にライセンスの設定をご依頼ください。',
      }),
    ).toBeInTheDocument();
    expect(main.queryByText('準備中')).not.toBeInTheDocument();
    expect(main.getByRole('link', { name: 'TOPへ' })).toHaveAttribute('href', '/top');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the playground gallery with badges in all three colours', async () => {
    mockApi(signedInApi());
    renderRoutes(routes, '/playground');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'プレイグラウンド' })).toBeInTheDocument();
    expect(main.getByText('未購入のカートがあります。受け取ったカートがあります。')).toBeInTheDocument();
    expect(
      Array.from(main.getByRole('region', { name: '通知バッジ' }).querySelectorAll('[data-badge]'), (badge) =>
        badge.getAttribute('data-badge'),
      ),
    ).toEqual(['red', 'blue', 'half']);
    expect(main.getByRole('link', { name: '操作できる見本へ' })).toHaveAttribute('href', '/playground/examples');
  });

  it('opens a dialog and a toast in the playground examples', async () => {
    mockApi(signedInApi());
    const { user } = renderRoutes(routes, '/playground/examples');
    const openDialog = await screen.findByRole('button', { name: 'ダイアログを開く' });
    // The page has loaded; the toasts now hide on the test's clock, however long the clicks take.
    vi.useFakeTimers();

    await user.click(openDialog);
    const dialog = await screen.findByRole('dialog', { name: '操作の確認' });
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));

    await user.click(await screen.findByRole('button', { name: '成功のトーストを表示' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('3件の枠をカートに追加しました。');
    await user.click(screen.getByRole('button', { name: 'エラーのトーストを表示' }));
    await user.click(screen.getByRole('button', { name: 'エラーのトーストを表示' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    await user.click(screen.getAllByRole('button', { name: '閉じる' })[0] as HTMLElement);
    expect(screen.queryByText('3件の枠をカートに追加しました。')).not.toBeInTheDocument();
  });
});
