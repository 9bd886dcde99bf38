import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isUserAdminRefusal } from './user-admin-refusal';
import { userAdministrationKeys } from './user-administration-keys';

/** `POST /admin/users/{userId}/password-reset`: mails an active user the link that sets a new password. */
export async function sendPasswordResetMail(userId: number): Promise<void> {
  await apiClient.post(`admin/users/${userId}/password-reset`);
}

export function useSendPasswordResetMail() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isUserAdminRefusal },
    mutationFn: sendPasswordResetMail,
    // The mail sent is a line of the history.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userAdministrationKeys.all }),
  });
}
