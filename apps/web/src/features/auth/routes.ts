import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

/** The login and logout pages, and マイページ, the one page a user who has not accepted the terms may open. */
export const authRoutes: FeatureRoutes = [
  {
    path: '/login',
    layout: 'minimal',
    screen: lazyScreen(
      () => import('./components/login-page'),
      (module) => module.LoginPage,
    ),
  },
  {
    path: '/logout',
    layout: 'minimal',
    screen: lazyScreen(
      () => import('./components/logout-page'),
      (module) => module.LogoutPage,
    ),
  },
  {
    path: '/agency/edit_my_profile',

    screen: lazyScreen(
      () => import('./components/profile/profile-page'),
      (module) => module.ProfilePage,
    ),
  },
];
