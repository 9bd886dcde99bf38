import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../lib/lazy-screen';
import { preloadScreens } from './preload-screens';

function screen() {
  const load = vi.fn(async () => ({ Screen: () => null }));
  return { load, Screen: lazyScreen(load, (module) => module.Screen) };
}

describe('preloadScreens', () => {
  it('starts loading every lazy screen the address renders, nested ones too, and no other', () => {
    const guard = screen();
    const shell = screen();
    const wrapper = screen();
    const page = screen();
    const otherPage = screen();
    const routes: RouteObject[] = [
      {
        element: <guard.Screen />,
        children: [
          {
            element: <shell.Screen />,
            children: [
              {
                path: '/top',
                element: (
                  <wrapper.Screen>
                    <page.Screen />
                  </wrapper.Screen>
                ),
              },
              { path: '/other', element: <otherPage.Screen /> },
            ],
          },
        ],
      },
    ];

    preloadScreens(routes, '/top');

    for (const loaded of [guard, shell, wrapper, page]) expect(loaded.load).toHaveBeenCalledOnce();
    expect(otherPage.load).not.toHaveBeenCalled();
  });

  it('does nothing for an address no route matches', () => {
    const page = screen();
    preloadScreens([{ path: '/top', element: <page.Screen /> }], '/nowhere');
    expect(page.load).not.toHaveBeenCalled();
  });

  it('leaves a failed download to the render, which shows the reload page', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const Failing = lazyScreen(load, () => () => null);
    expect(() => preloadScreens([{ path: '/top', element: <Failing /> }], '/top')).not.toThrow();
    await Promise.resolve();
    expect(load).toHaveBeenCalledOnce();
  });
});
