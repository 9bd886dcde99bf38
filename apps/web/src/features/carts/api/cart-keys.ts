import type { CartFigureQuery } from '@tvcm/contracts';

export const cartKeys = {
  all: ['carts'] as const,
  list: () => [...cartKeys.all, 'list'] as const,
  detail: (cartId: number, figures: CartFigureQuery) => [...cartKeys.all, 'detail', cartId, figures] as const,
  details: (cartId: number) => [...cartKeys.all, 'detail', cartId] as const,
};

/**
 * The other companies and advertisers the cart pages offer as choices (send to, apply for). Kept
 * apart from `cartKeys`, so a change to the carts does not ask for them again.
 */
export const cartChoiceKeys = {
  all: ['cartChoices'] as const,
  partners: () => [...cartChoiceKeys.all, 'partners'] as const,
  advertisers: () => [...cartChoiceKeys.all, 'advertisers'] as const,
};
