import { NOT_YET_PROVIDED_PAGE_PATTERNS } from '@tvcm/contracts';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

// The program guide and the slot lists share their parts, so they come as one chunk.
const loadProgramGuidePages = () => import('./program-guide/program-guide-pages');
const notYetProvidedRoute = lazyScreen(
  () => import('./not-yet-provided-route'),
  (module) => module.NotYetProvidedRoute,
);
const playgroundPage = lazyScreen(
  () => import('./playground/playground-page'),
  (module) => module.PlaygroundPage,
);
const playgroundExamplesPage = lazyScreen(
  () => import('./playground/playground-examples-page'),
  (module) => module.PlaygroundExamplesPage,
);

/** The pages app composes from several features (this folder), and the menu's destinations not provided yet. */
export const appRoutes: FeatureRoutes = [
  {
    path: '/top',

    screen: lazyScreen(
      () => import('./top-page'),
      (module) => module.TopPage,
    ),
  },
  {
    path: '/agency/program_guide',

    requires: 'timetable',
    screen: lazyScreen(loadProgramGuidePages, (module) => module.ProgramGuidePage),
  },
  {
    path: '/agency/positions',

    requires: 'slots',
    screen: lazyScreen(loadProgramGuidePages, (module) => module.PositionsPage),
  },
  {
    path: '/info/tvstation',

    requires: 'anyUser',
    screen: lazyScreen(
      () => import('./tv-station-page'),
      (module) => module.TvStationPage,
    ),
  },
  {
    path: '/agency/point_service/points',

    requires: 'points',
    screen: lazyScreen(
      () => import('./points-route'),
      (module) => module.PointsRoute,
    ),
  },
  {
    path: '/agency/target_search',
    requires: 'targetSearch',
    screen: lazyScreen(
      () => import('./target-search/target-search-route'),
      (module) => module.TargetSearchRoute,
    ),
  },
  { path: '/playground', screen: playgroundPage },
  { path: '/playground/examples', screen: playgroundExamplesPage },
  // The menu's destinations this app does not provide yet, derived from the menu's table: each
  // says so inside the shell, guarded by its menu entry's rule (which the page looks up itself).
  ...NOT_YET_PROVIDED_PAGE_PATTERNS.map((path) => ({ path, screen: notYetProvidedRoute })),
];
