import { advertisersMenu } from '../../features/advertisers/menu';
import { airedRatingsMenu } from '../../features/aired-ratings/menu';
import { bookingsMenu } from '../../features/bookings/menu';
import { cartsMenu } from '../../features/carts/menu';
import { dataSalesMenu } from '../../features/data-sales/menu';
import { digitalMarketMenu } from '../../features/digital-market/menu';
import { helpMenu } from '../../features/help/menu';
import { planningsMenu } from '../../features/plannings/menu';
import { postBuyMenu } from '../../features/post-buy/menu';
import { composeMenu } from '../../features/shell/menu/menu-definition';
import { stationDigitalMenu } from '../../features/station-digital/menu';
import { stationSalesMenu } from '../../features/station-sales/menu';
import { stationSlotsMenu } from '../../features/station-slots/menu';
import { targetDataMenu } from '../../features/target-data/menu';
import { userAdministrationMenu } from '../../features/user-administration/menu';
import type { FeatureMenu } from '../../lib/feature-menu';
import { appMenu } from '../routes/menu';
import { notYetProvidedMenu } from '../routes/not-yet-provided-menu';

/**
 * Every feature's menu entries: a feature with a menu entry adds its line here. The list's order
 * does not matter; each entry names its section or group and its place there. Imported by the
 * shell's side menu, the top page and the not-yet-provided page only, so that the menu's table
 * loads with the shell, not with the first load of the login page.
 */
export const FEATURE_MENUS: readonly FeatureMenu[] = [
  appMenu,
  helpMenu,
  cartsMenu,
  digitalMarketMenu,
  bookingsMenu,
  planningsMenu,
  advertisersMenu,
  stationSlotsMenu,
  airedRatingsMenu,
  stationSalesMenu,
  stationDigitalMenu,
  userAdministrationMenu,
  dataSalesMenu,
  targetDataMenu,
  postBuyMenu,
  notYetProvidedMenu,
];

/** The side menu of SPEC.md §2 (see `composeMenu`), which `computeMenu` evaluates for a licence. */
export const MENU_DEFINITION = composeMenu(FEATURE_MENUS.flat());
