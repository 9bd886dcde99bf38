/**
 * The public id of the last session this browser saw (decision 001: the session token itself never
 * reaches script). In local storage, so it outlives the tab and a logout: the next login can tell
 * whether it continues that session or starts another.
 */
export const SESSION_ID_STORAGE_KEY = 'tvcm.session-id';

function readStored(): string | null {
  try {
    return localStorage.getItem(SESSION_ID_STORAGE_KEY);
  } catch {
    // Storage disabled by the browser: every login then counts as a new one, the safe side.
    return null;
  }
}

/** Whether this browser has seen a session before: without one, the next login counts as new. */
export function hasSeenSession(): boolean {
  return readStored() !== null;
}

/** Stores `sessionId`; true when it differs from the one stored before, i.e. a login after a logout. */
export function rememberSessionId(sessionId: string): boolean {
  if (readStored() === sessionId) return false;
  try {
    localStorage.setItem(SESSION_ID_STORAGE_KEY, sessionId);
  } catch {
    // See readStored.
  }
  return true;
}
