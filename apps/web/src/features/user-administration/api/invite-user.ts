import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyUser, InviteUserRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { isUserAdminRefusal } from './user-admin-refusal';
import { userAdministrationKeys } from './user-administration-keys';

/** `POST /admin/users`: creates the user as invited and mails them the link that sets their password. */
export async function inviteUser(request: InviteUserRequest): Promise<CompanyUser> {
  return apiClient.post('admin/users', { json: request }).json<CompanyUser>();
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isUserAdminRefusal },
    mutationFn: inviteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userAdministrationKeys.all }),
  });
}
