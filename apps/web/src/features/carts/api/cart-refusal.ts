import { API_ERROR_CODES } from '@tvcm/contracts';
import { ApiError } from '../../../lib/api-error';

/**
 * The refusals of the cart pages' calls that the pages explain themselves: the app-wide mapping
 * would show them as unexpected ("contact your administrator"), whereas here they are ordinary —
 * a slot sold meanwhile, a cart deleted in another tab, a company that is no partner.
 */
export type CartRefusal =
  /** CRT00055: slots no longer on sale, or with fewer units left; `itemIds` names the lines when the API did. */
  | { kind: 'unavailable'; itemIds: number[] }
  /** CRT04001: the cart is missing, deleted or another company's. */
  | { kind: 'cartGone' }
  /** CRT00010: the cart is empty, already applied for, or sent on (its lines are fixed). */
  | { kind: 'notApplicable' }
  /** CRT00013: the CM length chosen is not the length of some slots; `itemIds` names those lines. */
  | { kind: 'lengthMismatch'; itemIds: number[] }
  /** CRT00011: not every station's sales terms agreed to. */
  | { kind: 'termsNotAgreed' }
  /** CRT00020: the company is not one the caller works with. */
  | { kind: 'notPartner' }
  /** CRT00012: a trial company whose grant from these stations' companies does not (or no longer) include applying. */
  | { kind: 'notGranted'; stationIds: number[] };

/** `params.items` of CRT00055 and CRT00013 or `params.stations` of CRT00012 on an application: comma-separated ids. */
function idsOf(ids: string | undefined): number[] {
  if (!ids) return [];
  return ids
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

export function cartRefusal(error: unknown): CartRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const item = error.body?.errors[0];
  switch (item?.code) {
    case API_ERROR_CODES.cartPartiallyAdded:
      return { kind: 'unavailable', itemIds: idsOf(item.params?.items) };
    case API_ERROR_CODES.cartNotFound:
      return { kind: 'cartGone' };
    case API_ERROR_CODES.cartNotApplicable:
      return { kind: 'notApplicable' };
    case API_ERROR_CODES.cmLengthMismatch:
      return { kind: 'lengthMismatch', itemIds: idsOf(item.params?.items) };
    case API_ERROR_CODES.salesTermsNotAgreed:
      return { kind: 'termsNotAgreed' };
    case API_ERROR_CODES.cartRecipientNotPartner:
      return { kind: 'notPartner' };
    case API_ERROR_CODES.applicationNotGranted:
      return { kind: 'notGranted', stationIds: idsOf(item.params?.stations) };
    default:
      return null;
  }
}

export const isCartRefusal = (error: unknown) => cartRefusal(error) !== null;
