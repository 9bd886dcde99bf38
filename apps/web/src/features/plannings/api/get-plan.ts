import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanDetail } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { planKeys } from './plan-keys';

export async function getPlan(planId: number, { signal }: { signal?: AbortSignal } = {}): Promise<PlanDetail> {
  return apiClient.get(`plannings/${planId}`, { signal }).json<PlanDetail>();
}

/** `GET /plannings/{id}`: a saved plan with its conditions, lines and figures. */
export function planQueryOptions(planId: number) {
  return queryOptions({ queryKey: planKeys.detail(planId), queryFn: ({ signal }) => getPlan(planId, { signal }) });
}

export function usePlan(planId: number | null) {
  return useQuery({ ...planQueryOptions(planId ?? 0), enabled: planId !== null });
}
