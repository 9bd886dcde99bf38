import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, removeAuthorizationHeader, removeUserIdHeader } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export async function deleteSession(): Promise<void> {
  try {
    await apiClient.delete('sessions');
  } catch (error) {
    // Already ended (expired, or logged out in another tab): the outcome the user asked for.
    if (!isApiError(error, 401)) throw error;
  }
  removeUserIdHeader();
  removeAuthorizationHeader();
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    // Nothing fetched for the previous user may be shown to the next one.
    onSuccess: () => queryClient.removeQueries(),
  });
}
