import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

// Both sides' 全枠分析 share their parts and text: one chunk.
const loadPostBuyPages = () => import('./post-buy-pages');

export const postBuyRoutes: FeatureRoutes = [
  {
    path: '/station/analyze_all',
    requires: 'stationAnalysis',
    screen: lazyScreen(loadPostBuyPages, (module) => module.StationAnalysisPage),
  },
  {
    path: '/agency/analyze_all',
    requires: 'cmAnalysis',
    screen: lazyScreen(loadPostBuyPages, (module) => module.AgencyAnalysisPage),
  },
];
