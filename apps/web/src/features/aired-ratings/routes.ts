import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

export const airedRatingsRoutes: FeatureRoutes = [
  {
    path: '/station/import_cm_analyze_all',
    requires: 'stationAnalysisUpload',
    screen: lazyScreen(
      () => import('./components/aired-ratings-page'),
      (module) => module.AiredRatingsPage,
    ),
  },
];
