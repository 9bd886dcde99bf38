import { requestLoginEarly } from '../features/auth/api/early-login';
import { hasSeenSession } from '../features/auth/session-id';
import { getNotifications } from '../features/notifications/api/fetch-notifications';
import { offerEarlyAnswer } from '../lib/early-answers';
import { PROGRAM_GUIDE_PATH } from '../lib/inventory-links';
import { notificationKeys } from '../lib/notification-keys';
import { preloadPageState } from './page-state-loader';

/**
 * For an address behind the login (the caller asks `isBehindLogin` once), the login's calls and the notifications (which the menu's badges
 * and the top page show at once) are asked for as the app starts, while the code that reads them
 * is still downloading. The notifications go with the user's calls rather than after them: the API
 * answers them only once the terms are accepted, which holds for every login but a user's first,
 * and an answer nobody takes (terms pending) is dropped at the next session check. The program
 * guide's areas and timetable follow the session too (early-program-guide.ts).
 */
export function startEarlyRequests({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  // The program guide's first answers: its code for asking them loads beside the session's call.
  const programGuide = pathname === PROGRAM_GUIDE_PATH ? import('./routes/program-guide/early-program-guide') : undefined;
  requestLoginEarly({
    onSession: () => {
      offerEarlyAnswer(notificationKeys.all, getNotifications());
      void programGuide?.then((module) => module.requestProgramGuideEarly(search));
    },
  });
}

/** In a browser that has seen no session yet, the login will reset the page state: its code is loaded at once. */
export function preloadPageStateForFirstLogin(): void {
  if (!hasSeenSession()) preloadPageState();
}
