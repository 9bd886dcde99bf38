import { afterEach, describe, expect, it } from 'vitest';
import { SIDE_MENU_STORAGE_KEY, useSideMenuStore } from './store';

afterEach(() => {
  sessionStorage.clear();
  useSideMenuStore.setState({ isOpen: true });
});

describe('useSideMenuStore', () => {
  it('starts open', () => {
    expect(useSideMenuStore.getState().isOpen).toBe(true);
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
});
