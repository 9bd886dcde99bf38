import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Advertiser, SaveAdvertiserRequest } from '@tvcm/contracts';
import { advertiserKeys } from '../../../lib/advertiser-queries';
import { apiClient } from '../../../lib/api-client';
import { isAdvertiserRefusal } from './advertiser-refusal';

/** `POST /advertisers`: refused with ADV00001 for a code in use, ADV00002 for a linked company code that fits no advertiser company. */
export async function createAdvertiser(request: SaveAdvertiserRequest): Promise<Advertiser> {
  return apiClient.post('advertisers', { json: request }).json<Advertiser>();
}

/** The refusals of `advertiserRefusal` are the form's to show; anything else is the query client's toast. */
export function useCreateAdvertiser() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isAdvertiserRefusal },
    mutationFn: createAdvertiser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: advertiserKeys.list() }),
  });
}
