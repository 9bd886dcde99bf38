import { useMutation } from '@tanstack/react-query';
import type { SalesSummaryQuery } from '@tvcm/contracts';
import { downloadApiFile } from '../../../lib/download-api-file';
import { searchParamsOf } from './station-sales-keys';

/** `GET /station-sales/summary.xlsx`: the same query as the screen's, as an Excel workbook. */
export async function downloadSalesSummary(query: SalesSummaryQuery): Promise<void> {
  await downloadApiFile({
    path: 'station-sales/summary.xlsx',
    searchParams: searchParamsOf(query),
    fallbackFileName: `販売管理_${query.dateFrom.replaceAll('-', '')}-${query.dateTo.replaceAll('-', '')}.xlsx`,
  });
}

export function useDownloadSalesSummary() {
  return useMutation({ mutationFn: downloadSalesSummary });
}
