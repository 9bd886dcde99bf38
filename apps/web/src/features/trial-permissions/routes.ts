import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

/** The trial users' permissions: no menu entry; the top page links it for station administrators. */
export const trialPermissionsRoutes: FeatureRoutes = [
  {
    path: '/station/permission/trial_user',

    requires: 'stationPermissions',
    screen: lazyScreen(
      () => import('./components/trial-permissions-page'),
      (module) => module.TrialPermissionsPage,
    ),
  },
];
