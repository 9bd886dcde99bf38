import { useMutation } from '@tanstack/react-query';
import type { StationAnalysisQuery } from '@tvcm/contracts';
import { downloadApiFile } from '../../../lib/download-api-file';
import { i18n } from '../../../lib/i18n';
import { searchParamsOf } from './post-buy-keys';

/** `GET /station-analysis.xlsx`: the screen's query as an Excel workbook, saved under the name the server gives. */
export async function downloadStationAnalysis(query: StationAnalysisQuery): Promise<void> {
  await downloadApiFile({
    path: 'station-analysis.xlsx',
    searchParams: searchParamsOf(query),
    fallbackFileName: `${i18n.t('postBuy.stationFileName')}.xlsx`,
  });
}

export function useDownloadStationAnalysis() {
  return useMutation({ mutationFn: downloadStationAnalysis });
}
