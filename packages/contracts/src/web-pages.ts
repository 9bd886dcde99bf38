/**
 * The side menu's destinations this app does not provide yet: a page inside the shell names the
 * function and says so. The web's menu table decides which these are (its test holds this list to
 * the table); the list is here too so the router and the server know these addresses without
 * loading the menu.
 */
export const NOT_YET_PROVIDED_PAGE_PATTERNS = [
  '/agency/auctions/biddings',
  '/station/auctions',
  '/config/booking_license',
] as const;

/**
 * Every address the web app answers with a page of its own, as React Router patterns (`:name`
 * stands for one segment, a trailing `*` for any rest). The API serves the app's page with 200 at
 * these addresses and with 404 at any other, where the app shows its not-found page; the web's
 * route table is held to exactly this list by its test (apps/web/src/app/router.test.tsx), so the
 * two cannot drift apart.
 */
export const WEB_PAGE_PATTERNS = [
  '/',
  '/login',
  '/logout',
  // Before login (SPEC.md §2).
  '/public/pages/entry',
  '/public/pages/entry/terminate',
  '/public/pages/entry/complete/*',
  '/public/pages/password_reset',
  '/public/pages/password_reset/complete/*',
  '/terms',
  '/privacy',
  // Inside the shell.
  '/top',
  '/help',
  '/wp/guide',
  '/wp/data_user_guide',
  '/config/purchase_booking_guide',
  '/agency/program_guide',
  '/agency/positions',
  '/agency/cu/positions',
  '/agency/oneday/positions',
  '/agency/cart/list',
  '/agency/cart/:cartId',
  '/agency/sponsor',
  '/agency/bookings',
  '/agency/bookings/:bookingId',
  '/station/receptions',
  '/station/receptions/:receptionId',
  '/agency/plannings',
  '/agency/plannings/edit',
  '/agency/digital_planning',
  '/agency/cu/cart/list',
  '/agency/cu/cart/:cartId',
  '/agency/cu/bookings',
  '/agency/cu/bookings/:bookingId',
  '/station/cu/receptions',
  '/station/cu/receptions/:receptionId',
  '/station/import_cm',
  '/station/import_cu',
  '/station/import_oneday',
  '/station/import_cm_analyze_all',
  '/station/sales_summary',
  '/info/tvstation',
  '/agency/point_service/points',
  '/manage/users',
  '/station/permission/trial_user',
  '/agency/edit_my_profile',
  // The data company's pages, at the data-sales site's same-origin address (default base /data_sales).
  '/data_sales/sales/management',
  '/data_sales/sales/examinations',
  '/data_sales/sales/actuals',
  '/agency/target_search',
  '/agency/analyze_all',
  '/station/analyze_all',
  // The data-sales site's buyer pages, at their same-origin address (its default base, /data_sales).
  '/data_sales/purchase',
  '/data_sales/purchase/procedure',
  '/data_sales/purchase/histories',
  '/playground',
  '/playground/examples',
  ...NOT_YET_PROVIDED_PAGE_PATTERNS,
] as const;

const segmentsOf = (pathname: string) => pathname.split('/').filter((segment) => segment !== '');

/** Whether a pattern matches a path the way React Router does (case-insensitive, a trailing slash ignored). */
export function matchesWebPagePattern(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  const rest = wanted.at(-1) === '*';
  const fixed = rest ? wanted.slice(0, -1) : wanted;
  if (rest ? actual.length < fixed.length : actual.length !== fixed.length) return false;
  return fixed.every((segment, index) => {
    const value = actual[index] ?? '';
    return segment.startsWith(':') ? value !== '' : segment.toLowerCase() === value.toLowerCase();
  });
}

/** Whether the web app has a page at this path (no query string). */
export function isWebPagePath(pathname: string): boolean {
  return WEB_PAGE_PATTERNS.some((pattern) => matchesWebPagePattern(pattern, pathname));
}
