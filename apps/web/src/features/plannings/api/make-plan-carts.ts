import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanCartsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { planKeys } from './plan-keys';
import { isPlanRefusal } from './plan-refusal';

/** `POST /plannings/{id}/carts`: one cart per area for the TV lines, one streaming cart for the digital lines. */
export async function makePlanCarts(planId: number): Promise<PlanCartsResponse> {
  return apiClient.post(`plannings/${planId}/carts`).json<PlanCartsResponse>();
}

export function useMakePlanCarts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makePlanCarts,
    meta: { handledByScreen: isPlanRefusal },
    // The plan's status and its carts change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}
