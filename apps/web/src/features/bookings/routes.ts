import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

// Both sides of a booking (the buyer's bookings, the station's receptions) share their parts: one chunk.
const loadBookingsPages = () => import('./bookings-pages');

export const bookingsRoutes: FeatureRoutes = [
  {
    path: '/agency/bookings',

    requires: 'booking',
    screen: lazyScreen(loadBookingsPages, (module) => module.BookingListPage),
  },
  {
    path: '/agency/bookings/:bookingId',

    requires: 'booking',
    screen: lazyScreen(loadBookingsPages, (module) => module.BookingDetailPage),
  },
  {
    path: '/station/receptions',

    requires: 'reception',
    screen: lazyScreen(loadBookingsPages, (module) => module.ReceptionListPage),
  },
  {
    path: '/station/receptions/:receptionId',

    requires: 'reception',
    screen: lazyScreen(loadBookingsPages, (module) => module.ReceptionReviewPage),
  },
  {
    path: '/agency/cu/bookings',

    requires: 'bookingStreaming',
    screen: lazyScreen(loadBookingsPages, (module) => module.StreamingBookingListPage),
  },
  {
    path: '/agency/cu/bookings/:bookingId',

    requires: 'bookingStreaming',
    screen: lazyScreen(loadBookingsPages, (module) => module.StreamingBookingDetailPage),
  },
  {
    path: '/station/cu/receptions',

    requires: 'receptionStreaming',
    screen: lazyScreen(loadBookingsPages, (module) => module.StreamingReceptionListPage),
  },
  {
    path: '/station/cu/receptions/:receptionId',

    requires: 'receptionStreaming',
    screen: lazyScreen(loadBookingsPages, (module) => module.StreamingReceptionReviewPage),
  },
];
