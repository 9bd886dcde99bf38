import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyResponse, mockApi } from '../test/mock-api';
import { lazyScreen } from './lazy-screen';
import { ScreenLoadError } from './screen-load-error';
import { useServerReachability } from './server-reachability';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function inSuspense(node: React.ReactNode) {
  return <Suspense fallback={<p>読み込み中</p>}>{node}</Suspense>;
}

describe('lazyScreen', () => {
  it('shows the fallback until its code has arrived, then the screen', async () => {
    const Screen = lazyScreen(
      async () => ({ Page: () => <p>画面</p> }),
      (module) => module.Page,
    );
    render(inSuspense(<Screen />));
    expect(screen.getByText('読み込み中')).toBeInTheDocument();
    expect(await screen.findByText('画面')).toBeInTheDocument();
  });

  it('renders a preloaded screen at once, without a fallback in between', async () => {
    const load = vi.fn(async () => ({ Page: ({ name }: { name: string }) => <p>{name}</p> }));
    const Screen = lazyScreen(load, (module) => module.Page);
    Screen.preload();
    await settle();

    render(inSuspense(<Screen name="トップ" />));

    expect(screen.getByText('トップ')).toBeInTheDocument();
    expect(screen.queryByText('読み込み中')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('raises a ScreenLoadError for code that could not be loaded', async () => {
    mockApi({ 'HEAD /': () => emptyResponse(200) });
    const Screen = lazyScreen(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      () => () => null,
    );
    Screen.preload();
    await settle();
    vi.mocked(console.error).mockImplementation(() => undefined);

    expect(() => render(inSuspense(<Screen />))).toThrow(ScreenLoadError);
    vi.mocked(console.error).mockClear();
  });

  it('tells a missing chunk (the server answers) from a server that gives no answer at all', async () => {
    const failing = () =>
      lazyScreen(
        () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        () => () => null,
      );
    const failureOf = async (Screen: ReturnType<typeof failing>) => {
      Screen.preload();
      await settle();
      await settle();
      vi.mocked(console.error).mockImplementation(() => undefined);
      try {
        render(inSuspense(<Screen />));
      } catch (error) {
        return error instanceof ScreenLoadError ? error.failure : 'other';
      } finally {
        vi.mocked(console.error).mockClear();
      }
      return 'rendered';
    };

    mockApi({ 'HEAD /': () => emptyResponse(404) });
    expect(await failureOf(failing())).toBe('unavailable');

    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failureOf(failing())).toBe('unreachable');
    expect(useServerReachability.getState().reachable).toBe(false);
    useServerReachability.setState({ reachable: true });
  });
});
