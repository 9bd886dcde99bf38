import type { AccessRuleName } from '@tvcm/contracts';
import type {
  MenuEntry,
  MenuGroupEntry,
  MenuGroupLinkEntry,
  MenuItemLabel,
  MenuLinkDefinition,
  MenuSectionHeading,
  MenuSectionId,
  MenuTooltip,
  MenuTopLinkEntry,
} from '../../../lib/feature-menu';
import type { MenuIconName } from '../../../lib/menu-icon-paths';

/** An entry of the menu itself (not a popup's child): the collapsed menu draws it as its icon. */
export interface MenuTopLinkDefinition extends MenuLinkDefinition {
  icon: MenuIconName;
}

export interface MenuGroupDefinition {
  id: string;
  label: MenuItemLabel;
  icon: MenuIconName;
  /** Key under `menu.tooltips`. */
  tooltip?: MenuTooltip;
  children: MenuLinkDefinition[];
}

export type MenuEntryDefinition = MenuTopLinkDefinition | MenuGroupDefinition;

export interface MenuSectionDefinition {
  id: MenuSectionId;
  /** Key under `menu.sections`. */
  heading: MenuSectionHeading;
  /** When the section (and its heading) appears at all; entries are filtered on their own rules too. */
  visibleWhen: AccessRuleName;
  entries: MenuEntryDefinition[];
}

/** The sections of SPEC.md §2 in the menu's order, each shown only to the users §6 names. */
const MENU_SECTIONS: readonly Omit<MenuSectionDefinition, 'entries'>[] = [
  { id: 'agency', heading: 'agency', visibleWhen: 'agencySection' },
  { id: 'broadcaster', heading: 'broadcaster', visibleWhen: 'broadcasterSection' },
  { id: 'dataCompany', heading: 'dataCompany', visibleWhen: 'dataCompanySection' },
  { id: 'admin', heading: 'admin', visibleWhen: 'userAdministration' },
];

/** An entry's id: its label unless it names another. */
const idOf = (entry: MenuEntry) => entry.id ?? entry.label;
type Identified<Entry extends MenuEntry> = Entry & { id: string };

/**
 * The side menu of SPEC.md §2, gated as §6 says, from the entries the features declare (each
 * feature's `menu.ts`, collected in app/menu/menu-entries.ts): each section's links and groups,
 * and each group's links, in their `order`; the entries keep their places. This table is what the
 * menu shows (`computeMenu` only evaluates it) and which not-yet-provided pages the router
 * answers, under which access rule (`notYetProvidedPages`). `menuEntryProblems` says what would
 * not fit together.
 */
export function composeMenu(entries: readonly MenuEntry[]): MenuSectionDefinition[] {
  const sorted = entries.map((entry) => ({ ...entry, id: idOf(entry) })).sort((a, b) => a.order - b.order);
  return MENU_SECTIONS.map((section) => ({
    ...section,
    entries: sorted
      .filter((entry): entry is Identified<MenuTopLinkEntry | MenuGroupEntry> => entry.section === section.id)
      .map((entry) =>
        entry.target
          ? entry
          : { ...entry, children: sorted.filter((link): link is Identified<MenuGroupLinkEntry> => link.group === entry.id) },
      ),
  }));
}

/** What keeps the entries from making one menu: a repeated id, a link in a group nobody declares, an empty group, two entries at one place. */
export function menuEntryProblems(entries: readonly MenuEntry[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const places = new Map<string, string>();
  for (const entry of entries) {
    const id = idOf(entry);
    if (ids.has(id)) problems.push(`two entries have the id ${id}`);
    ids.add(id);
    const place = `${entry.group ? `group ${entry.group}` : `section ${entry.section}`} at ${entry.order}`;
    const there = places.get(place);
    if (there) problems.push(`${there} and ${id} both stand in ${place}`);
    places.set(place, id);
  }
  const groups = entries.filter((entry) => entry.section && !entry.target).map(idOf);
  const links = entries.filter((entry): entry is MenuGroupLinkEntry => entry.group !== undefined);
  for (const link of links) {
    if (!groups.includes(link.group)) problems.push(`${idOf(link)} is in group ${link.group}, which no entry declares`);
  }
  for (const group of groups) {
    if (!links.some((link) => link.group === group)) problems.push(`group ${group} has no links`);
  }
  return problems;
}
