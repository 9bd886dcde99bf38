import { CART_NAME_MAX_LENGTH, type CartSummary } from '@tvcm/contracts';

export type CartChoiceKind = 'current' | 'existing' | 'new';

/**
 * What the user set in the cart choice. Each option keeps its own input, so moving between the
 * options (or a refusal that drops a cart) never loses a name typed or a cart picked.
 * `kind: null` until the user picks: the default then follows the carts as they load.
 */
export interface CartChoiceState {
  kind: CartChoiceKind | null;
  existingCartId: number | null;
  newName: string;
}

/** The cart the slots will go to, or null while the choice is incomplete. */
export type CartTarget = { id: number } | { newName: string };

/** A cart holds slots of one area: an empty cart or one of the slots' area can take them. */
export const cartFits = (cart: CartSummary, areaCode: string) => cart.area === null || cart.area.code === areaCode;

/** Only open carts take slots; sent and purchased ones are past that. */
export const openCarts = (carts: readonly CartSummary[]) => carts.filter((cart) => cart.status === 'OPEN');

export interface CartOptions {
  /** The current cart, when it still exists. */
  current: CartSummary | undefined;
  currentFits: boolean;
  /** The other open carts, those of another area included (shown disabled). */
  others: CartSummary[];
  anyOtherFits: boolean;
}

export function cartOptions(carts: readonly CartSummary[], currentCartId: number | null, areaCode: string): CartOptions {
  const open = openCarts(carts);
  const current = open.find((cart) => cart.id === currentCartId);
  const others = open.filter((cart) => cart !== current);
  return {
    current,
    currentFits: current !== undefined && cartFits(current, areaCode),
    others,
    anyOtherFits: others.some((cart) => cartFits(cart, areaCode)),
  };
}

/**
 * The option in effect: the user's pick while it is still possible, otherwise the current cart
 * when it can take the slots, otherwise a new cart.
 */
export function effectiveKind(state: CartChoiceState, options: CartOptions): CartChoiceKind {
  if (state.kind === 'new') return 'new';
  if (state.kind === 'existing' && options.anyOtherFits) return 'existing';
  return options.currentFits ? 'current' : 'new';
}

export function cartTarget(state: CartChoiceState, options: CartOptions, areaCode: string): CartTarget | null {
  const kind = effectiveKind(state, options);
  if (kind === 'current') return options.current ? { id: options.current.id } : null;
  if (kind === 'existing') {
    const picked = options.others.find((cart) => cart.id === state.existingCartId);
    return picked && cartFits(picked, areaCode) ? { id: picked.id } : null;
  }
  const name = state.newName.trim();
  return name === '' || name.length > CART_NAME_MAX_LENGTH ? null : { newName: name };
}
