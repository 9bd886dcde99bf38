import type { MenuTarget } from '../../../lib/feature-menu';
import { SITE_BASES, type SiteBases } from '../../../lib/site-urls';

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
