import { useMutation } from '@tanstack/react-query';
import {
  API_ERROR_CODES,
  DIGITAL_EXPORT_FILE_NAMES,
  type DigitalProductKind,
  type StationDigitalProductsExportQuery,
} from '@tvcm/contracts';
import { isApiError } from '../../../lib/api-error';
import { downloadApiFile } from '../../../lib/download-api-file';
import { apiPathOf } from '../kinds';
import { searchParamsOf } from './get-station-digital-products';

/** `GET /station-digital-products/{kind}/export`: every product the filters find, as an `.xlsx` in the template's columns. */
export async function downloadDigitalProducts(kind: DigitalProductKind, query: StationDigitalProductsExportQuery): Promise<void> {
  await downloadApiFile({
    path: `station-digital-products/${apiPathOf(kind)}/export`,
    searchParams: searchParamsOf(query),
    fallbackFileName: `${DIGITAL_EXPORT_FILE_NAMES[kind]}.xlsx`,
  });
}

export const isExportTooLarge = (error: unknown) => isApiError(error) && error.code === API_ERROR_CODES.slotExportTooLarge;

export function useDownloadDigitalProducts(kind: DigitalProductKind) {
  return useMutation({
    meta: { handledByScreen: isExportTooLarge },
    mutationFn: (query: StationDigitalProductsExportQuery) => downloadDigitalProducts(kind, query),
  });
}
