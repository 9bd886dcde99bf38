import { useMutation } from '@tanstack/react-query';
import type { CompletePasswordResetRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';

/** `POST /password-resets/complete` → 204: new password set, link used up, every session of the user ended. */
export async function completePasswordReset(request: CompletePasswordResetRequest): Promise<void> {
  await apiClient.post('password-resets/complete', { json: request });
}

export function useCompletePasswordReset() {
  // The page explains a failure beside the form; a toast would say it a second time.
  return useMutation({ mutationFn: completePasswordReset, meta: { errorToast: false } });
}
