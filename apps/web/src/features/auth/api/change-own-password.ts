import { useMutation } from '@tanstack/react-query';
import { API_ERROR_CODES, type ChangeOwnPasswordRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** `PUT /users/{id}/password`: the user's own password, the current one required; every other session of theirs ends. */
export async function changeOwnPassword(userId: number, request: ChangeOwnPasswordRequest): Promise<void> {
  await apiClient.put(`users/${userId}/password`, { json: request });
}

/** USR00023: the current password typed was wrong, which the form says at that field. */
export const isCurrentPasswordWrong = (error: unknown) =>
  isApiError(error) && error.code === API_ERROR_CODES.currentPasswordWrong;

export function useChangeOwnPassword(userId: number) {
  return useMutation({
    meta: { handledByScreen: isCurrentPasswordWrong },
    mutationFn: (request: ChangeOwnPasswordRequest) => changeOwnPassword(userId, request),
  });
}
