import type { QueryClient } from '@tanstack/react-query';
import { NOT_YET_PROVIDED_PAGE_PATTERNS } from '@tvcm/contracts';
import { isValidElement, Suspense } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { lazyScreen } from './lazy-screen';
import { resetPageStateLazily } from './page-state-loader';
import { ScreenErrorBoundary } from './screen-error-boundary';

const LoginPage = lazyScreen(
  () => import('../features/auth/components/login-page'),
  (module) => module.LoginPage,
);
const RequireSession = lazyScreen(
  () => import('../features/auth/components/require-session'),
  (module) => module.RequireSession,
);
const loadAppShell = () => import('./shell/app-shell');
const AppShell = lazyScreen(loadAppShell, (module) => module.AppShell);
const LogoutPage = lazyScreen(
  () => import('../features/auth/components/logout-page'),
  (module) => module.LogoutPage,
);
const ProfilePage = lazyScreen(
  () => import('../features/auth/components/profile/profile-page'),
  (module) => module.ProfilePage,
);
const TopPage = lazyScreen(
  () => import('./routes/top-page'),
  (module) => module.TopPage,
);
const RequireAccess = lazyScreen(
  () => import('../features/auth/components/require-access'),
  (module) => module.RequireAccess,
);
// The program guide and the slot lists share their parts, so they come as one chunk.
const loadProgramGuidePages = () => import('./routes/program-guide/program-guide-pages');
const ProgramGuidePage = lazyScreen(loadProgramGuidePages, (module) => module.ProgramGuidePage);
const PositionsPage = lazyScreen(loadProgramGuidePages, (module) => module.PositionsPage);
// Both sides of a booking (the buyer's bookings, the station's receptions) share their parts: one chunk.
const loadBookingsPages = () => import('../features/bookings/bookings-pages');
const BookingListPage = lazyScreen(loadBookingsPages, (module) => module.BookingListPage);
const BookingDetailPage = lazyScreen(loadBookingsPages, (module) => module.BookingDetailPage);
const ReceptionListPage = lazyScreen(loadBookingsPages, (module) => module.ReceptionListPage);
const ReceptionReviewPage = lazyScreen(loadBookingsPages, (module) => module.ReceptionReviewPage);
// The cart list and a cart's page share their parts and text: one chunk.
const loadCartPages = () => import('../features/carts/cart-pages');
const CartListPage = lazyScreen(loadCartPages, (module) => module.CartListPage);
const CartDetailPage = lazyScreen(loadCartPages, (module) => module.CartDetailPage);
const AdvertiserSettingsPage = lazyScreen(
  () => import('../features/advertisers/components/advertiser-settings-page'),
  (module) => module.AdvertiserSettingsPage,
);
const StationSlotsPage = lazyScreen(
  () => import('../features/station-slots/components/station-slots-page'),
  (module) => module.StationSlotsPage,
);
const TvStationPage = lazyScreen(
  () => import('./routes/tv-station-page'),
  (module) => module.TvStationPage,
);
const PointsRoute = lazyScreen(
  () => import('./routes/points-route'),
  (module) => module.PointsRoute,
);
const UsersPage = lazyScreen(
  () => import('../features/user-administration/components/users-page'),
  (module) => module.UsersPage,
);
const TrialPermissionsPage = lazyScreen(
  () => import('../features/trial-permissions/components/trial-permissions-page'),
  (module) => module.TrialPermissionsPage,
);
// All the public pages come as one lazy chunk: they share their forms' code (zod, react-hook-form),
// and each further lazy module splits the shared chunks of every other page's first load again.
const loadPublicPages = () => import('../features/public/public-pages');
const PublicClientGuard = lazyScreen(
  () => import('../features/auth/components/public-client-guard'),
  (module) => module.PublicClientGuard,
);
const PublicLayout = lazyScreen(loadPublicPages, (module) => module.PublicLayout);
const EntryPage = lazyScreen(loadPublicPages, (module) => module.EntryPage);
const EntryTerminatePage = lazyScreen(loadPublicPages, (module) => module.EntryTerminatePage);
const EntryCompletePage = lazyScreen(loadPublicPages, (module) => module.EntryCompletePage);
const PasswordResetPage = lazyScreen(loadPublicPages, (module) => module.PasswordResetPage);
const PasswordResetCompletePage = lazyScreen(loadPublicPages, (module) => module.PasswordResetCompletePage);
// The help pages, the guides and the legal pages share their Markdown rendering: one chunk.
const loadHelpPages = () => import('../features/help/components/help-page');
const HelpPage = lazyScreen(loadHelpPages, (module) => module.HelpPage);
const LegalPage = lazyScreen(
  () => import('../features/help/components/legal-page'),
  (module) => module.LegalPage,
);
const PlaygroundPage = lazyScreen(
  () => import('./routes/playground/playground-page'),
  (module) => module.PlaygroundPage,
);
const PlaygroundExamplesPage = lazyScreen(
  () => import('./routes/playground/playground-examples-page'),
  (module) => module.PlaygroundExamplesPage,
);
const NotFoundRoute = lazyScreen(
  () => import('./routes/not-found-route'),
  (module) => module.NotFoundRoute,
);
const NotFoundPage = lazyScreen(
  () => import('./routes/not-found-page'),
  (module) => module.NotFoundPage,
);
const NotYetProvidedRoute = lazyScreen(
  () => import('./routes/not-yet-provided-route'),
  (module) => module.NotYetProvidedRoute,
);

