import { appPage, type FeatureMenu } from '../../lib/feature-menu';

/** The menu's three guides, under 各種ガイド. */
export const helpMenu: FeatureMenu = [
  { section: 'agency', order: 20, label: 'guides', icon: 'menuBook' },
  { group: 'guides', order: 10, label: 'searchGuide', target: appPage('/wp/guide'), requires: 'anyUser' },
  {
    group: 'guides',
    order: 20,
    label: 'dataUseGuide',
    target: appPage('/wp/data_user_guide'),
    requires: 'anyUser',
  },
  {
    group: 'guides',
    order: 30,
    label: 'purchaseBookingGuide',
    target: appPage('/config/purchase_booking_guide'),
    requires: 'anyUser',
    newTab: true,
  },
];
