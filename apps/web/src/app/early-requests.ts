import { requestLoginEarly } from '../features/auth/api/early-login';
import { hasSeenSession } from '../features/auth/session-id';
import { getNotifications } from '../features/notifications/api/fetch-notifications';
import { offerEarlyAnswer } from '../lib/early-answers';
import { notificationKeys } from '../lib/notification-keys';
import { preloadPageState } from './page-state-loader';
import { isBehindLogin } from './router';

/**
 * On an address behind the login, the login's calls and then the notifications (which the menu's
 * badges and the top page show at once, and which the API answers once the terms are accepted)
 * are asked for as the app starts, while the code that reads them is still downloading. In a
 * browser that has seen no session yet, the login will reset the page state: its code comes too.
 */
export function startEarlyRequests(pathname: string): void {
  if (!isBehindLogin(pathname)) return;
  if (!hasSeenSession()) preloadPageState();
  requestLoginEarly({
    onUser: (user) => {
      if (user.setting.isTermsOfService) offerEarlyAnswer(notificationKeys.all, getNotifications());
    },
  });
}
