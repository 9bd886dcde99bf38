import { API_ERROR_CODES } from '@tvcm/contracts';
import { ApiError } from '../../../lib/api-error';
import type bookingsCatalogue from '../../../locales/ja/bookings.json';

/**
 * The refusals of the booking and reception calls that their pages explain themselves, with the
 * entry of the bookings' catalogue each one shows (with the pages' code, not the first load). The app-wide mapping would show BKG04001, a 404, as "contact
 * your administrator", and the 409s as unexpected, whereas here they are ordinary: a contract
 * notice before the review is done, a booking the other side closed meanwhile.
 */
export type BookingRefusal = keyof (typeof bookingsCatalogue)['bookings']['refusals'];

const REFUSAL_MESSAGES: Readonly<Record<string, BookingRefusal>> = {
  [API_ERROR_CODES.reviewIncomplete]: 'MEA-RCP00001',
  [API_ERROR_CODES.nothingAccepted]: 'MEA-RCP00002',
  [API_ERROR_CODES.bookingClosed]: 'MEA-BKG00009',
  [API_ERROR_CODES.deliveryNotReportable]: 'MEA-BKG00010',
  [API_ERROR_CODES.bookingNotFound]: 'MEA-BKG04001',
};

export function bookingRefusal(error: unknown): BookingRefusal | null {
  if (!(error instanceof ApiError) || error.code === undefined) return null;
  return REFUSAL_MESSAGES[error.code] ?? null;
}

/** The booking changed on the server in a way the page must show again (closed, or gone). */
export function isStaleBookingRefusal(error: unknown): boolean {
  const refusal = bookingRefusal(error);
  return refusal === 'MEA-BKG00009' || refusal === 'MEA-BKG04001';
}
