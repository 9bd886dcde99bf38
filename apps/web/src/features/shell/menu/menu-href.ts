import type { MenuTarget } from './menu-definition';

/** Where the two other sites of the spec live; '' means this origin. */
export interface SiteBases {
  main: string;
  dataSales: string;
}

/** The data-sales site sits under this path of the same origin unless configured elsewhere. */
const SAME_ORIGIN_DATA_SALES_BASE = '/data_sales';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Bases from the build's environment: `VITE_MAIN_SITE_URL` (default: same origin) and
 * `VITE_DATA_SALES_SITE_URL`, the data-sales site's whole base (default: `/data_sales` here).
 */
export function siteBasesFrom(env: Pick<ImportMetaEnv, 'VITE_MAIN_SITE_URL' | 'VITE_DATA_SALES_SITE_URL'>): SiteBases {
  return {
    main: withoutTrailingSlash(env.VITE_MAIN_SITE_URL ?? ''),
    dataSales: withoutTrailingSlash(env.VITE_DATA_SALES_SITE_URL || SAME_ORIGIN_DATA_SALES_BASE),
  };
}

export const SITE_BASES: SiteBases = siteBasesFrom(import.meta.env);

/**
 * The address a menu target leads to. App routes stay bare paths (rendered as client-side links);
 * the other sites' paths keep their exact query strings (SPEC.md §2).
 */
export function menuHref(target: MenuTarget, bases: SiteBases = SITE_BASES): string {
  switch (target.site) {
    case 'app':
      return target.path;
    case 'main':
      return `${bases.main}${target.path}`;
    case 'dataSales':
      return `${bases.dataSales}${target.path}`;
  }
}

/** A page of the main site that the app does not route itself, e.g. the help pages. */
export function mainSiteHref(path: string, bases: SiteBases = SITE_BASES): string {
  return menuHref({ site: 'main', path }, bases);
}
