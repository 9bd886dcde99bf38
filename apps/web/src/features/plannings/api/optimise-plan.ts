import { useMutation } from '@tanstack/react-query';
import type { PlanOptimisation, PlanOptimiseRequestInput } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { isPlanRefusal } from './plan-refusal';

/**
 * `POST /plannings/optimisations`: the best lines for the conditions, keeping the pinned ones and
 * leaving out the removed ones; with `question: 'budget'` the least budget that meets the goal.
 * The solver may take a second or two.
 */
export async function optimisePlan(request: PlanOptimiseRequestInput): Promise<PlanOptimisation> {
  return apiClient.post('plannings/optimisations', { json: request }).json<PlanOptimisation>();
}

export function useOptimisePlan() {
  return useMutation({ mutationFn: optimisePlan, meta: { handledByScreen: isPlanRefusal } });
}
