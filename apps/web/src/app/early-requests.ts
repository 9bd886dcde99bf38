import { requestLoginEarly } from '../features/auth/api/early-login';
import { getNotifications } from '../features/notifications/api/fetch-notifications';
import { offerEarlyAnswer } from '../lib/early-answers';
import { notificationKeys } from '../lib/notification-keys';
import { isBehindLogin } from './router';

/**
 * On an address behind the login, the login's calls and then the notifications (which the menu's
 * badges and the top page show at once, and which the API answers once the terms are accepted)
 * are asked for as the app starts, while the code that reads them is still downloading.
 */
export function startEarlyRequests(pathname: string): void {
  if (!isBehindLogin(pathname)) return;
  requestLoginEarly({
    onUser: (user) => {
      if (user.setting.isTermsOfService) offerEarlyAnswer(notificationKeys.all, getNotifications());
    },
  });
}
