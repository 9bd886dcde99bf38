import type { AccessRuleName } from '@tvcm/contracts';
import type ja from '../locales/ja/shell.json';
import type { MenuIconName } from './menu-icon-paths';

// Catalogue keys as types: a label, heading or tooltip missing from the `ja` catalogue fails to compile.
export type MenuItemLabel = keyof typeof ja.menu.items;
export type MenuSectionHeading = keyof typeof ja.menu.sections;
export type MenuTooltip = keyof typeof ja.menu.tooltips;

/** The side menu's sections (SPEC.md §2), in the shell's order. */
export type MenuSectionId = 'agency' | 'broadcaster' | 'dataCompany' | 'admin';

/**
 * Where a menu entry leads: a route of this app (client-side link), a page of the main site
 * (built from MAIN_SITE_URL) or a page of the data-sales site. A route of this app marked
 * `notYetProvided` is a main-site function this app does not offer yet: its address (the spec's,
 * query string included) opens a page inside the shell that names the function and says so; a
 * data-sales page so marked does the same at its same-origin address.
 */
export type MenuTarget =
  | { site: 'app'; path: string; notYetProvided?: true }
  | { site: 'main'; path: string }
  | { site: 'dataSales'; path: string };

export const appPage = (path: string): MenuTarget => ({ site: 'app', path });
export const notYetProvided = (path: string): MenuTarget => ({ site: 'app', path, notYetProvided: true });
export const dataSalesPage = (path: string): MenuTarget => ({ site: 'dataSales', path });

/** Which notification flags colour an entry's badge (SPEC.md §4). */
export type MenuBadge =
  | {
      kind: 'cart';
      unpurchased: 'existsUnpurchasedCart' | 'existsUnpurchasedCartCU';
      received: 'receivedCart' | 'receivedCartCU';
    }
  | { kind: 'dot'; flags: ('proceededBooking' | 'proceededBookingCU' | 'receivedOfferPurchase' | 'receivedOfferPurchaseCU')[] };

interface MenuLinkFields {
  /** Key under `menu.items` in the `ja` catalogue. */
  label: MenuItemLabel;
  target: MenuTarget;
  /** The access rule (packages/contracts) that lets a user see the entry; the API refuses its calls by the same rule. */
  requires: AccessRuleName;
  newTab?: boolean;
  badge?: MenuBadge;
}

/** A link of the composed menu, under its id (unique in the whole menu). */
export interface MenuLinkDefinition extends MenuLinkFields {
  id: string;
}

/**
 * Where an entry stands: in its `section` (a link of the menu itself or a group) or in a `group`
 * (by the group's id), at `order` there, lowest first. Its `id`, unique in the whole menu, is its
 * label unless two entries share a label.
 */
interface Placed {
  id?: string;
  order: number;
}

/** A link of the menu itself (not in a group): the collapsed menu draws its icon. */
export interface MenuTopLinkEntry extends MenuLinkFields, Placed {
  section: MenuSectionId;
  icon: MenuIconName;
  group?: never;
}

/** A group of links, which any feature may add links to by the group's id: a popup of the collapsed menu, a list in the open one. */
export interface MenuGroupEntry extends Placed {
  section: MenuSectionId;
  label: MenuItemLabel;
  icon: MenuIconName;
  /** Key under `menu.tooltips`. */
  tooltip?: MenuTooltip;
  target?: never;
  group?: never;
}

/** A link in a group. */
export interface MenuGroupLinkEntry extends MenuLinkFields, Placed {
  group: string;
  section?: never;
}

export type MenuEntry = MenuTopLinkEntry | MenuGroupEntry | MenuGroupLinkEntry;

/**
 * What a feature's `menu.ts` exports for the shell's menu to compose (app/menu/menu-entries.ts): its
 * links and groups, each placed by section or group and `order`. It loads with the shell, not with
 * the first load of the login page.
 */
export type FeatureMenu = readonly MenuEntry[];
