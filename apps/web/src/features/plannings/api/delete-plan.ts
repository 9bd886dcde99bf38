import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { planKeys } from './plan-keys';

/** `DELETE /plannings/{id}`. */
export async function deletePlan(planId: number): Promise<void> {
  await apiClient.delete(`plannings/${planId}`);
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.lists() }),
  });
}
