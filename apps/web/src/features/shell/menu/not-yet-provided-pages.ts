import type { AccessRuleName } from '@tvcm/contracts';
import type { MenuItemLabel, MenuLinkDefinition } from '../../../lib/feature-menu';
import { siteBasesFrom } from '../../../lib/site-urls';
import type { MenuGroupDefinition, MenuSectionDefinition } from './menu-definition';

/** A menu destination this app answers with the in-shell "not available yet" page. */
export interface NotYetProvidedPage {
  /** The route's path: the target's address without its query string. */
  path: string;
  /** The menu entry's rule: the page is guarded exactly as the entry is shown. */
  requires: AccessRuleName;
  /** The function's name: the entry's label, and its group's when the label alone is ambiguous ("テレビCM"). */
  label: MenuItemLabel;
  groupLabel?: MenuItemLabel;
}

// Where the data-sales site lives when no DATA_SALES_SITE_URL is configured: this origin.
const SAME_ORIGIN = siteBasesFrom({});

/**
 * The pages the router derives from the menu table: every main-site target marked
 * `notYetProvided`, and the data-sales site's targets at their same-origin address (where that
 * site is configured elsewhere the menu links there and these routes go unused), unless a feature
 * provides the page there (`providedDataSalesPage`).
 */
export function notYetProvidedPages(definition: MenuSectionDefinition[]): NotYetProvidedPage[] {
  return definition.flatMap((section) =>
    section.entries.flatMap((entry) =>
      'children' in entry ? entry.children.flatMap((child) => pageOf(child, entry)) : pageOf(entry, undefined),
    ),
  );
}

function pageOf(link: MenuLinkDefinition, group: MenuGroupDefinition | undefined): NotYetProvidedPage[] {
  const { target } = link;
  let address: string;
  if (target.site === 'app' && target.notYetProvided) address = target.path;
  else if (target.site === 'dataSales' && !target.provided) address = `${SAME_ORIGIN.dataSales}${target.path}`;
  else return [];
  const path = address.split('?', 1)[0] ?? address;
  const groupLabel = group && group.label !== link.label ? group.label : undefined;
  return [{ path, requires: link.requires, label: link.label, ...(groupLabel && { groupLabel }) }];
}
