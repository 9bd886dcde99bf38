import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Advertiser, SaveAdvertiserRequest } from '@tvcm/contracts';
import { advertiserKeys } from '../../../lib/advertiser-queries';
import { apiClient } from '../../../lib/api-client';
import { isAdvertiserRefusal } from './advertiser-refusal';

/** `PUT /advertisers/{id}`: its fields and brands replaced; ADV04001 once it is archived. */
export async function updateAdvertiser(advertiserId: number, request: SaveAdvertiserRequest): Promise<Advertiser> {
  return apiClient.put(`advertisers/${advertiserId}`, { json: request }).json<Advertiser>();
}

export function useUpdateAdvertiser() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isAdvertiserRefusal },
    mutationFn: ({ advertiserId, request }: { advertiserId: number; request: SaveAdvertiserRequest }) =>
      updateAdvertiser(advertiserId, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: advertiserKeys.list() }),
  });
}
