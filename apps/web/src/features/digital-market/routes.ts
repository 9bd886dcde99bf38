import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

// The streaming search and the 1-day calendar share their add dialog and text: one chunk.
const loadDigitalMarketPages = () => import('./digital-market-pages');

export const digitalMarketRoutes: FeatureRoutes = [
  {
    path: '/agency/cu/positions',
    requires: 'slotsStreaming',
    screen: lazyScreen(loadDigitalMarketPages, (module) => module.StreamingSearchPage),
  },
  {
    path: '/agency/oneday/positions',
    requires: 'slotsOneDay',
    screen: lazyScreen(loadDigitalMarketPages, (module) => module.OneDayCalendarPage),
  },
];
