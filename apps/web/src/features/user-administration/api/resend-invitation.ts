import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isUserAdminRefusal } from './user-admin-refusal';
import { userAdministrationKeys } from './user-administration-keys';

/** `POST /admin/users/{userId}/invitation`: mails an invited user a fresh link that sets their password. */
export async function resendInvitation(userId: number): Promise<void> {
  await apiClient.post(`admin/users/${userId}/invitation`);
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isUserAdminRefusal },
    mutationFn: resendInvitation,
    // The resend is a line of the history.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userAdministrationKeys.all }),
  });
}
