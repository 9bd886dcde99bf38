import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ERROR_CODES, type DataExamination, type DataPurchase } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { dataSalesKeys } from './data-sales-keys';

/** `POST /target-data/examinations/:purchaseId`: approve (the buyer is licensed, its points debited) or return with the reason. */
export async function examinePurchase({
  purchaseId,
  examination,
}: {
  purchaseId: number;
  examination: DataExamination;
}): Promise<DataPurchase> {
  return apiClient.post(`target-data/examinations/${purchaseId}`, { json: examination }).json<DataPurchase>();
}

/**
 * TGD00002: examined already (by a colleague, or in another tab); TGD04002: gone. The dialog says
 * so itself: the list is fetched again and shows the purchase as it now is.
 */
export const isExaminationRefused = (error: unknown) =>
  isApiError(error) &&
  (error.code === API_ERROR_CODES.dataPurchaseExamined || error.code === API_ERROR_CODES.dataPurchaseNotFound);

export function useExaminePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isExaminationRefused },
    mutationFn: examinePurchase,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dataSalesKeys.examinations() }),
        queryClient.invalidateQueries({ queryKey: dataSalesKeys.actuals() }),
      ]),
  });
}
