import { SITE_URL_META_NAMES } from '@tvcm/contracts';

/** Where the two other sites of the spec live; '' means this origin. */
export interface SiteBases {
  main: string;
  dataSales: string;
}

/** The data-sales site sits under this path of the same origin unless configured elsewhere. */
const SAME_ORIGIN_DATA_SALES_BASE = '/data_sales';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Bases as the API configured them (MAIN_SITE_URL, DATA_SALES_SITE_URL), read from the meta tags
 * it puts in the page: the main site defaults to this origin, the data-sales site to `/data_sales` here.
 */
export function siteBasesFrom(configured: { main?: string | null; dataSales?: string | null }): SiteBases {
  return {
    main: withoutTrailingSlash(configured.main ?? ''),
    dataSales: withoutTrailingSlash(configured.dataSales || SAME_ORIGIN_DATA_SALES_BASE),
  };
}

const metaContent = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;

export const SITE_BASES: SiteBases = siteBasesFrom({
  main: metaContent(SITE_URL_META_NAMES.main),
  dataSales: metaContent(SITE_URL_META_NAMES.dataSales),
});

/** A page of the main site that the app does not route itself, e.g. the help pages. */
export function mainSiteHref(path: string, bases: SiteBases = SITE_BASES): string {
  return `${bases.main}${path}`;
}
