import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

// The plan list and the plan page share their parts and text: one chunk. TV × digital draws a
// chart, whose library loads with that page's own chunk only.
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
    screen: lazyScreen(
      () => import('./components/digital-split-page'),
      (module) => module.DigitalSplitPage,
    ),
  },
];
