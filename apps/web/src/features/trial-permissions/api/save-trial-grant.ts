import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveTrialGrantRequest, TrialCompany } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { trialPermissionKeys } from './trial-permission-keys';
import { isTrialPermissionRefusal } from './trial-permission-refusal';

/** `PUT /trial-permissions/{code}`: grants, or changes the grant in force; TRL04001 when the code names no trial company. */
export async function saveTrialGrant(trialCompanyCode: string, request: SaveTrialGrantRequest): Promise<TrialCompany> {
  return apiClient.put(`trial-permissions/${encodeURIComponent(trialCompanyCode)}`, { json: request }).json<TrialCompany>();
}

export function useSaveTrialGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isTrialPermissionRefusal },
    mutationFn: ({ trialCompanyCode, request }: { trialCompanyCode: string; request: SaveTrialGrantRequest }) =>
      saveTrialGrant(trialCompanyCode, request),
    // The list and the company's history both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: trialPermissionKeys.all }),
  });
}
