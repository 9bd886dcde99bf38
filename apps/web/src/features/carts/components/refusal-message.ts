import { formatList } from '../../../lib/format-list';
import type { TFunction } from '../../../lib/i18n';
import type { CartRefusal } from '../api/cart-refusal';

/**
 * What the cart pages say for a refusal they explain themselves. `stationName` names the cart's
 * stations for a refusal that lists them (the apply dialog knows them).
 */
export function refusalMessage(
  t: TFunction,
  refusal: CartRefusal,
  stationName: (stationId: number) => string | undefined = () => undefined,
): string {
  switch (refusal.kind) {
    case 'unavailable':
      return t('errors.MEA-CRT00055');
    case 'cartGone':
      return t('errors.MEA-CRT04001');
    case 'notApplicable':
      return t('carts.refusals.notApplicable');
    case 'lengthMismatch':
      return t('carts.refusals.lengthMismatch', { count: refusal.itemIds.length });
    case 'termsNotAgreed':
      return t('carts.refusals.termsNotAgreed');
    case 'notPartner':
      return t('carts.refusals.notPartner');
    case 'notGranted': {
      const names = refusal.stationIds.map(stationName).filter((name) => name !== undefined);
      return names.length > 0
        ? t('carts.refusals.applicationNotGrantedBy', { stations: formatList(names) })
        : t('carts.refusals.applicationNotGranted');
    }
  }
}
