import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalesBudgetInput, SalesBudgets } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { stationSalesKeys } from './station-sales-keys';

/** `PUT /station-sales/budgets`: one station-month's budget set, or cleared with null; answers that year's budgets. */
export async function saveSalesBudget(input: SalesBudgetInput): Promise<SalesBudgets> {
  return apiClient.put('station-sales/budgets', { json: input }).json<SalesBudgets>();
}

export function useSaveSalesBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSalesBudget,
    onSuccess: (budgets, input) =>
      queryClient.setQueryData(stationSalesKeys.budgetYear(Number(input.month.slice(0, 4))), budgets),
    // The pacing of every summary reads the budgets.
    onSettled: () => queryClient.invalidateQueries({ queryKey: stationSalesKeys.summaries() }),
  });
}
