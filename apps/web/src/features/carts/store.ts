import type { CartFigureQuery } from '@tvcm/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { putCurrentCart } from './api/current-cart';

/** Household real-time, as the program guide starts: the figures every area has. */
export const DEFAULT_CART_FIGURES: CartFigureQuery = { target: 'household', ratingType: 'realtime' };

interface CartState {
  /** The cart the program guide adds to by default; `null` until the user picks or creates one. */
  currentCartId: number | null;
  /** Whose ratings the cart pages figure GRP, per-cost and CPM for, and the proposal sheet too. */
  figures: CartFigureQuery;
  /**
   * Whether the session knows the current cart: read from the server (which keeps it per user, so
   * that a new login finds it), or set here since. Until then the server's is read.
   */
  settled: boolean;
}

interface CartActions {
  /** The user's choice: kept for the session, and on the server for the next login. */
  setCurrentCart: (cartId: number | null) => void;
  setFigures: (figures: CartFigureQuery) => void;
  /** The server's answer, unless the user has chosen meanwhile. */
  settleFromServer: (cartId: number | null) => void;
  reset: () => void;
}

export const CART_STORAGE_KEY = 'tvcm.carts';

/** The carts state of the session (SPEC.md §4 keeps it in session storage with the program guide's). */
export const useCartStore = create<CartState & CartActions>()(
  persist(
    (set) => ({
      currentCartId: null,
      figures: DEFAULT_CART_FIGURES,
      settled: false,
      setCurrentCart: (currentCartId) => {
        set({ currentCartId, settled: true });
        // A cart applied for, sent or deleted is no one's current cart on the server either.
        if (currentCartId !== null) void putCurrentCart(currentCartId);
      },
      setFigures: (figures) => set({ figures }),
      settleFromServer: (currentCartId) => set((state) => (state.settled ? state : { currentCartId, settled: true })),
      reset: () => set({ currentCartId: null, figures: DEFAULT_CART_FIGURES, settled: false }),
    }),
    {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ currentCartId, figures, settled }): CartState => ({ currentCartId, figures, settled }),
    },
  ),
);
