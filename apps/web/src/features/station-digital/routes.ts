import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

const screen = lazyScreen(
  () => import('./components/digital-products-page'),
  (module) => module.DigitalProductsPage,
);

/** The station's streaming (配信サービス) and 1-day (デジタル1day) products: one screen, its kind read from the address. */
export const stationDigitalRoutes: FeatureRoutes = [
  { path: '/station/import_cu', requires: 'importStreaming', screen },
  { path: '/station/import_oneday', requires: 'importOneDay', screen },
];
