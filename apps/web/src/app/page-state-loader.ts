/**
 * Forgets the page state, loading the stores first: they carry the pages' search logic, which no
 * first load needs, so they arrive only with the logout or login that has to reset them.
 */
const loadPageState = () => import('./page-state');

export const resetPageStateLazily = async (): Promise<void> => (await loadPageState()).resetPageState();

/** Starts loading the stores for a reset that is sure to come; a failure surfaces at the reset. */
export const preloadPageState = (): void => void loadPageState().catch(() => undefined);
