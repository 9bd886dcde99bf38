import type { PlanListQuery } from '@tvcm/contracts';

export const planKeys = {
  all: ['plannings'] as const,
  lists: () => [...planKeys.all, 'list'] as const,
  list: (query: PlanListQuery) => [...planKeys.lists(), query] as const,
  detail: (planId: number) => [...planKeys.all, 'detail', planId] as const,
};

/** A list query as the API's address parameters: the same names as the page's own address. */
export function planListSearchParams(query: Partial<PlanListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}
