import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ERROR_CODES } from '@tvcm/contracts';
import { advertiserKeys } from '../../../lib/advertiser-queries';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** `DELETE /advertisers/{id}`: archives the advertiser, which leaves the list; ADV04001 if it already has. */
export async function archiveAdvertiser(advertiserId: number): Promise<void> {
  await apiClient.delete(`advertisers/${advertiserId}`);
}

export const isAdvertiserGone = (error: unknown) => isApiError(error) && error.code === API_ERROR_CODES.advertiserNotFound;

export function useArchiveAdvertiser() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isAdvertiserGone },
    mutationFn: archiveAdvertiser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: advertiserKeys.list() }),
  });
}
