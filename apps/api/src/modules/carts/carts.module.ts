import type { ApiModule } from '../../module-platform';
import { cartsRoutes } from './carts.routes';
import type { CartsService } from './carts.service';

/** Carts; the service is shared, as an application takes its cart's lines through it. */
export const cartsModule: ApiModule<{ carts: CartsService }> = async (api, { clock, carts }) => {
  await api.register(cartsRoutes, { carts, now: clock });
};
