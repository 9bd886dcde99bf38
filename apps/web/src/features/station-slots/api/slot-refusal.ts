import { API_ERROR_CODES } from '@tvcm/contracts';
import { ApiError } from '../../../lib/api-error';

/**
 * The refusals of a slot edit that the edit dialog explains itself: the app-wide mapping would
 * call both "contact your administrator", whereas here they are ordinary (an application arrived
 * meanwhile, the slot is gone).
 */
export type SlotRefusal =
  /** SLT00001: units on sale below held + sold, or withdrawing a slot with applications. */
  | { kind: 'belowHeldOrSold' }
  | { kind: 'hasApplications' }
  /** SLT04001: no such slot among the company's. */
  | { kind: 'gone' };

export function slotRefusal(error: unknown): SlotRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === API_ERROR_CODES.slotNotFound) return { kind: 'gone' };
  if (error.code !== API_ERROR_CODES.slotChangeRefused) return null;
  const reason = error.body?.errors[0]?.params?.reason;
  return { kind: reason === 'hasApplications' ? 'hasApplications' : 'belowHeldOrSold' };
}

export const isSlotRefusal = (error: unknown) => slotRefusal(error) !== null;
