/**
 * Loads the logout page's code ahead of the logout: a logout must end on that page also when the
 * server has gone away meanwhile, and then its code could no longer be fetched. The router's own
 * import of it finds the module already loaded.
 */
export function preloadLogoutPage(): void {
  void import('./components/logout-page').catch(() => undefined);
}
