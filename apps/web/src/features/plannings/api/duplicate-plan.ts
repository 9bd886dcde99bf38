import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanSummary } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { planKeys } from './plan-keys';

/** `POST /plannings/{id}/duplicates`: a copy of the plan, its lines and conditions. */
export async function duplicatePlan(planId: number): Promise<PlanSummary> {
  return apiClient.post(`plannings/${planId}/duplicates`).json<PlanSummary>();
}

export function useDuplicatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicatePlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.lists() }),
  });
}
