import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { NARROW_WINDOW_QUERY } from './side-menu-width';

interface SideMenuState {
  isOpen: boolean;
  toggle: () => void;
}

/** Session-storage key; versioned by name so a later shape can start fresh. */
export const SIDE_MENU_STORAGE_KEY = 'tvcm.side-menu';

function narrowWindow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_WINDOW_QUERY).matches;
}

/** A new session starts with the menu open, except on a narrow window (a phone), where it starts collapsed. */
function openByDefault(): boolean {
  return !narrowWindow();
}

/**
 * Whether the side menu is open, remembered for the browser session (SPEC.md §4) so a reload or a
 * new page keeps the user's choice, and a new session starts from the default again. On a narrow
 * window the open menu is a drawer over the page, opened for one choice: a reload there starts
 * with it closed, whatever was remembered.
 */
export const useSideMenuStore = create<SideMenuState>()(
  persist(
    (set) => ({
      isOpen: openByDefault(),
      toggle: () => set((state) => ({ isOpen: !state.isOpen })),
    }),
    {
      name: SIDE_MENU_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ isOpen: state.isOpen }),
      merge: (remembered, current) => (narrowWindow() ? current : { ...current, ...(remembered as Partial<SideMenuState>) }),
    },
  ),
);
