import { useCartStore } from '../features/carts/store';
import { useProgramGuideStore } from '../features/program-guide/store';

/**
 * Forgets the state pages keep for one session in session storage (SPEC.md §4): at logout, and
 * when a login turns out to be another session than the one the browser saw last. The side menu's
 * open/collapsed choice is a preference of the browser session, not page state, and stays.
 */
export function resetPageState(): void {
  useProgramGuideStore.getState().reset();
  useCartStore.getState().reset();
}
