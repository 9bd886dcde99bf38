import { type FeatureMenu, notYetProvided } from '../../lib/feature-menu';

/**
 * The menu's entries no page of this app answers yet: the main site's functions not provided yet
 * (each opens the in-shell page that says so, `NOT_YET_PROVIDED_PAGE_PATTERNS`) and the data-sales
 * site's pages. Some stand in the groups of the features that provide their TV counterpart (by the
 * group's id). The issue that builds one moves its entry to its feature's `menu.ts`.
 */
export const notYetProvidedMenu: FeatureMenu = [
  // 広告会社・広告主
  {
    section: 'agency',
    order: 120,
    label: 'auctionBids',
    icon: 'gavel',
    target: notYetProvided('/agency/auctions/biddings'),
    requires: 'auctionBids',
  },
  // 放送局
  {
    section: 'broadcaster',
    order: 50,
    label: 'auctionManagement',
    icon: 'gavel',
    target: notYetProvided('/station/auctions'),
    requires: 'auctionManagement',
  },
  {
    section: 'broadcaster',
    order: 60,
    label: 'purchaseLicence',
    icon: 'verified',
    target: notYetProvided('/config/booking_license'),
    requires: 'stationPermissions',
  },
];
