import { appPage, type FeatureMenu } from '../../lib/feature-menu';

/** The buyer's TV bookings and the station's TV receptions, each with its dot badge (SPEC.md §4). */
export const bookingsMenu: FeatureMenu = [
  { section: 'agency', order: 90, label: 'bookingList', icon: 'assignment' },
  {
    group: 'bookingList',
    order: 10,
    label: 'tvBookings',
    target: appPage('/agency/bookings?sort=application_date&order=desc'),
    requires: 'booking',
    badge: { kind: 'dot', flags: ['proceededBooking'] },
  },
  { section: 'broadcaster', order: 10, label: 'receptions', icon: 'inbox' },
  {
    group: 'receptions',
    order: 10,
    label: 'tvReceptions',
    target: appPage('/station/receptions'),
    requires: 'reception',
    badge: { kind: 'dot', flags: ['receivedOfferPurchase'] },
  },
];
