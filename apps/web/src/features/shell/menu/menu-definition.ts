import type { AccessRuleName } from '@tvcm/contracts';
import { PROGRAM_GUIDE_PATH, slotListPath } from '../../../lib/inventory-links';
import type ja from '../../../locales/ja/shell.json';

// Catalogue keys as types: a label, heading or tooltip missing from the `ja` catalogue fails to compile.
export type MenuItemLabel = keyof typeof ja.menu.items;
export type MenuSectionHeading = keyof typeof ja.menu.sections;
export type MenuTooltip = keyof typeof ja.menu.tooltips;

/**
 * Where a menu entry leads: a route of this app (client-side link), a page of the main site
 * (built from MAIN_SITE_URL) or a page of the data-sales site.
 */
export type MenuTarget = { site: 'app'; path: string } | { site: 'main'; path: string } | { site: 'dataSales'; path: string };

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

export interface MenuGroupDefinition {
  id: string;
  label: MenuItemLabel;
  /** Key under `menu.tooltips`. */
  tooltip?: MenuTooltip;
  children: MenuLinkDefinition[];
}

export type MenuEntryDefinition = MenuLinkDefinition | MenuGroupDefinition;

export interface MenuSectionDefinition {
  id: 'agency' | 'broadcaster' | 'dataCompany' | 'admin';
  /** Key under `menu.sections`. */
  heading: MenuSectionHeading;
  /** When the section (and its heading) appears at all; entries are filtered on their own rules too. */
  visibleWhen: AccessRuleName;
  entries: MenuEntryDefinition[];
}

const app = (path: string): MenuTarget => ({ site: 'app', path });
const main = (path: string): MenuTarget => ({ site: 'main', path });
const dataSales = (path: string): MenuTarget => ({ site: 'dataSales', path });

/** Where the program guide's cart summary sends the user, as the menu does. */
export const TV_CART_LIST_TARGET = app('/agency/cart/list?sort=created_at&order=desc');

/**
 * The side menu of SPEC.md §2, gated as §6 says. This table is the one place that decides what
 * the menu shows; `computeMenu` only evaluates it.
 */
export const MENU_DEFINITION: MenuSectionDefinition[] = [
  {
    id: 'agency',
    heading: 'agency',
    visibleWhen: 'agencySection',
    entries: [
      { id: 'top', label: 'top', target: app('/top'), requires: 'anyUser' },
      {
        id: 'guides',
        label: 'guides',
        children: [
          { id: 'searchGuide', label: 'searchGuide', target: main('/wp/guide'), requires: 'anyUser' },
          { id: 'dataUseGuide', label: 'dataUseGuide', target: main('/wp/data_user_guide'), requires: 'anyUser' },
          {
            id: 'purchaseBookingGuide',
            label: 'purchaseBookingGuide',
            target: main('/config/purchase_booking_guide'),
            requires: 'anyUser',
            newTab: true,
          },
        ],
      },
      { id: 'timetable', label: 'timetable', target: app(PROGRAM_GUIDE_PATH), requires: 'timetable' },
      {
        id: 'slotList',
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
            target: main('/agency/cu/positions'),
            requires: 'slotsStreaming',
          },
          { id: 'oneDaySlots', label: 'oneDaySlots', target: main('/agency/oneday/positions'), requires: 'slotsOneDay' },
        ],
      },
      {
        id: 'airingConditions',
        label: 'airingConditions',
        tooltip: 'airingConditions',
        children: [
          { id: 'planList', label: 'planList', target: main('/agency/plannings'), requires: 'planning' },
          { id: 'planCreate', label: 'planCreate', target: main('/agency/plannings/edit'), requires: 'planning' },
          {
            id: 'digitalPlanning',
            label: 'digitalPlanning',
            target: main('/agency/digital_planning'),
            requires: 'digitalPlanning',
          },
        ],
      },
      { id: 'targetSearch', label: 'targetSearch', target: main('/agency/target_search'), requires: 'targetSearch' },
      {
        id: 'targetData',
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
            target: main('/agency/cu/cart/list?sort=created_at&order=desc'),
            requires: 'cartStreaming',
            badge: { kind: 'cart', unpurchased: 'existsUnpurchasedCartCU', received: 'receivedCartCU' },
          },
        ],
      },
      {
        id: 'bookingList',
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
            target: main('/agency/cu/bookings?sort=application_date&order=desc'),
            requires: 'bookingStreaming',
            badge: { kind: 'dot', flags: ['proceededBookingCU'] },
          },
        ],
      },
      { id: 'advertiserSettings', label: 'advertiserSettings', target: app('/agency/sponsor'), requires: 'advertiserSettings' },
      { id: 'agencyAnalysis', label: 'allSlotAnalysis', target: main('/agency/analyze_all'), requires: 'cmAnalysis' },
      { id: 'auctionBids', label: 'auctionBids', target: main('/agency/auctions/biddings'), requires: 'auctionBids' },
    ],
  },
  {
    id: 'broadcaster',
    heading: 'broadcaster',
    visibleWhen: 'broadcasterSection',
    entries: [
      {
        id: 'receptions',
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
            target: main('/station/cu/receptions'),
            requires: 'receptionStreaming',
            badge: { kind: 'dot', flags: ['receivedOfferPurchaseCU'] },
          },
        ],
      },
      {
        id: 'slotManagement',
        label: 'slotManagement',
        children: [
          { id: 'importTv', label: 'importTv', target: app('/station/import_cm'), requires: 'import' },
          {
            id: 'importStreaming',
            label: 'importStreaming',
            target: main('/station/import_cu'),
            requires: 'importStreaming',
          },
          {
            id: 'importOneDay',
            label: 'importOneDay',
            target: main('/station/import_oneday'),
            requires: 'importOneDay',
          },
        ],
      },
      {
        id: 'salesManagement',
        label: 'salesManagement',
        target: main('/station/sales_summary'),
        requires: 'salesManagement',
      },
      {
        id: 'stationAnalysis',
        label: 'allSlotAnalysis',
        children: [
          { id: 'analysis', label: 'allSlotAnalysis', target: main('/station/analyze_all'), requires: 'stationAnalysis' },
          {
            id: 'analysisUpload',
            label: 'analysisUpload',
            target: main('/station/import_cm_analyze_all'),
            requires: 'stationAnalysisUpload',
          },
        ],
      },
      {
        id: 'auctionManagement',
        label: 'auctionManagement',
        target: main('/station/auctions'),
        requires: 'auctionManagement',
      },
      {
        id: 'purchaseLicence',
        label: 'purchaseLicence',
        target: main('/config/booking_license'),
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
        label: 'dataExamination',
        target: dataSales('/sales/examinations'),
        requires: 'dataSalesExamination',
      },
      { id: 'dataActuals', label: 'dataActuals', target: dataSales('/sales/actuals'), requires: 'dataSalesActual' },
      {
        id: 'dataManagement',
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
    entries: [{ id: 'users', label: 'users', target: main('/manage/users'), requires: 'userAdministration' }],
  },
];
