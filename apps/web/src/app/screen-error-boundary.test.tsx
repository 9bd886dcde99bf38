import { screen, within } from '@testing-library/react';
import { SESSION_ERROR_PATH } from '@tvcm/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LogoutPage } from '../features/auth/components/logout-page';
import { RequireSession } from '../features/auth/components/require-session';
import { hasPendingLogout } from '../features/auth/pending-logout';
import { lazyScreen } from '../lib/lazy-screen';
import { useServerReachability } from '../lib/server-reachability';
import { apiErrorResponse, emptyResponse, mockApi } from '../test/mock-api';
import { renderRoutes } from '../test/render-routes';
import { signedInApi } from '../test/shell-fixtures';
import { AppShell } from './shell/app-shell';

// Stands in for a chunk that is gone after a release: the browser's import rejects.
const MissingChunkScreen = lazyScreen(
  () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/old.js')),
  () => () => null,
);

function Broken(): never {
  throw new Error('render failure');
}

/** React reports errors its boundaries caught; these tests expect exactly that. */
function expectReportedErrors() {
  expect(vi.mocked(console.error)).toHaveBeenCalled();
  vi.mocked(console.error).mockClear();
}

describe('ScreenErrorBoundary', () => {
  it('offers a reload instead of a blank screen when a screen chunk cannot be loaded', async () => {
    mockApi({});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { user } = renderRoutes([{ path: '/old', element: <MissingChunkScreen /> }], '/old');

    expect(await screen.findByRole('heading', { level: 1, name: 'ページを読み込めませんでした' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(reload).toHaveBeenCalled();
    expectReportedErrors();
  });

  it('says the server cannot be reached (CES-API09003), not that a new version came, when a chunk fails offline', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const UnreachableScreen = lazyScreen(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page.js')),
      () => () => null,
    );
    renderRoutes([{ path: '/page', element: <UnreachableScreen /> }], '/page');

    expect(await screen.findByText('サーバーに接続できません。ネットワーク環境をご確認ください。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ページを読み込めませんでした' })).toBeInTheDocument();
    expect(screen.queryByText(/新しいバージョン/)).toBeNull();
    expectReportedErrors();
    useServerReachability.setState({ reachable: true });
  });

  it('shows the generic error page for a screen that throws', async () => {
    mockApi({});
    renderRoutes([{ path: '/broken', element: <Broken /> }], '/broken');

    expect(await screen.findByText('予期しないエラーが発生しました。しばらくしてから再度お試しください。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TOPへ' })).toHaveAttribute('href', '/top');
    expectReportedErrors();
  });

  it('keeps the shell around a failed page, with a single main landmark', async () => {
    mockApi(signedInApi());
    const routes: RouteObject[] = [
      {
        element: <RequireSession onNewSession={() => undefined} />,
        children: [{ element: <AppShell />, children: [{ path: '/old', element: <MissingChunkScreen /> }] }],
      },
    ];
    renderRoutes(routes, '/old');

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('button', { name: '再読み込み' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await screen.findByRole('navigation', { name: 'サイドメニュー' })).toBeInTheDocument();
    expectReportedErrors();
  });

  describe('a session call that keeps failing', () => {
    const SESSION_UNAVAILABLE = 'セッション情報を取得できませんでした。しばらくしてから再度お試しください。';
    const routes = (): RouteObject[] => [
      { path: '/logout', element: <LogoutPage /> },
      {
        element: <RequireSession onNewSession={() => undefined} />,
        children: [{ element: <AppShell />, children: [{ path: '/top', element: <p>top page</p> }] }],
      },
    ];

    it('is tried again from the error page, which then gives way to the page', async () => {
      let sessionAnswers = false;
      const api = signedInApi();
      const answerSession = api['GET /api/sessions'];
      if (!answerSession) throw new Error('signedInApi answers the session');
      mockApi({
        ...api,
        'GET /api/sessions': (request) =>
          sessionAnswers ? answerSession(request) : apiErrorResponse(503, 'SYS05001', SESSION_ERROR_PATH),
      });
      const { user } = renderRoutes(routes(), '/top', { retry: false });

      expect(await screen.findByText(SESSION_UNAVAILABLE)).toBeInTheDocument();
      expectReportedErrors();
      sessionAnswers = true;
      await user.click(screen.getByRole('button', { name: '再試行' }));

      expect(await screen.findByText('top page')).toBeInTheDocument();
    });

    it('is left by logging out, which ends on the logout page even when the server cannot end the session', async () => {
      let sessionEnded = false;
      mockApi({
        'GET /api/sessions': () => apiErrorResponse(503, 'SYS05001', SESSION_ERROR_PATH),
        'DELETE /api/sessions': () => {
          sessionEnded = true;
          return emptyResponse(503);
        },
      });
      const { user, location, queryClient } = renderRoutes(routes(), '/top', { retry: false });

      expect(await screen.findByText(SESSION_UNAVAILABLE)).toBeInTheDocument();
      expectReportedErrors();
      await user.click(screen.getByRole('button', { name: 'ログアウト' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'ログアウトしました' })).toBeInTheDocument();
      expect(location().pathname).toBe('/logout');
      expect(sessionEnded).toBe(true);
      // The server could not end it: the next session check will.
      expect(hasPendingLogout()).toBe(true);
      expect(queryClient.getQueryData(['auth', 'session'])).toBeUndefined();
    });
  });
});