/** The shell's code downloads while the login calls run; a failure surfaces when the shell renders. */
const preloadAppShell = () => void AppShell.preload();
/** What the shell reads first is asked for as soon as the API will answer it (see LoginOptions). */
const prefetchShellData = (queryClient: QueryClient) =>
  void loadAppShell().then(
    (module) => module.prefetchShellData(queryClient),
    () => undefined,
  );

/**
 * The route table. React Router's declarative mode with React.lazy screens: the app fetches its
 * data with TanStack Query, so the data router's loaders and actions would only add their weight
 * (about 16 KB gzip) to every page's first load.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/logout', element: <LogoutPage /> },
  // Pre-login pages (SPEC.md §2): no session, a client-credential token for their API calls.
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
  // The terms of service and the privacy policy: readable by anyone, before login too.
  { path: '/terms', element: <LegalPage /> },
  { path: '/privacy', element: <LegalPage /> },
  // The separate minimal view for every address below the two "complete" paths; it calls no API.
  { path: '/public/pages/entry/complete/*', element: <EntryCompletePage /> },
  { path: '/public/pages/password_reset/complete/*', element: <PasswordResetCompletePage /> },
  {
    element: <RequireSession onNewSession={resetPageStateLazily} onTermsAccepted={prefetchShellData} preload={preloadAppShell} />,
    children: [
      {
        element: <AppShell />,
        children: [
          { path: '/top', element: <TopPage /> },
          // Help and the menu's three guides keep the spec's addresses (SPEC.md §2).
          { path: '/help', element: <HelpPage /> },
          { path: '/wp/guide', element: <HelpPage /> },
          { path: '/wp/data_user_guide', element: <HelpPage /> },
          { path: '/config/purchase_booking_guide', element: <HelpPage /> },
          // Each licensed page names the access rule the API checks for its calls.
          {
            path: '/agency/program_guide',
            element: (
              <RequireAccess rule="timetable">
                <ProgramGuidePage />
              </RequireAccess>
            ),
          },
          {
            path: '/agency/positions',
            element: (
              <RequireAccess rule="slots">
                <PositionsPage />
              </RequireAccess>
            ),
          },
          {
            path: '/agency/cart/list',
            element: (
              <RequireAccess rule="cart">
                <CartListPage />
              </RequireAccess>
            ),
          },
          {
            path: '/agency/cart/:cartId',
            element: (
              <RequireAccess rule="cart">
                <CartDetailPage />
              </RequireAccess>
            ),
          },
          {
            path: '/agency/sponsor',
            element: (
              <RequireAccess rule="advertiserSettings">
                <AdvertiserSettingsPage />
              </RequireAccess>
            ),
          },
          {
            path: '/agency/bookings',
            element: (
              <RequireAccess rule="booking">
                <BookingListPage />
              </RequireAccess>
            ),
          },
          {
            path: '/agency/bookings/:bookingId',
            element: (
              <RequireAccess rule="booking">
                <BookingDetailPage />
              </RequireAccess>
            ),
          },
          {
            path: '/station/receptions',
            element: (
              <RequireAccess rule="reception">
                <ReceptionListPage />
              </RequireAccess>
            ),
          },
          {
            path: '/station/receptions/:receptionId',
            element: (
              <RequireAccess rule="reception">
                <ReceptionReviewPage />
              </RequireAccess>
            ),
          },
          {
            path: '/station/import_cm',
            element: (
              <RequireAccess rule="import">
                <StationSlotsPage />
              </RequireAccess>
            ),
          },
          {
            path: '/info/tvstation',
            element: (
              <RequireAccess rule="anyUser">
                <TvStationPage />
              </RequireAccess>
            ),
          },
          {
            path: '/agency/point_service/points',
            element: (
              <RequireAccess rule="points">
                <PointsRoute />
              </RequireAccess>
            ),
          },
          {
            path: '/manage/users',
            element: (
              <RequireAccess rule="userAdministration">
                <UsersPage />
              </RequireAccess>
            ),
          },
          {
            path: '/station/permission/trial_user',
            element: (
              <RequireAccess rule="stationPermissions">
                <TrialPermissionsPage />
              </RequireAccess>
            ),
          },
          { path: '/agency/edit_my_profile', element: <ProfilePage /> },
          { path: '/playground', element: <PlaygroundPage /> },
          { path: '/playground/examples', element: <PlaygroundExamplesPage /> },
          // The menu's destinations this app does not provide yet, derived from the menu's table:
          // each says so inside the shell, guarded by its menu entry's rule.
          ...NOT_YET_PROVIDED_PAGE_PATTERNS.map((path) => ({ path, element: <NotYetProvidedRoute /> })),
        ],
      },
    ],
  },
  // Any other address (the API answers it with 404 too): inside the shell when logged in.
  {
    element: <NotFoundRoute />,
    children: [
      {
        element: <RequireSession onNewSession={resetPageStateLazily} />,
        children: [{ element: <AppShell />, children: [{ path: '*', element: <NotFoundPage embedded /> }] }],
      },
    ],
  },
];

/**
 * Whether the address is a page behind the login guard; not the not-found page, which shows
 * inside the shell only for a visitor who is logged in already.
 */
export function isBehindLogin(pathname: string, routeTable = routes): boolean {
  const matches = matchRoutes(routeTable, pathname) ?? [];
  if (matches.at(-1)?.route.path === '*') return false;
  return matches.some(({ route }) => isValidElement(route.element) && route.element.type === RequireSession);
}

/** Renders the screen for the current address, with the loading overlay while its code arrives. */
export function AppRoutes({ routeTable = routes }: { routeTable?: RouteObject[] }) {
  const location = useLocation();
  const screen = useRoutes(routeTable);
  return (
    <ScreenErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<LoadingOverlay />}>{screen}</Suspense>
    </ScreenErrorBoundary>
  );
}
