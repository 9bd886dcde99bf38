import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/download-api-file';
import type { BookingSide } from './booking-keys';

interface BookingSheetDownload {
  side: BookingSide;
  bookingId: number;
  fallbackFileName: string;
}

/** Where each side's sheet is made: the buyer's application (申込書), the station's order confirmation (注文確認書). */
const SHEET_PATHS: Record<BookingSide, (id: number) => string> = {
  buyer: (id) => `bookings/${id}/application.xlsx`,
  station: (id) => `receptions/${id}/order-confirmation.xlsx`,
};

/** The booking as an `.xlsx` file, under the Japanese name the server gives it. */
export function downloadBookingSheet({ side, bookingId, fallbackFileName }: BookingSheetDownload): Promise<void> {
  return downloadApiFile({ path: SHEET_PATHS[side](bookingId), fallbackFileName });
}

export function useDownloadBookingSheet() {
  return useMutation({ mutationFn: downloadBookingSheet });
}
