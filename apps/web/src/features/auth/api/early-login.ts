import { offerEarlyAnswer } from '../../../lib/early-answers';
import { getSession } from './fetch-session';
import { getLicence, getLoginHistory, getUser } from './login-calls';
import { authKeys, licenceKeys, loginHistoryKeys, userKeys } from './login-keys';

interface EarlyLoginOptions {
  /** Asks for what the first page needs besides, as soon as the session has answered (with its user-id header set). */
  onSession?: () => void;
}

/**
 * Makes the login's calls (SPEC.md §4: the session, then the user, the licence and the login
 * history) as the app starts on an address behind the login guard, while the guard's code is
 * still downloading; its queries take the answers (lib/early-answers.ts).
 */
export function requestLoginEarly({ onSession }: EarlyLoginOptions = {}): void {
  const session = getSession();
  offerEarlyAnswer(authKeys.session(), session);
  // Offered before the session query, which waits on the same answer, can enable the others.
  session.then(
    ({ userId }) => {
      offerEarlyAnswer(userKeys.detail(userId), getUser(userId));
      offerEarlyAnswer(licenceKeys.base(), getLicence());
      offerEarlyAnswer(loginHistoryKeys.ofUser(userId), getLoginHistory(userId));
      onSession?.();
    },
    () => undefined,
  );
}
