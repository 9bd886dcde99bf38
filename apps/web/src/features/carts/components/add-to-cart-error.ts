import { API_ERROR_CODES } from '@tvcm/contracts';
import { ApiError } from '../../../lib/api-error';
import { toMessageCode } from '../../../lib/error-message';
import type { MessageCode } from '../../../lib/i18n';

export interface AddToCartFailure {
  messageCode: MessageCode;
  params?: Record<string, string>;
  /** The slots' remaining units changed: the page should ask for them again. */
  inventoryChanged?: boolean;
  /** The cart is gone: forget it and let the user choose another. */
  cartGone?: boolean;
}

/**
 * What a refused addition means on this screen. A missing cart is a 404, which the app-wide rule
 * would show as "contact your administrator"; here it is the ordinary case of a cart deleted in
 * another tab, so this dialog names it (the mapping for this screen).
 */
export function addToCartFailure(error: unknown): AddToCartFailure {
  if (error instanceof ApiError) {
    const item = error.body?.errors[0];
    if (item?.code === API_ERROR_CODES.cartAreaMismatch) return { messageCode: 'MEA-CRT00007', params: item.params ?? {} };
    if (item?.code === API_ERROR_CODES.cartPartiallyAdded) return { messageCode: 'MEA-CRT00055', inventoryChanged: true };
    if (item?.code === API_ERROR_CODES.cartNotFound) return { messageCode: 'MEA-CRT04001', cartGone: true };
  }
  return { messageCode: toMessageCode(error) };
}
