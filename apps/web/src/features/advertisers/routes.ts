import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

export const advertisersRoutes: FeatureRoutes = [
  {
    path: '/agency/sponsor',

    requires: 'advertiserSettings',
    screen: lazyScreen(
      () => import('./components/advertiser-settings-page'),
      (module) => module.AdvertiserSettingsPage,
    ),
  },
];
