import { useMutation } from '@tanstack/react-query';
import { API_ERROR_CODES, STATION_SLOT_EXPORT_FILE_NAME, type StationSlotsExportQuery } from '@tvcm/contracts';
import { isApiError } from '../../../lib/api-error';
import { downloadApiFile } from '../../../lib/download-api-file';

/** `GET /station-slots/export`: every slot the list's filters find, as an `.xlsx` in the import template's columns. */
export async function downloadSlotList(query: StationSlotsExportQuery): Promise<void> {
  // Conditions left out are sent as nothing rather than as empty values.
  const searchParams = Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''),
  );
  await downloadApiFile({
    path: 'station-slots/export',
    searchParams,
    fallbackFileName: `${STATION_SLOT_EXPORT_FILE_NAME}.xlsx`,
  });
}

/** SLT00002: more slots than one import takes; the slots tab asks for narrower filters. */
export const isExportTooLarge = (error: unknown) => isApiError(error) && error.code === API_ERROR_CODES.slotExportTooLarge;

export function useDownloadSlotList() {
  return useMutation({ meta: { handledByScreen: isExportTooLarge }, mutationFn: downloadSlotList });
}
