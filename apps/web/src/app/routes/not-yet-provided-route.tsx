import { useLocation } from 'react-router';
import { RequireAccess } from '../../features/auth/components/require-access';
import { notYetProvidedPages } from '../../features/shell/menu/not-yet-provided-pages';
import { MENU_DEFINITION } from '../menu/menu-entries';
import { NotFoundPage } from './not-found-page';
import { UnavailablePage } from './unavailable-page';

/**
 * A menu destination this app does not provide yet: its menu entry (looked up here, in a lazy
 * chunk, so the menu table stays off the first load of the login page) names the function and its
 * access rule. The router routes exactly these addresses (NOT_YET_PROVIDED_PAGE_PATTERNS).
 */
export function NotYetProvidedRoute() {
  const { pathname } = useLocation();
  const page = notYetProvidedPages(MENU_DEFINITION).find(
    (candidate) => candidate.path.toLowerCase() === pathname.replace(/\/$/, '').toLowerCase(),
  );
  if (!page) return <NotFoundPage embedded />;
  return (
    <RequireAccess rule={page.requires}>
      <UnavailablePage label={page.label} groupLabel={page.groupLabel} />
    </RequireAccess>
  );
}
