import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyUser, UpdateCompanyUserRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { isUserAdminRefusal } from './user-admin-refusal';
import { userAdministrationKeys } from './user-administration-keys';

/** `PATCH /admin/users/{userId}`: the user's role, the licences given to them, or both. */
export async function updateCompanyUser(userId: number, request: UpdateCompanyUserRequest): Promise<CompanyUser> {
  return apiClient.patch(`admin/users/${userId}`, { json: request }).json<CompanyUser>();
}

export function useUpdateCompanyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isUserAdminRefusal },
    mutationFn: ({ userId, request }: { userId: number; request: UpdateCompanyUserRequest }) =>
      updateCompanyUser(userId, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userAdministrationKeys.all }),
  });
}
