import { API_ERROR_CODES } from '@tvcm/contracts';
import { ApiError } from '../../../lib/api-error';

/**
 * The three refusals of adding to a cart that the add-to-cart dialog explains itself (issue 10):
 * the app-wide mapping would show CRT04001, a 404, as "contact your administrator", whereas here
 * it is the ordinary case of a cart deleted in another tab.
 */
export type AddToCartRefusal =
  /** CRT00007: the cart holds slots of another area, named in `area`. */
  | { kind: 'areaMismatch'; area: string }
  /** CRT00055: fewer units left than asked for, or the slot is no longer on sale. */
  | { kind: 'notAddable' }
  /** CRT04001: the cart is missing, deleted or another company's. */
  | { kind: 'cartGone' };

export function addToCartRefusal(error: unknown): AddToCartRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const item = error.body?.errors[0];
  switch (item?.code) {
    case API_ERROR_CODES.cartAreaMismatch:
      return { kind: 'areaMismatch', area: item.params?.area ?? '' };
    case API_ERROR_CODES.cartPartiallyAdded:
      return { kind: 'notAddable' };
    case API_ERROR_CODES.cartNotFound:
      return { kind: 'cartGone' };
    default:
      return null;
  }
}
