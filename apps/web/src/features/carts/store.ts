import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface CartState {
  /** The cart the program guide adds to by default; `null` until the user picks or creates one. */
  currentCartId: number | null;
}

interface CartActions {
  setCurrentCart: (cartId: number | null) => void;
  reset: () => void;
}

export const CART_STORAGE_KEY = 'tvcm.carts';

/** The carts state of the session (SPEC.md §4 keeps it in session storage with the program guide's). */
export const useCartStore = create<CartState & CartActions>()(
  persist(
    (set) => ({
      currentCartId: null,
      setCurrentCart: (currentCartId) => set({ currentCartId }),
      reset: () => set({ currentCartId: null }),
    }),
    {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ currentCartId }): CartState => ({ currentCartId }),
    },
  ),
);
