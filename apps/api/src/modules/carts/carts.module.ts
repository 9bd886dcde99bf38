import type { ApiModule } from '../../module-platform';
import { cartsRoutes } from './carts.routes';
import type { CartsService } from './carts.service';

/**
 * Carts of both services: TV carts at `/carts`, streaming and 1-day carts at `/cu/carts`. The
 * services are shared, as an application takes its cart's lines through them.
 */
export const cartsModule: ApiModule<{ carts: CartsService; streamingCarts: CartsService }> = async (
  api,
  { clock, carts, streamingCarts },
) => {
  await api.register(cartsRoutes, { carts, now: clock, licence: 'cart' });
  await api.register(cartsRoutes, { carts: streamingCarts, now: clock, licence: 'cartStreaming', prefix: '/cu' });
};
