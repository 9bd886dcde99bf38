import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanListQuery, PlansResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { planKeys, planListSearchParams } from './plan-keys';

export async function getPlans(query: PlanListQuery, { signal }: { signal?: AbortSignal } = {}): Promise<PlansResponse> {
  return apiClient.get('plannings', { signal, searchParams: planListSearchParams(query) }).json<PlansResponse>();
}

/** `GET /plannings`: one page of the company's plans as filtered; the page shown stays while the next loads. */
export function plansQueryOptions(query: PlanListQuery) {
  return queryOptions({
    queryKey: planKeys.list(query),
    queryFn: ({ signal }) => getPlans(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePlans(query: PlanListQuery) {
  return useQuery(plansQueryOptions(query));
}
