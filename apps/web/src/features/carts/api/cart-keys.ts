import type { CartFigureQuery } from '@tvcm/contracts';

export const cartKeys = {
  all: ['carts'] as const,
  list: () => [...cartKeys.all, 'list'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
  detail: (cartId: number, figures: CartFigureQuery) => [...cartKeys.all, 'detail', cartId, figures] as const,
  details: (cartId: number) => [...cartKeys.all, 'detail', cartId] as const,
};
