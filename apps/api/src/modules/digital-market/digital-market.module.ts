import type { ApiModule } from '../../module-platform';
import type { InventoryService } from '../inventory';
import { digitalMarketRoutes } from './digital-market.routes';
import { createDigitalMarketService } from './digital-market.service';

/** The buyers' search of streaming products and calendar of 1-day products. */
export const digitalMarketModule: ApiModule<{ inventory: InventoryService }> = async (api, { clock, inventory }) => {
  await api.register(digitalMarketRoutes, { digitalMarket: createDigitalMarketService(inventory, clock), now: clock });
};
