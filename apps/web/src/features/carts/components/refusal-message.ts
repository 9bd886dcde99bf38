import type { TFunction } from 'i18next';
import type { CartRefusal } from '../api/cart-refusal';

/** What the cart pages say for a refusal they explain themselves. */
export function refusalMessage(t: TFunction, refusal: CartRefusal): string {
  switch (refusal.kind) {
    case 'unavailable':
      return t('errors.MEA-CRT00055');
    case 'cartGone':
      return t('errors.MEA-CRT04001');
    case 'notApplicable':
      return t('carts.refusals.notApplicable');
    case 'termsNotAgreed':
      return t('carts.refusals.termsNotAgreed');
    case 'notPartner':
      return t('carts.refusals.notPartner');
  }
}
