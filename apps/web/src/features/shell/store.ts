import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SideMenuState {
  isOpen: boolean;
  toggle: () => void;
}

/** Session-storage key; versioned by name so a later shape can start fresh. */
export const SIDE_MENU_STORAGE_KEY = 'tvcm.side-menu';

/**
 * Whether the side menu is open: open by default, remembered for the browser session (SPEC.md §4)
 * so a reload or a new page keeps the user's choice, and a new session starts open again.
 */
export const useSideMenuStore = create<SideMenuState>()(
  persist(
    (set) => ({
      isOpen: true,
      toggle: () => set((state) => ({ isOpen: !state.isOpen })),
    }),
    {
      name: SIDE_MENU_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ isOpen: state.isOpen }),
    },
  ),
);
