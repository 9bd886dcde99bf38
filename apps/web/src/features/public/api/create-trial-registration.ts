import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type TrialRegistrationRequest, type TrialRegistrationResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';

export interface CreateTrialRegistrationInput {
  form: TrialRegistrationRequest;
  /** One per filled-in form: a repeated submission with it is answered, not repeated (no second entry, no second mail). */
  idempotencyKey: string;
}

/** `POST /registrations/trials` → 201: a tentative entry, and the confirmation mail on its way. */
export async function createTrialRegistration({
  form,
  idempotencyKey,
}: CreateTrialRegistrationInput): Promise<TrialRegistrationResponse> {
  return apiClient
    .post('registrations/trials', { json: form, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })
    .json<TrialRegistrationResponse>();
}

export function useCreateTrialRegistration() {
  // The page explains a failure beside the form; a toast would say it a second time.
  return useMutation({ mutationFn: createTrialRegistration, meta: { errorToast: false } });
}
