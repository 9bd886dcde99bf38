import { useMutation, useQueryClient } from '@tanstack/react-query';
import { advertiserKeys } from '../../../lib/advertiser-queries';
import { apiClient } from '../../../lib/api-client';

/** `DELETE /partners/{code}`: removing a partnership that is not there changes nothing. */
export async function removePartner(companyCode: string): Promise<void> {
  await apiClient.delete(`partners/${encodeURIComponent(companyCode)}`);
}

export function useRemovePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePartner,
    onSettled: () => queryClient.invalidateQueries({ queryKey: advertiserKeys.partners() }),
  });
}
