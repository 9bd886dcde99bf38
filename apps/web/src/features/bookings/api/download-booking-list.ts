import { useMutation } from '@tanstack/react-query';
import type { BookingListQuery } from '@tvcm/contracts';
import { downloadApiFile } from '../../../lib/download-api-file';
import type { TradeService } from '../../../lib/trade-service';
import { type BookingSide, sidePath } from './booking-keys';
import { listSearchParams } from './get-bookings';

interface BookingListDownload {
  side: BookingSide;
  service?: TradeService;
  query: BookingListQuery;
  fallbackFileName: string;
}

/** The filtered list as an `.xlsx` (`GET /bookings.xlsx`, `GET /receptions.xlsx`): every page, in the list's order. */
export function downloadBookingList({ side, service = 'TV', query, fallbackFileName }: BookingListDownload): Promise<void> {
  const { page: _page, ...listed } = query;
  const searchParams = Object.fromEntries(listSearchParams(listed));
  return downloadApiFile({ path: `${sidePath(side, service)}.xlsx`, searchParams, fallbackFileName });
}

export function useDownloadBookingList() {
  return useMutation({ mutationFn: downloadBookingList });
}
