import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RequireSession } from '../features/auth/components/require-session';
import { mockApi } from '../test/mock-api';
import { renderRoutes } from '../test/render-routes';
import { signedInApi } from '../test/shell-fixtures';
import { lazyScreen } from './lazy-screen';
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
});
