import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

// The three data purchase pages share their parts and text: one chunk. The target search is
// composed in app/routes with the carts' dialog (app/routes/routes.ts).
const loadTargetDataPages = () => import('./target-data-pages');

export const targetDataRoutes: FeatureRoutes = [
  {
    path: '/data_sales/purchase',
    requires: 'targetDataTop',
    screen: lazyScreen(loadTargetDataPages, (module) => module.CataloguePage),
  },
  {
    path: '/data_sales/purchase/procedure',
    requires: 'targetDataProcedure',
    screen: lazyScreen(loadTargetDataPages, (module) => module.ProcedurePage),
  },
  {
    path: '/data_sales/purchase/histories',
    requires: 'targetDataHistory',
    screen: lazyScreen(loadTargetDataPages, (module) => module.HistoryPage),
  },
];
