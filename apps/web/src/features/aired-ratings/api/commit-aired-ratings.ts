import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AiredRatingsImport, API_ERROR_CODES } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { fileUpload } from '../../../lib/file-upload';
import { airedRatingKeys } from './aired-rating-keys';

/**
 * `POST /aired-ratings`: stores the file all or nothing, replacing the breaks of each station ×
 * date it names. The server reads the file again as things are then (a station moved, a date
 * passed), so IMP00002 means the file now has errors: nothing was stored.
 */
export async function commitAiredRatings(file: File): Promise<AiredRatingsImport> {
  const { entry } = await apiClient.post('aired-ratings', await fileUpload(file)).json<{ entry: AiredRatingsImport }>();
  return entry;
}

export const isUploadRefused = (error: unknown) => isApiError(error) && error.code === API_ERROR_CODES.airedRatingsInvalid;

export function useCommitAiredRatings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isUploadRefused },
    mutationFn: commitAiredRatings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: airedRatingKeys.all }),
  });
}
