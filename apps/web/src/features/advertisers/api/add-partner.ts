import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddPartnerRequest, API_ERROR_CODES, type Partner } from '@tvcm/contracts';
import { advertiserKeys } from '../../../lib/advertiser-queries';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** `POST /partners`: adding one already there changes nothing; ADV00002 for a company the caller cannot work with. */
export async function addPartner(request: AddPartnerRequest): Promise<Partner> {
  return apiClient.post('partners', { json: request }).json<Partner>();
}

/** The form passed the contract's checks: a refusal means the code fits no company the caller may add. */
export const isPartnerRefused = (error: unknown) => isApiError(error) && error.code === API_ERROR_CODES.companyUnsuitable;

export function useAddPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isPartnerRefused },
    mutationFn: addPartner,
    onSettled: () => queryClient.invalidateQueries({ queryKey: advertiserKeys.partners() }),
  });
}
