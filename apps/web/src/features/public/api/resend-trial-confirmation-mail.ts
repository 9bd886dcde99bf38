import { useMutation } from '@tanstack/react-query';
import type { TrialConfirmationMailRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';

/**
 * `POST /registrations/trials/confirmation-mails` → 202, whether or not the address has an entry
 * waiting (no enumeration); the mail, if any, goes out afterwards.
 */
export async function resendTrialConfirmationMail(request: TrialConfirmationMailRequest): Promise<void> {
  await apiClient.post('registrations/trials/confirmation-mails', { json: request });
}

export function useResendTrialConfirmationMail() {
  // The dialog explains a failure beside the form; a toast would say it a second time.
  return useMutation({ mutationFn: resendTrialConfirmationMail, meta: { errorToast: false } });
}
