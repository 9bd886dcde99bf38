import { useMutation } from '@tanstack/react-query';
import type { PlanCandidatesRequestInput, PlanCandidatesResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { isPlanRefusal } from './plan-refusal';

/** `POST /plannings/candidates`: a page of the conditions' candidates, cheapest target CPM first. */
export async function getPlanCandidates(request: PlanCandidatesRequestInput): Promise<PlanCandidatesResponse> {
  return apiClient.post('plannings/candidates', { json: request }).json<PlanCandidatesResponse>();
}

/** A mutation rather than a query: the conditions are a body, and the buyer asks for them with a button. */
export function usePlanCandidates() {
  return useMutation({ mutationFn: getPlanCandidates, meta: { handledByScreen: isPlanRefusal } });
}
