import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

export const userAdministrationRoutes: FeatureRoutes = [
  {
    path: '/manage/users',

    requires: 'userAdministration',
    screen: lazyScreen(
      () => import('./components/users-page'),
      (module) => module.UsersPage,
    ),
  },
];
