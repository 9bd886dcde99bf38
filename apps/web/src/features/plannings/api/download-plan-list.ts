import { useMutation } from '@tanstack/react-query';
import type { PlanListQuery } from '@tvcm/contracts';
import { downloadApiFile } from '../../../lib/download-api-file';
import { planListSearchParams } from './plan-keys';

/** `GET /plannings.xlsx`: the filtered list, every page, in the list's order. */
export function downloadPlanList({ query, fallbackFileName }: { query: PlanListQuery; fallbackFileName: string }) {
  const { page: _page, ...listed } = query;
  const searchParams = Object.fromEntries(planListSearchParams(listed));
  return downloadApiFile({ path: 'plannings.xlsx', searchParams, fallbackFileName });
}

export function useDownloadPlanList() {
  return useMutation({ mutationFn: downloadPlanList });
}
