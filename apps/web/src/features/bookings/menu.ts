import { appPage, type FeatureMenu } from '../../lib/feature-menu';

/** The buyer's TV and streaming bookings and the station's receptions, each with its dot badge (SPEC.md §4). */
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
  {
    group: 'bookingList',
    order: 20,
    label: 'streamingBookings',
    target: appPage('/agency/cu/bookings?sort=application_date&order=desc'),
    requires: 'bookingStreaming',
    badge: { kind: 'dot', flags: ['proceededBookingCU'] },
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
  {
    group: 'receptions',
    order: 20,
    label: 'streamingReceptions',
    target: appPage('/station/cu/receptions'),
    requires: 'receptionStreaming',
    badge: { kind: 'dot', flags: ['receivedOfferPurchaseCU'] },
  },
];
