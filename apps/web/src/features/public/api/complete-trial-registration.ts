import { useMutation } from '@tanstack/react-query';
import type { CompleteTrialRegistrationRequest, CompleteTrialRegistrationResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';

/** `POST /registrations/trials/complete` → 201: the trial company and its first user exist; the link is used up. */
export async function completeTrialRegistration(
  request: CompleteTrialRegistrationRequest,
): Promise<CompleteTrialRegistrationResponse> {
  return apiClient.post('registrations/trials/complete', { json: request }).json<CompleteTrialRegistrationResponse>();
}

export function useCompleteTrialRegistration() {
  // The page explains a failure beside the form; a toast would say it a second time.
  return useMutation({ mutationFn: completeTrialRegistration, meta: { errorToast: false } });
}
