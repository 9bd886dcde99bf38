export { mainSiteHref } from '../../lib/site-urls';

/** Pages of the main site the entry form links to (SPEC.md §2 lists `/terms/`; the privacy policy sits beside it). */
export const MAIN_SITE_PATHS = {
  terms: '/terms/',
  privacyPolicy: '/privacy/',
} as const;
