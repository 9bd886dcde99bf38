import { useMutation } from '@tanstack/react-query';
import type { WithdrawTrialRegistrationRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';

/** `POST /registrations/trials/withdraw` → 204: the tentative entry is withdrawn (withdrawing twice is fine). */
export async function withdrawTrialRegistration(request: WithdrawTrialRegistrationRequest): Promise<void> {
  await apiClient.post('registrations/trials/withdraw', { json: request });
}

export function useWithdrawTrialRegistration() {
  // The page explains a failure beside the form; a toast would say it a second time.
  return useMutation({ mutationFn: withdrawTrialRegistration, meta: { errorToast: false } });
}
