import { ACCESS_RULES, type LicenseResponse } from '@tvcm/contracts';
import type { MenuLinkDefinition } from '../../../lib/feature-menu';
import type { MenuEntryDefinition, MenuGroupDefinition, MenuSectionDefinition, MenuTopLinkDefinition } from './menu-definition';

export type MenuLink = Omit<MenuLinkDefinition, 'requires'> & { type: 'link' };
/** A link of the menu itself, with the icon the collapsed menu draws. */
export type MenuTopLink = Omit<MenuTopLinkDefinition, 'requires'> & { type: 'link' };
export type MenuGroup = Omit<MenuGroupDefinition, 'children'> & { type: 'group'; children: MenuLink[] };
export type MenuEntry = MenuTopLink | MenuGroup;

export interface MenuSection {
  id: MenuSectionDefinition['id'];
  heading: MenuSectionDefinition['heading'];
  entries: MenuEntry[];
}

const isGroup = (entry: MenuEntryDefinition): entry is MenuGroupDefinition => 'children' in entry;

function toLink<Definition extends MenuLinkDefinition>({
  requires: _requires,
  ...link
}: Definition): Omit<Definition, 'requires'> & { type: 'link' } {
  return { ...link, type: 'link' };
}

/**
 * The sections and entries this user sees. A group left with one permitted child becomes a
 * direct link to it (SPEC.md §2); a group with none, or a section with no entries, disappears.
 * An empty answer means "no licence": the shell shows the not-permitted message instead.
 */
export function computeMenu(licence: LicenseResponse, definition: MenuSectionDefinition[]): MenuSection[] {
  return definition
    .filter((section) => ACCESS_RULES[section.visibleWhen](licence))
    .map((section) => ({
      id: section.id,
      heading: section.heading,
      entries: section.entries.flatMap((entry): MenuEntry[] => {
        if (!isGroup(entry)) return ACCESS_RULES[entry.requires](licence) ? [toLink(entry)] : [];
        const children = entry.children.filter((child) => ACCESS_RULES[child.requires](licence)).map(toLink);
        if (children.length === 0) return [];
        // A parent with one permitted child links straight to it, under the parent's own name and icon.
        const [only] = children;
        if (children.length === 1 && only) return [{ ...only, id: entry.id, label: entry.label, icon: entry.icon }];
        return [{ id: entry.id, label: entry.label, icon: entry.icon, tooltip: entry.tooltip, type: 'group', children }];
      }),
    }))
    .filter((section) => section.entries.length > 0);
}

/** Every link id the menu shows, for tests and for the top page's shortcuts. */
export function visibleLinkIds(menu: MenuSection[]): string[] {
  return menu.flatMap((section) =>
    section.entries.flatMap((entry) => (entry.type === 'group' ? entry.children.map((child) => child.id) : [entry.id])),
  );
}
