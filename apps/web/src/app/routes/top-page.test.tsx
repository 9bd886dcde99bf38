import { screen, within } from '@testing-library/react';
import { FUNCTION_LICENCES as L } from '@tvcm/contracts';
import { describe, expect, it, vi } from 'vitest';
import { shellRoutes } from '../../test/feature-routes';
import { apiErrorResponse, mockApi } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import { buildLicence, buildNotifications, buildUser, signedInApi } from '../../test/shell-fixtures';

const mainArea = async () => within(await screen.findByRole('main'));

describe('TopPage', () => {
  it('greets the user by name and shows the company, asking with the user-id header', async () => {
    const requests = mockApi(signedInApi({ user: buildUser({ roleId: 1 }) }));
    renderRoutes(shellRoutes, '/top');

    const main = await mainArea();
    expect(await main.findByRole('heading', { level: 1, name: 'ようこそ、山田 太郎 様' })).toBeInTheDocument();
    expect(main.getByText('所属企業：東京広告株式会社')).toBeInTheDocument();
    const userRequest = requests.find((request) => request.url.pathname === '/api/users/7');
    expect(userRequest?.headers.get('X-User-ID')).toBe('7');
  });

  it('lists the current notifications as links to the lists they concern', async () => {
    mockApi(signedInApi({ notifications: buildNotifications({ existsUnpurchasedCart: true, receivedCartCU: true }) }));
    renderRoutes(shellRoutes, '/top');

    const main = await mainArea();
    const notices = within(await main.findByRole('region', { name: 'お知らせ' }));
    expect(await notices.findByRole('link', { name: '未購入のテレビCMカートがあります。' })).toHaveAttribute(
      'href',
      '/agency/cart/list?sort=created_at&order=desc',
    );
    expect(notices.getByRole('link', { name: '配信サービスのカートが届いています。' })).toHaveAttribute(
      'href',
      '/agency/cu/cart/list?sort=created_at&order=desc',
    );
  });

  it('says so when there is nothing new', async () => {
    mockApi(signedInApi());
    renderRoutes(shellRoutes, '/top');

    expect(await (await mainArea()).findByText('新しいお知らせはありません。')).toBeInTheDocument();
  });

  it('offers shortcuts to what the licences allow, and nothing else', async () => {
    const licence = buildLicence({
      company: { code: '0000B00001', functionLicenses: [L.timetable, L.cart], businessType: 'ADVERTISER' },
    });
    mockApi(signedInApi({ licence }));
    renderRoutes(shellRoutes, '/top');

    const shortcuts = within(await (await mainArea()).findByRole('region', { name: 'ご利用いただける機能' }));
    expect(shortcuts.getByRole('link', { name: '番組表から探す' })).toHaveAttribute('href', '/agency/program_guide');
    expect(shortcuts.getByRole('link', { name: 'カート一覧' })).toHaveAttribute(
      'href',
      '/agency/cart/list?sort=created_at&order=desc',
    );
    expect(shortcuts.queryByRole('link', { name: 'TOP' })).not.toBeInTheDocument();
    expect(shortcuts.queryByRole('link', { name: '通常枠' })).not.toBeInTheDocument();
  });

  it('leads a station administrator to the trial-user permissions, which the menu does not, and nobody else', async () => {
    const stationAdmin = buildLicence({
      isAdmin: true,
      company: { code: '0000S00001', functionLicenses: [L.broadcasterReception], businessType: 'BROAD_CASTER' },
    });
    mockApi(signedInApi({ licence: stationAdmin }));
    const view = renderRoutes(shellRoutes, '/top');

    const more = within(await (await mainArea()).findByRole('region', { name: 'その他の設定・情報' }));
    expect(more.getByRole('link', { name: 'トライアルユーザーの権限設定' })).toHaveAttribute(
      'href',
      '/station/permission/trial_user',
    );
    view.unmount();

    mockApi(signedInApi({ licence: { ...stationAdmin, isAdmin: false } }));
    renderRoutes(shellRoutes, '/top');
    const others = within(await (await mainArea()).findByRole('region', { name: 'その他の設定・情報' }));
    expect(others.queryByRole('link', { name: 'トライアルユーザーの権限設定' })).not.toBeInTheDocument();
  });

  it('leads every user to the TV station page, which the menu does not', async () => {
    const noLicence = buildLicence({ company: { code: '0000N00001', functionLicenses: [], businessType: 'ADVERTISER' } });
    mockApi(signedInApi({ licence: noLicence }));
    renderRoutes(shellRoutes, '/top');

    const more = within(await (await mainArea()).findByRole('region', { name: 'その他の設定・情報' }));
    expect(more.getByRole('link', { name: '放送局情報（販売条件・お問い合わせ先）' })).toHaveAttribute('href', '/info/tvstation');
  });

  it('explains that the menu is not permitted without any licence', async () => {
    const licence = buildLicence({ company: { code: '0000N00001', functionLicenses: [], businessType: 'ADVERTISER' } });
    mockApi(signedInApi({ licence }));
    renderRoutes(shellRoutes, '/top');

    const shortcuts = within(await (await mainArea()).findByRole('region', { name: 'ご利用いただける機能' }));
    expect(
      shortcuts.getByText('メニューの利用が許可されていません。運用管理者にライセンスの設定をご依頼ください。'),
    ).toBeInTheDocument();
  });

  it('shows the error page rather than a half-loaded shell when the user cannot be loaded', async () => {
    mockApi(signedInApi({}, { 'GET /api/users/7': () => apiErrorResponse(404, 'USR04001', '/users/7') }));
    renderRoutes(shellRoutes, '/top');

    expect(await screen.findByText('予期しないエラーが発生しました。しばらくしてから再度お試しください。')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'サイドメニュー' })).not.toBeInTheDocument();
    // React reports the error its boundary caught.
    expect(vi.mocked(console.error)).toHaveBeenCalled();
    vi.mocked(console.error).mockClear();
  });
});
