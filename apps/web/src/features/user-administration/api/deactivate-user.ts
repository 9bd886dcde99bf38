import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyUser } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { isUserAdminRefusal } from './user-admin-refusal';
import { userAdministrationKeys } from './user-administration-keys';

/** `POST /admin/users/{userId}/deactivation`: the user can no longer log in, and their sessions end at once. */
export async function deactivateUser(userId: number): Promise<CompanyUser> {
  return apiClient.post(`admin/users/${userId}/deactivation`).json<CompanyUser>();
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isUserAdminRefusal },
    mutationFn: deactivateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userAdministrationKeys.all }),
  });
}
