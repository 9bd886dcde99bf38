/** The plan pages' addresses. */
export const PLAN_PATHS = {
  list: '/agency/plannings',
  edit: '/agency/plannings/edit',
  digitalSplit: '/agency/digital_planning',
} as const;

/** A saved plan's page. */
export const planPath = (planId: number) => `${PLAN_PATHS.edit}?id=${planId}`;

/** Where the carts made from a plan open: TV carts and the streaming cart. */
export const cartPath = (cart: { id: number; service: 'TV' | 'CU' }) =>
  cart.service === 'TV' ? `/agency/cart/${cart.id}` : `/agency/cu/cart/${cart.id}`;
