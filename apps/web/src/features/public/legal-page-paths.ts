/**
 * The terms of service and the privacy policy: pages of this app, readable before login (the
 * router and the contracts' WEB_PAGE_PATTERNS list them). The entry form links to them.
 */
export const LEGAL_PAGE_PATHS = {
  terms: '/terms',
  privacyPolicy: '/privacy',
} as const;
