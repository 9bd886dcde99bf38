import type { AccessRuleName } from '@tvcm/contracts';
import type { MenuItemLabel, MenuLinkDefinition } from '../../../lib/feature-menu';
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

/** The pages the router derives from the menu table: every target of this app marked `notYetProvided`. */
export function notYetProvidedPages(definition: MenuSectionDefinition[]): NotYetProvidedPage[] {
  return definition.flatMap((section) =>
    section.entries.flatMap((entry) =>
      'children' in entry ? entry.children.flatMap((child) => pageOf(child, entry)) : pageOf(entry, undefined),
    ),
  );
}

function pageOf(link: MenuLinkDefinition, group: MenuGroupDefinition | undefined): NotYetProvidedPage[] {
  const { target } = link;
  if (target.site !== 'app' || !target.notYetProvided) return [];
  const path = target.path.split('?', 1)[0] ?? target.path;
  const groupLabel = group && group.label !== link.label ? group.label : undefined;
  return [{ path, requires: link.requires, label: link.label, ...(groupLabel && { groupLabel }) }];
}
