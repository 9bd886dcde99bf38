import { SITE_URL_META_NAMES } from '@tvcm/contracts';

/** Pages of the main site the entry form links to (SPEC.md §2 lists `/terms/`; the privacy policy sits beside it). */
export const MAIN_SITE_PATHS = {
  terms: '/terms/',
  privacyPolicy: '/privacy/',
} as const;

/**
 * An address on the main site, whose base the API puts in a meta tag (MAIN_SITE_URL; none means
 * this origin). The shell has the same helper; features do not import each other.
 */
export function mainSiteHref(path: string, doc: Document = document): string {
  const base = doc.querySelector<HTMLMetaElement>(`meta[name="${SITE_URL_META_NAMES.main}"]`)?.content ?? '';
  return `${base.replace(/\/+$/, '')}${path}`;
}
