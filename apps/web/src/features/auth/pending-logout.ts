/**
 * A logout the server did not hear of (it was away, or too slow): the browser still holds the
 * session's cookie, which script cannot remove (decision 001), so the session is ended on the
 * server at the next chance, before the session is asked for. In local storage, so a reload or
 * another tab of the same browser finishes it too.
 */
export const PENDING_LOGOUT_STORAGE_KEY = 'tvcm.pending-logout';

export function rememberPendingLogout(): void {
  try {
    localStorage.setItem(PENDING_LOGOUT_STORAGE_KEY, '1');
  } catch {
    // Storage disabled by the browser: the session then ends when it expires on the server.
  }
}

export function forgetPendingLogout(): void {
  try {
    localStorage.removeItem(PENDING_LOGOUT_STORAGE_KEY);
  } catch {
    // See rememberPendingLogout.
  }
}

export function hasPendingLogout(): boolean {
  try {
    return localStorage.getItem(PENDING_LOGOUT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
