import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';

export const userKeys = {
  all: ['users'] as const,
  detail: (userId: number) => [...userKeys.all, userId] as const,
};

export async function getUser(userId: number, { signal }: { signal?: AbortSignal } = {}): Promise<User> {
  return apiClient.get(`users/${userId}`, { signal }).json<User>();
}

export function userQueryOptions(userId: number) {
  return queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => getUser(userId, { signal }),
    // The login guard has just read it when the shell and the page mount; the screens that change
    // the user invalidate it.
    staleTime: 60_000,
  });
}

export function useUser(userId: number) {
  return useQuery(userQueryOptions(userId));
}
