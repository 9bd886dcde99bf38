import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

export const stationSlotsRoutes: FeatureRoutes = [
  {
    path: '/station/import_cm',

    requires: 'import',
    screen: lazyScreen(
      () => import('./components/station-slots-page'),
      (module) => module.StationSlotsPage,
    ),
  },
];
