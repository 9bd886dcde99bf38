import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyUser } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { isUserAdminRefusal } from './user-admin-refusal';
import { userAdministrationKeys } from './user-administration-keys';

/** `DELETE /admin/users/{userId}/deactivation`: a deactivated user may log in again. */
export async function reactivateUser(userId: number): Promise<CompanyUser> {
  return apiClient.delete(`admin/users/${userId}/deactivation`).json<CompanyUser>();
}

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isUserAdminRefusal },
    mutationFn: reactivateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userAdministrationKeys.all }),
  });
}
