import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/download-api-file';

/** `GET /plannings/{id}/plan.xlsx`: the plan with its lines and figures. */
export function downloadPlan({ planId, fallbackFileName }: { planId: number; fallbackFileName: string }) {
  return downloadApiFile({ path: `plannings/${planId}/plan.xlsx`, fallbackFileName });
}

export function useDownloadPlan() {
  return useMutation({ mutationFn: downloadPlan });
}
