/**
 * Forgets the page state, loading the stores first: they carry the pages' search logic, which no
 * first load needs, so they arrive only with the logout or login that has to reset them.
 */
export const resetPageStateLazily = async (): Promise<void> => (await import('./page-state')).resetPageState();
