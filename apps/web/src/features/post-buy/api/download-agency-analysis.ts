import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/download-api-file';
import { i18n } from '../../../lib/i18n';
import type { AgencyAnalysisRequest } from '../analysis-query';
import { searchParamsOf } from './post-buy-keys';

/** `GET /agency-analysis.xlsx`: the screen's query as an Excel workbook, saved under the name the server gives. */
export async function downloadAgencyAnalysis(query: AgencyAnalysisRequest): Promise<void> {
  await downloadApiFile({
    path: 'agency-analysis.xlsx',
    searchParams: searchParamsOf(query),
    fallbackFileName: `${i18n.t('postBuy.agencyFileName')}.xlsx`,
  });
}

export function useDownloadAgencyAnalysis() {
  return useMutation({ mutationFn: downloadAgencyAnalysis });
}
