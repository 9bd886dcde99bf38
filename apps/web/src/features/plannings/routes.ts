import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

// The three plan pages share their parts and text: one chunk. TV × digital's chart library loads
// from that chunk when the page draws it, so no other page's first load names its files.
const loadPlanPages = () => import('./plan-pages');

export const planningsRoutes: FeatureRoutes = [
  {
    path: '/agency/plannings',
    requires: 'planning',
    screen: lazyScreen(loadPlanPages, (module) => module.PlanListPage),
  },
  {
    path: '/agency/plannings/edit',
    requires: 'planning',
    screen: lazyScreen(loadPlanPages, (module) => module.PlanEditPage),
  },
  {
    path: '/agency/digital_planning',
    requires: 'digitalPlanning',
    screen: lazyScreen(loadPlanPages, (module) => module.DigitalSplitPage),
  },
];
