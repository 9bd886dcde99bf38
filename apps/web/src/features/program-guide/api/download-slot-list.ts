import { useMutation } from '@tanstack/react-query';
import type { SlotListExportQueryInput } from '@tvcm/contracts';
import { downloadApiFile } from '../../../lib/download-api-file';
import { toSearchParams } from './query-string';

interface SlotListDownload {
  query: SlotListExportQueryInput;
  fallbackFileName: string;
}

/** `GET /slots.xlsx`: the list with its conditions and order, every page at once. */
export function downloadSlotList({ query, fallbackFileName }: SlotListDownload): Promise<void> {
  return downloadApiFile({ path: 'slots.xlsx', searchParams: toSearchParams(query), fallbackFileName });
}

export function useDownloadSlotList() {
  return useMutation({ mutationFn: downloadSlotList });
}
