import { advertisersRoutes } from '../features/advertisers/routes';
import { airedRatingsRoutes } from '../features/aired-ratings/routes';
import { authRoutes } from '../features/auth/routes';
import { bookingsRoutes } from '../features/bookings/routes';
import { cartsRoutes } from '../features/carts/routes';
import { dataSalesRoutes } from '../features/data-sales/routes';
import { digitalMarketRoutes } from '../features/digital-market/routes';
import { helpRoutes } from '../features/help/routes';
import { planningsRoutes } from '../features/plannings/routes';
import { postBuyRoutes } from '../features/post-buy/routes';
import { publicRoutes } from '../features/public/routes';
import { stationDigitalRoutes } from '../features/station-digital/routes';
import { stationSalesRoutes } from '../features/station-sales/routes';
import { stationSlotsRoutes } from '../features/station-slots/routes';
import { targetDataRoutes } from '../features/target-data/routes';
import { trialPermissionsRoutes } from '../features/trial-permissions/routes';
import { userAdministrationRoutes } from '../features/user-administration/routes';
import type { FeatureRoutes } from '../lib/feature-routes';
import { appRoutes } from './routes/routes';

/**
 * Every feature's routes, which router.tsx composes into the route table: a feature with pages
 * adds its line here (its menu entries go to menu/menu-entries.ts, which loads with the shell).
 * Each routes.ts sits in every page's first load and loads its screens lazily.
 */
export const FEATURE_ROUTES: readonly FeatureRoutes[] = [
  appRoutes,
  authRoutes,
  publicRoutes,
  helpRoutes,
  cartsRoutes,
  digitalMarketRoutes,
  bookingsRoutes,
  planningsRoutes,
  advertisersRoutes,
  stationSlotsRoutes,
  airedRatingsRoutes,
  stationSalesRoutes,
  stationDigitalRoutes,
  userAdministrationRoutes,
  trialPermissionsRoutes,
  dataSalesRoutes,
  targetDataRoutes,
  postBuyRoutes,
];
