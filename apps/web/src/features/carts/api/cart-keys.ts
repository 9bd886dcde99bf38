import type { CartFigureQuery } from '@tvcm/contracts';
import type { TradeService } from '../../../lib/trade-service';

/** Each service's carts under its own keys, so a TV and a streaming cart never share a cache entry. */
export const cartKeys = {
  all: ['carts'] as const,
  service: (service: TradeService) => [...cartKeys.all, service] as const,
  list: (service: TradeService = 'TV') => [...cartKeys.service(service), 'list'] as const,
  current: () => [...cartKeys.service('TV'), 'current'] as const,
  detail: (cartId: number, figures: CartFigureQuery, service: TradeService = 'TV') =>
    [...cartKeys.details(cartId, service), figures] as const,
  details: (cartId: number, service: TradeService = 'TV') => [...cartKeys.service(service), 'detail', cartId] as const,
};
