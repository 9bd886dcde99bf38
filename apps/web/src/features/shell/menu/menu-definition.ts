import type { AccessRuleName } from '@tvcm/contracts';
import { PROGRAM_GUIDE_PATH, slotListPath } from '../../../lib/inventory-links';
import type ja from '../../../locales/ja/shell.json';
import type { MenuIconName } from './menu-icon-paths';

// Catalogue keys as types: a label, heading or tooltip missing from the `ja` catalogue fails to compile.
export type MenuItemLabel = keyof typeof ja.menu.items;
export type MenuSectionHeading = keyof typeof ja.menu.sections;
export type MenuTooltip = keyof typeof ja.menu.tooltips;

/**
 * Where a menu entry leads: a route of this app (client-side link), a page of the main site
 * (built from MAIN_SITE_URL) or a page of the data-sales site. A route of this app marked
 * `notYetProvided` is a main-site function this app does not offer yet: its address (the spec's,
 * query string included) opens a page inside the shell that names the function and says so.
 */
export type MenuTarget =
  | { site: 'app'; path: string; notYetProvided?: true }
  | { site: 'main'; path: string }
  | { site: 'dataSales'; path: string };

/** Which notification flags colour an entry's badge (SPEC.md §4). */
export type MenuBadge =
  | {
      kind: 'cart';
      unpurchased: 'existsUnpurchasedCart' | 'existsUnpurchasedCartCU';
      received: 'receivedCart' | 'receivedCartCU';
    }
  | { kind: 'dot'; flags: ('proceededBooking' | 'proceededBookingCU' | 'receivedOfferPurchase' | 'receivedOfferPurchaseCU')[] };

export interface MenuLinkDefinition {
  id: string;
  /** Key under `menu.items` in the `ja` catalogue. */
  label: MenuItemLabel;
  target: MenuTarget;
  /** The access rule (packages/contracts) that lets a user see the entry; the API refuses its calls by the same rule. */
  requires: AccessRuleName;
  newTab?: boolean;
  badge?: MenuBadge;
}

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
  id: 'agency' | 'broadcaster' | 'dataCompany' | 'admin';
  /** Key under `menu.sections`. */
  heading: MenuSectionHeading;
  /** When the section (and its heading) appears at all; entries are filtered on their own rules too. */
  visibleWhen: AccessRuleName;
  entries: MenuEntryDefinition[];
}

const app = (path: string): MenuTarget => ({ site: 'app', path });
const notYetProvided = (path: string): MenuTarget => ({ site: 'app', path, notYetProvided: true });
const dataSales = (path: string): MenuTarget => ({ site: 'dataSales', path });

/** Where the program guide's cart summary sends the user, as the menu does. */
export const TV_CART_LIST_TARGET = app('/agency/cart/list?sort=created_at&order=desc');

/**
 * The side menu of SPEC.md §2, gated as §6 says. This table is the one place that decides what
 * the menu shows (`computeMenu` only evaluates it) and which not-yet-provided pages the router
 * answers, under which access rule (`notYetProvidedPages`).
 */
