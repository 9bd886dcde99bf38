import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { trialPermissionKeys } from './trial-permission-keys';
import { isTrialPermissionRefusal } from './trial-permission-refusal';

/** `DELETE /trial-permissions/{code}`: ends the grant in force; TRL00001 when there is none. */
export async function revokeTrialGrant(trialCompanyCode: string): Promise<void> {
  await apiClient.delete(`trial-permissions/${encodeURIComponent(trialCompanyCode)}`);
}

export function useRevokeTrialGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isTrialPermissionRefusal },
    mutationFn: revokeTrialGrant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trialPermissionKeys.all }),
  });
}
