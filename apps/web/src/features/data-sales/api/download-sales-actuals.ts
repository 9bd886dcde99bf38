import { useMutation } from '@tanstack/react-query';
import { DATA_SALES_ACTUALS_FILE_NAME, type DataSalesActualsQuery } from '@tvcm/contracts';
import { downloadApiFile } from '../../../lib/download-api-file';
import { searchParamsOf } from './data-sales-keys';

/** `GET /target-data/sales-actuals.xlsx`: the same query as the screen's, as an Excel workbook with the same totals. */
export async function downloadSalesActuals(query: DataSalesActualsQuery): Promise<void> {
  await downloadApiFile({
    path: 'target-data/sales-actuals.xlsx',
    searchParams: searchParamsOf(query),
    fallbackFileName: `${DATA_SALES_ACTUALS_FILE_NAME}.xlsx`,
  });
}

export function useDownloadSalesActuals() {
  return useMutation({ mutationFn: downloadSalesActuals });
}