export const MENU_DEFINITION: MenuSectionDefinition[] = [
  {
    id: 'agency',
    heading: 'agency',
    visibleWhen: 'agencySection',
    entries: [
      { id: 'top', label: 'top', icon: 'home', target: app('/top'), requires: 'anyUser' },
      {
        id: 'guides',
        icon: 'menuBook',
        label: 'guides',
        children: [
          { id: 'searchGuide', label: 'searchGuide', target: app('/wp/guide'), requires: 'anyUser' },
          { id: 'dataUseGuide', label: 'dataUseGuide', target: app('/wp/data_user_guide'), requires: 'anyUser' },
          {
            id: 'purchaseBookingGuide',
            label: 'purchaseBookingGuide',
            target: app('/config/purchase_booking_guide'),
            requires: 'anyUser',
            newTab: true,
          },
        ],
      },
      { id: 'timetable', label: 'timetable', icon: 'liveTv', target: app(PROGRAM_GUIDE_PATH), requires: 'timetable' },
      {
        id: 'slotList',
        icon: 'viewList',
        label: 'slotList',
        children: [
          { id: 'normalSlots', label: 'normalSlots', target: app(slotListPath(1)), requires: 'slots' },
          {
            id: 'lastMinuteSlots',
            label: 'lastMinuteSlots',
            target: app(slotListPath(2)),
            requires: 'slots',
          },
          {
            id: 'streamingSlots',
            label: 'streamingSlots',
            target: notYetProvided('/agency/cu/positions'),
            requires: 'slotsStreaming',
          },
          {
            id: 'oneDaySlots',
            label: 'oneDaySlots',
            target: notYetProvided('/agency/oneday/positions'),
            requires: 'slotsOneDay',
          },
        ],
      },
      {
        id: 'airingConditions',
        icon: 'tune',
        label: 'airingConditions',
        tooltip: 'airingConditions',
        children: [
          { id: 'planList', label: 'planList', target: notYetProvided('/agency/plannings'), requires: 'planning' },
          { id: 'planCreate', label: 'planCreate', target: notYetProvided('/agency/plannings/edit'), requires: 'planning' },
          {
            id: 'digitalPlanning',
            label: 'digitalPlanning',
            target: notYetProvided('/agency/digital_planning'),
            requires: 'digitalPlanning',
          },
        ],
      },
      {
        id: 'targetSearch',
        label: 'targetSearch',
        icon: 'personSearch',
        target: notYetProvided('/agency/target_search'),
        requires: 'targetSearch',
      },
      {
        id: 'targetData',
        icon: 'storage',
        label: 'targetData',
        children: [
          { id: 'targetDataTop', label: 'targetDataTop', target: dataSales('/purchase'), requires: 'targetDataTop' },
          {
            id: 'targetDataProcedure',
            label: 'targetDataProcedure',
            target: dataSales('/purchase/procedure'),
            requires: 'targetDataProcedure',
          },
          {
            id: 'targetDataHistory',
            label: 'targetDataHistory',
            target: dataSales('/purchase/histories'),
            requires: 'targetDataHistory',
          },
        ],
      },
      {
        id: 'cartList',
        icon: 'shoppingCart',
        label: 'cartList',
        children: [
          {
            id: 'tvCart',
            label: 'tvCart',
            target: TV_CART_LIST_TARGET,
            requires: 'cart',
            badge: { kind: 'cart', unpurchased: 'existsUnpurchasedCart', received: 'receivedCart' },
          },
          {
            id: 'streamingCart',
            label: 'streamingCart',
            target: notYetProvided('/agency/cu/cart/list?sort=created_at&order=desc'),
            requires: 'cartStreaming',
            badge: { kind: 'cart', unpurchased: 'existsUnpurchasedCartCU', received: 'receivedCartCU' },
          },
        ],
      },
      {
        id: 'bookingList',
        icon: 'assignment',
        label: 'bookingList',
        children: [
          {
            id: 'tvBookings',
            label: 'tvBookings',
            target: app('/agency/bookings?sort=application_date&order=desc'),
            requires: 'booking',
            badge: { kind: 'dot', flags: ['proceededBooking'] },
          },
          {
            id: 'streamingBookings',
            label: 'streamingBookings',
            target: notYetProvided('/agency/cu/bookings?sort=application_date&order=desc'),
            requires: 'bookingStreaming',
            badge: { kind: 'dot', flags: ['proceededBookingCU'] },
          },
        ],
      },
      {
        id: 'advertiserSettings',
        label: 'advertiserSettings',
        icon: 'business',
        target: app('/agency/sponsor'),
        requires: 'advertiserSettings',
      },
      {
        id: 'agencyAnalysis',
        label: 'allSlotAnalysis',
        icon: 'insights',
        target: notYetProvided('/agency/analyze_all'),
        requires: 'cmAnalysis',
      },
      {
        id: 'auctionBids',
        label: 'auctionBids',
        icon: 'gavel',
        target: notYetProvided('/agency/auctions/biddings'),
        requires: 'auctionBids',
      },
    ],
  },
  {
    id: 'broadcaster',
    heading: 'broadcaster',
    visibleWhen: 'broadcasterSection',
    entries: [
      {
        id: 'receptions',
        icon: 'inbox',
        label: 'receptions',
        children: [
          {
            id: 'tvReceptions',
            label: 'tvReceptions',
            target: app('/station/receptions'),
            requires: 'reception',
            badge: { kind: 'dot', flags: ['receivedOfferPurchase'] },
          },
          {
            id: 'streamingReceptions',
            label: 'streamingReceptions',
            target: notYetProvided('/station/cu/receptions'),
            requires: 'receptionStreaming',
            badge: { kind: 'dot', flags: ['receivedOfferPurchaseCU'] },
          },
        ],
      },
      {
        id: 'slotManagement',
        icon: 'eventNote',
        label: 'slotManagement',
        children: [
          { id: 'importTv', label: 'importTv', target: app('/station/import_cm'), requires: 'import' },
          {
            id: 'importStreaming',
            label: 'importStreaming',
            target: notYetProvided('/station/import_cu'),
            requires: 'importStreaming',
          },
          {
            id: 'importOneDay',
            label: 'importOneDay',
            target: notYetProvided('/station/import_oneday'),
            requires: 'importOneDay',
          },
        ],
      },
      {
        id: 'salesManagement',
        icon: 'barChart',
        label: 'salesManagement',
        target: notYetProvided('/station/sales_summary'),
        requires: 'salesManagement',
      },
      {
        id: 'stationAnalysis',
        icon: 'insights',
        label: 'allSlotAnalysis',
        children: [
          {
            id: 'analysis',
            label: 'allSlotAnalysis',
            target: notYetProvided('/station/analyze_all'),
            requires: 'stationAnalysis',
          },
          {
            id: 'analysisUpload',
            label: 'analysisUpload',
            target: notYetProvided('/station/import_cm_analyze_all'),
            requires: 'stationAnalysisUpload',
          },
        ],
      },
      {
        id: 'auctionManagement',
        icon: 'gavel',
        label: 'auctionManagement',
        target: notYetProvided('/station/auctions'),
        requires: 'auctionManagement',
      },
      {
        id: 'purchaseLicence',
        icon: 'verified',
        label: 'purchaseLicence',
        target: notYetProvided('/config/booking_license'),
        requires: 'stationPermissions',
      },
    ],
  },
  {
    id: 'dataCompany',
    heading: 'dataCompany',
    visibleWhen: 'dataCompanySection',
    entries: [
      {
        id: 'dataExamination',
        icon: 'factCheck',
        label: 'dataExamination',
        target: dataSales('/sales/examinations'),
        requires: 'dataSalesExamination',
      },
      {
        id: 'dataActuals',
        label: 'dataActuals',
        icon: 'viewList',
        target: dataSales('/sales/actuals'),
        requires: 'dataSalesActual',
      },
      {
        id: 'dataManagement',
        icon: 'barChart',
        label: 'dataManagement',
        target: dataSales('/sales/management'),
        requires: 'dataSalesManage',
      },
    ],
  },
  {
    id: 'admin',
    heading: 'admin',
    visibleWhen: 'userAdministration',
    entries: [{ id: 'users', label: 'users', icon: 'group', target: app('/manage/users'), requires: 'userAdministration' }],
  },
];
