import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserRequest, User } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from './get-user';

/** `PATCH /users/{id}`: the user's own display name, or their acceptance of the terms of service. */
export async function updateUser(userId: number, changes: UpdateUserRequest): Promise<User> {
  return apiClient.patch(`users/${userId}`, { json: changes }).json<User>();
}

/**
 * Saves changes to the logged-in user. The answer replaces the cached user at once (the top bar's
 * name, the login guard's terms check), and the user is fetched again to stay in step with the
 * server. Failures become toasts (the query client's default for mutations).
 */
export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateUserRequest) => updateUser(userId, changes),
    onSuccess: async (user) => {
      queryClient.setQueryData(userKeys.detail(userId), user);
      await queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) });
    },
  });
}
