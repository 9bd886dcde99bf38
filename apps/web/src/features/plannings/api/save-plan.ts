import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanDetail, PlanSaveRequestInput } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { planKeys } from './plan-keys';
import { isPlanRefusal } from './plan-refusal';

/** `POST /plannings` (a new plan) or `PUT /plannings/{id}` (a saved one): the server works out its figures. */
export async function savePlan(planId: number | null, request: PlanSaveRequestInput): Promise<PlanDetail> {
  return planId === null
    ? apiClient.post('plannings', { json: request }).json<PlanDetail>()
    : apiClient.put(`plannings/${planId}`, { json: request }).json<PlanDetail>();
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isPlanRefusal },
    mutationFn: ({ planId, request }: { planId: number | null; request: PlanSaveRequestInput }) => savePlan(planId, request),
    onSuccess: (plan) => queryClient.setQueryData(planKeys.detail(plan.id), plan),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.lists() }),
  });
}
