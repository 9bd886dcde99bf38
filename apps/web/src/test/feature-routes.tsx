import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../app/routes/placeholder-page';
import { TopPage } from '../app/routes/top-page';
import { AppShell } from '../app/shell/app-shell';
import { LoginPage } from '../features/auth/components/login-page';
import { LogoutPage } from '../features/auth/components/logout-page';
import { ProfilePage } from '../features/auth/components/profile/profile-page';
import { PublicClientGuard } from '../features/auth/components/public-client-guard';
import { RequireSession } from '../features/auth/components/require-session';
import { LOGIN_PATH, LOGOUT_PATH, PROFILE_PATH } from '../features/auth/paths';
import {
  EntryCompletePage,
  EntryPage,
  EntryTerminatePage,
  PasswordResetCompletePage,
  PasswordResetPage,
  PublicLayout,
} from '../features/public/public-pages';

/**
 * Small route tables for component tests: a feature's pages inside only what wraps them in the
 * app (the guards, the layout, the shell), imported directly rather than through the lazy route
 * table, so a test renders its feature and not every screen of the app.
 */

/** The pre-login pages behind the client-credential guard, and the two "complete" views they lead to. */
export const publicPageRoutes: RouteObject[] = [
  {
    element: <PublicClientGuard />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/public/pages/entry', element: <EntryPage /> },
          { path: '/public/pages/entry/terminate', element: <EntryTerminatePage /> },
          { path: '/public/pages/password_reset', element: <PasswordResetPage /> },
        ],
      },
    ],
  },
  { path: '/public/pages/entry/complete/*', element: <EntryCompletePage /> },
  { path: '/public/pages/password_reset/complete/*', element: <PasswordResetCompletePage /> },
];

/** Pages inside the logged-in shell, behind the login guard as in the app. */
function signedInShell(pages: RouteObject[]): RouteObject {
  return {
    element: <RequireSession onNewSession={() => undefined} openBeforeTerms={[HELP_PATH]} />,
    children: [{ element: <AppShell />, children: pages }],
  };
}

const profilePage: RouteObject = { path: PROFILE_PATH, element: <ProfilePage /> };
/** Stands in for help, which is open before the terms are accepted. */
const HELP_PATH = '/help';
const helpPage: RouteObject = { path: HELP_PATH, element: <p>ヘルプの本文</p> };
/** A page the terms gate can send users back to, and a menu entry that can be the current one. */
const programGuidePage: RouteObject = { path: '/agency/program_guide', element: <PlaceholderPage title="programGuide" /> };

/** The profile page in the logged-in shell, with one other page for the terms gate to send users back to. */
export const profileRoutes: RouteObject[] = [signedInShell([profilePage, programGuidePage])];

/** The top page, the profile page and a placeholder in the logged-in shell, and the login and logout pages it sends users to. */
export const shellRoutes: RouteObject[] = [
  { path: LOGIN_PATH, element: <LoginPage /> },
  { path: LOGOUT_PATH, element: <LogoutPage /> },
  signedInShell([{ path: '/top', element: <TopPage /> }, profilePage, programGuidePage, helpPage]),
];
