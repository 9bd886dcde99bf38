import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

// The data company's three pages share their parts and text: one chunk. They sit under the
// data-sales site's same-origin base (/data_sales), where the menu links when that site is not
// configured elsewhere.
const loadDataSalesPages = () => import('./data-sales-pages');

export const dataSalesRoutes: FeatureRoutes = [
  {
    path: '/data_sales/sales/management',
    requires: 'dataSalesManage',
    screen: lazyScreen(loadDataSalesPages, (module) => module.SegmentManagementPage),
  },
  {
    path: '/data_sales/sales/examinations',
    requires: 'dataSalesExamination',
    screen: lazyScreen(loadDataSalesPages, (module) => module.ExaminationsPage),
  },
  {
    path: '/data_sales/sales/actuals',
    requires: 'dataSalesActual',
    screen: lazyScreen(loadDataSalesPages, (module) => module.SalesActualsPage),
  },
];
