import { useMutation } from '@tanstack/react-query';
import type { PointHistoryQuery } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { saveResponseAsFile } from '../../../lib/download-file';
import { pointHistorySearchParams } from './get-point-histories';

interface PointHistoriesDownload {
  companyCode: string;
  /** The period and kind shown; the CSV holds every page of it. */
  query: Omit<PointHistoryQuery, 'page'>;
  /** The name to save under should the answer not name the file. */
  fallbackFileName: string;
}

/**
 * `GET /points/companies/{companyCode}/histories.csv`: the whole period as a CSV that Excel opens
 * (UTF-8 with a BOM), under the Japanese name the server gives it.
 */
export async function downloadPointHistories({ companyCode, query, fallbackFileName }: PointHistoriesDownload): Promise<void> {
  const response = await apiClient.get(`points/companies/${encodeURIComponent(companyCode)}/histories.csv`, {
    searchParams: pointHistorySearchParams(query),
  });
  await saveResponseAsFile(response, fallbackFileName);
}

export function useDownloadPointHistories() {
  return useMutation({ mutationFn: downloadPointHistories });
}
