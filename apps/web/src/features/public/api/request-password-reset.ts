import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';

/** `POST /password-resets` → 202, whether or not the account exists (no account enumeration). */
export async function requestPasswordReset(request: PasswordResetRequest): Promise<void> {
  await apiClient.post('password-resets', { json: request });
}

export function useRequestPasswordReset() {
  // The page explains a failure beside the form; a toast would say it a second time.
  return useMutation({ mutationFn: requestPasswordReset, meta: { errorToast: false } });
}
