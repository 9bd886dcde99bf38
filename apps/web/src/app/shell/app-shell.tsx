import Box from '@mui/material/Box';
import type { QueryClient } from '@tanstack/react-query';
import { memo, Suspense } from 'react';
import { Outlet, useLocation, useOutletContext } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay';
import { useLicence } from '../../features/auth/api/get-licence';
import { useUser } from '../../features/auth/api/get-user';
import { useSessionContext } from '../../features/auth/components/require-session';
import { notificationsQueryOptions, useNotifications } from '../../features/notifications/api/get-notifications';
import { addCataloguePart } from '../../lib/i18n';
import shellCatalogue from '../../locales/ja/shell.json';
import { ScreenErrorBoundary } from '../screen-error-boundary';
import { SideMenu } from './side-menu/side-menu';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar/top-bar';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    shell: typeof shellCatalogue;
  }
}

// The shell's text travels with the shell's code rather than in every page's first load.
addCataloguePart(shellCatalogue);

const MAIN_CONTENT_ID = 'main-content';

/** The notifications, which the menu's badges and the top page show at once, asked for before the shell renders. */
export function prefetchShellData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(notificationsQueryOptions());
}

/**
 * The layout of every logged-in page (SPEC.md §1): the top bar (`banner`), the side menu
 * (`navigation`) and the page itself (`main`). The guard above has loaded the user and the
 * licence already; a page's failures stay inside the content area so the menu keeps working.
 */
export function AppShell() {
  const sessionContext = useOutletContext();
  const { userId, termsAccepted } = useSessionContext();
  const user = useUser(userId);
  const licence = useLicence();
  // Polls for as long as the shell is shown, that is, while the user is logged in; a user who has
  // not accepted the terms yet has no menu for the badges.
  const notifications = useNotifications({ enabled: termsAccepted });

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        gridTemplateRows: 'auto 1fr',
        // On a phone the top bar takes the whole width, so its line has room for the name too.
        gridTemplateAreas: { xs: '"header header" "nav main"', md: '"nav header" "nav main"' },
        minHeight: '100vh',
        // On paper, the page alone: no top bar, side menu or skip link.
        '@media print': { display: 'block', minHeight: 0, '& > :not(main)': { display: 'none !important' } },
      }}
    >
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <TopBar user={user.data} licence={licence.data} />
      <SideMenu
        licence={licence.data}
        licenceError={licence.error}
        notifications={notifications.data}
        termsAccepted={termsAccepted}
      />
      <ShellMain sessionContext={sessionContext} />
    </Box>
  );
}

/**
 * The page itself. Memoised, so that an answer only the top bar or the menu reads (the polled
 * notifications, say) does not render the page again.
 */
const ShellMain = memo(function ShellMain({ sessionContext }: { sessionContext: unknown }) {
  const location = useLocation();
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{ gridArea: 'main', minWidth: 0, p: { xs: 2, md: 4 }, '&:focus': { outline: 'none' }, '@media print': { p: 0 } }}
    >
      <ScreenErrorBoundary resetKey={location.pathname} embedded>
        <Suspense fallback={<LoadingOverlay />}>
          {/* Pages below read the session (useSessionContext) from the guard above the shell. */}
          <Outlet context={sessionContext} />
        </Suspense>
      </ScreenErrorBoundary>
    </Box>
  );
});
