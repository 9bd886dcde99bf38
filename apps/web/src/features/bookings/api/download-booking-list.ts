import { useMutation } from '@tanstack/react-query';
import type { BookingListQuery } from '@tvcm/contracts';
import { downloadApiFile } from '../../../lib/download-api-file';
import { type BookingSide, SIDE_PATHS } from './booking-keys';
import { listSearchParams } from './get-bookings';

interface BookingListDownload {
  side: BookingSide;
  query: BookingListQuery;
  fallbackFileName: string;
}

/** The filtered list as an `.xlsx` (`GET /bookings.xlsx`, `GET /receptions.xlsx`): every page, in the list's order. */
export function downloadBookingList({ side, query, fallbackFileName }: BookingListDownload): Promise<void> {
  const { page: _page, ...listed } = query;
  const searchParams = Object.fromEntries(listSearchParams(listed));
  return downloadApiFile({ path: `${SIDE_PATHS[side]}.xlsx`, searchParams, fallbackFileName });
}

export function useDownloadBookingList() {
  return useMutation({ mutationFn: downloadBookingList });
}
