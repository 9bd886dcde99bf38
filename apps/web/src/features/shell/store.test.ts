import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_WINDOW_QUERY } from './side-menu-width';
import { SIDE_MENU_STORAGE_KEY, useSideMenuStore } from './store';

afterEach(() => {
  sessionStorage.clear();
  useSideMenuStore.setState({ isOpen: true });
});

describe('useSideMenuStore', () => {
  it('starts open', () => {
    expect(useSideMenuStore.getState().isOpen).toBe(true);
  });

  it('starts collapsed on a narrow window, where the open menu would cover most of the page', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === NARROW_WINDOW_QUERY }));
    vi.resetModules();
    try {
      const { useSideMenuStore: freshStore } = await import('./store');
      expect(freshStore.getState().isOpen).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('remembers a collapse in session storage', () => {
    useSideMenuStore.getState().toggle();

    expect(useSideMenuStore.getState().isOpen).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(SIDE_MENU_STORAGE_KEY) ?? '{}')).toMatchObject({ state: { isOpen: false } });
  });

  it('restores the remembered state, as after a reload', async () => {
    sessionStorage.setItem(SIDE_MENU_STORAGE_KEY, JSON.stringify({ state: { isOpen: false }, version: 0 }));

    await useSideMenuStore.persist.rehydrate();

    expect(useSideMenuStore.getState().isOpen).toBe(false);
  });

  it('starts closed after a reload on a narrow window, where the open menu is a drawer over the page', async () => {
    sessionStorage.setItem(SIDE_MENU_STORAGE_KEY, JSON.stringify({ state: { isOpen: true }, version: 0 }));
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === NARROW_WINDOW_QUERY }));
    vi.resetModules();
    try {
      const { useSideMenuStore: freshStore } = await import('./store');
      await freshStore.persist.rehydrate();
      expect(freshStore.getState().isOpen).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
