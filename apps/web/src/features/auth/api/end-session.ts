import { apiClient, removeUserIdHeader } from '../../../lib/api-client';
import { isApiError, isClientError } from '../../../lib/api-error';
import { withTimeout } from '../../../lib/with-timeout';
import { forgetPendingLogout, hasPendingLogout, rememberPendingLogout } from '../pending-logout';

/**
 * How long a logout waits for the server before the user is let out anyway. The spec's 300 s
 * request timeout is for work the user waits for; nobody waits five minutes to leave.
 */
export const LOGOUT_WAIT_MS = 3_000;

// Apart from the logout's hook (delete-session.ts) so that the session check of the login page,
// which has no query cache, can finish a pending logout without loading TanStack Query.

/** Ends the session on the server; one that has already ended counts as ended. */
export async function deleteSession(): Promise<void> {
  try {
    await apiClient.delete('sessions');
  } catch (error) {
    // Already ended (expired, or logged out in another tab): the outcome the user asked for.
    if (!isApiError(error, 401)) throw error;
  }
}

/**
 * The client's half of a logout, which never fails: the server is asked to end the session
 * (SPEC.md §4), and when it cannot say yes in time the logout is remembered, to be finished
 * before the next session check. Either way the user-id header goes.
 */
export async function endSession(): Promise<void> {
  try {
    await withTimeout(deleteSession(), LOGOUT_WAIT_MS);
    forgetPendingLogout();
  } catch {
    rememberPendingLogout();
  }
  removeUserIdHeader();
}

/**
 * Finishes a logout the server did not hear of, before anything asks which session this browser
 * holds: the old session must not log the user in again. A failure leaves it pending; the session
 * check that follows then fails the same way (the server is still away).
 */
export async function finishPendingLogout(): Promise<void> {
  if (!hasPendingLogout()) return;
  try {
    await deleteSession();
    forgetPendingLogout();
  } catch (error) {
    // A refusal would be the same next time; no answer, a timeout or a server fault may pass.
    if (isClientError(error)) forgetPendingLogout();
  }
}

/**
 * The whole of a logout but the way out: the session ends (see endSession) and the page state is
 * forgotten. It never fails, so a logout always ends on the logout page. Free of TanStack Query,
 * for the error page, which may show where no query cache is.
 */
export async function logOut(resetPageState: () => void | Promise<void>): Promise<void> {
  await endSession();
  try {
    await resetPageState();
  } catch {
    // The stores could not be loaded: the next login still starts afresh, as its session id differs.
  }
}
