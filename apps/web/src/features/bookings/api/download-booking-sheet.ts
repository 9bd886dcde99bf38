import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/download-api-file';
import { servicePath, type TradeService } from '../../../lib/trade-service';
import type { BookingSide } from './booking-keys';

interface BookingSheetDownload {
  service: TradeService;
  side: BookingSide;
  bookingId: number;
  fallbackFileName: string;
}

/** Where each side's sheet is made: the buyer's application (申込書), the station's order confirmation (注文確認書). */
const SHEET_PATHS: Record<BookingSide, (id: number) => string> = {
  buyer: (id) => `bookings/${id}/application.xlsx`,
  station: (id) => `receptions/${id}/order-confirmation.xlsx`,
};

/** The booking as an `.xlsx` file (a streaming booking's under `/cu`), under the Japanese name the server gives it. */
export function downloadBookingSheet({ service, side, bookingId, fallbackFileName }: BookingSheetDownload): Promise<void> {
  return downloadApiFile({ path: servicePath(service, SHEET_PATHS[side](bookingId)), fallbackFileName });
}

export function useDownloadBookingSheet() {
  return useMutation({ mutationFn: downloadBookingSheet });
}
