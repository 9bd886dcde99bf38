import { useMutation } from '@tanstack/react-query';
import type { DigitalSplitRequestInput, DigitalSplitResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { isPlanRefusal } from './plan-refusal';

/** `POST /plannings/digital-split`: the reach of each TV share of the budget, 0 to 100 %. */
export async function getDigitalSplit(request: DigitalSplitRequestInput): Promise<DigitalSplitResponse> {
  return apiClient.post('plannings/digital-split', { json: request }).json<DigitalSplitResponse>();
}

export function useDigitalSplit() {
  return useMutation({ mutationFn: getDigitalSplit, meta: { handledByScreen: isPlanRefusal } });
}
