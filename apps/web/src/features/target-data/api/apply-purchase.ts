import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ERROR_CODES, type DataPurchase, type DataPurchaseInput } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { pointKeys } from '../../../lib/point-status-query';
import { targetDataKeys } from './target-data-keys';

export async function applyPurchase(input: DataPurchaseInput): Promise<DataPurchase> {
  return apiClient.post('target-data/purchases', { json: input }).json<DataPurchase>();
}

/**
 * The refusals the procedure explains itself: points short (with the balance and the points asked
 * for, when the server gives them) and a segment no longer on offer for what was chosen.
 */
export type PurchaseRefusal =
  | { kind: 'pointsShort'; balance: number | null; required: number | null }
  | { kind: 'notPurchasable'; reason: string | null };

export function purchaseRefusal(error: unknown): PurchaseRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const item = error.body?.errors[0];
  // Error parameters travel as text.
  const number = (value: string | undefined) =>
    value === undefined || value === '' || Number.isNaN(Number(value)) ? null : Number(value);
  switch (item?.code) {
    case API_ERROR_CODES.pointsInsufficient:
      return { kind: 'pointsShort', balance: number(item.params?.balance), required: number(item.params?.required) };
    case API_ERROR_CODES.segmentNotPurchasable: {
      const reason = item.params?.reason;
      return { kind: 'notPurchasable', reason: typeof reason === 'string' ? reason : null };
    }
    default:
      return null;
  }
}

/**
 * `POST /target-data/purchases`: the points are reserved at once, so the balance (the top bar's
 * query) is asked for again, and the history shows the new application.
 */
export function useApplyPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPurchase,
    meta: { handledByScreen: (error: unknown) => purchaseRefusal(error) !== null },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pointKeys.all }),
        queryClient.invalidateQueries({ queryKey: targetDataKeys.all }),
      ]),
  });
}
