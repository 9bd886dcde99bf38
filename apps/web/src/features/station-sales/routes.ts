import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

export const stationSalesRoutes: FeatureRoutes = [
  {
    path: '/station/sales_summary',
    requires: 'salesManagement',
    screen: lazyScreen(
      () => import('./components/sales-summary-page'),
      (module) => module.SalesSummaryPage,
    ),
  },
];
