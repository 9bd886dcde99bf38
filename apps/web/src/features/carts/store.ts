import type { CartFigureQuery } from '@tvcm/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Household real-time, as the program guide starts: the figures every area has. */
export const DEFAULT_CART_FIGURES: CartFigureQuery = { target: 'household', ratingType: 'realtime' };

interface CartState {
  /** The cart the program guide adds to by default; `null` until the user picks or creates one. */
  currentCartId: number | null;
  /** Whose ratings the cart pages figure GRP, per-cost and CPM for, and the proposal sheet too. */
  figures: CartFigureQuery;
}

interface CartActions {
  setCurrentCart: (cartId: number | null) => void;
  setFigures: (figures: CartFigureQuery) => void;
  reset: () => void;
}

export const CART_STORAGE_KEY = 'tvcm.carts';

/** The carts state of the session (SPEC.md §4 keeps it in session storage with the program guide's). */
export const useCartStore = create<CartState & CartActions>()(
  persist(
    (set) => ({
      currentCartId: null,
      figures: DEFAULT_CART_FIGURES,
      setCurrentCart: (currentCartId) => set({ currentCartId }),
      setFigures: (figures) => set({ figures }),
      reset: () => set({ currentCartId: null, figures: DEFAULT_CART_FIGURES }),
    }),
    {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ currentCartId, figures }): CartState => ({ currentCartId, figures }),
    },
  ),
);
