import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddPartnerRequest, API_ERROR_CODES, type PartnershipResult } from '@tvcm/contracts';
import { advertiserKeys } from '../../../lib/advertiser-queries';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { partnerRequestKeys } from './partner-requests';

/**
 * `POST /partners`: asks the company to be partners (REQUESTED until it accepts), or, when it had
 * asked first, makes the two partners (ACCEPTED). ADV00002 for a company the caller cannot work
 * with, ADV00003 from a trial company.
 */
export async function addPartner(request: AddPartnerRequest): Promise<PartnershipResult> {
  return apiClient.post('partners', { json: request }).json<PartnershipResult>();
}

/** The refusals the form explains on its field. */
export type PartnerRefusal = 'invalid' | 'trial';

export function partnerRefusal(error: unknown): PartnerRefusal | null {
  if (!isApiError(error)) return null;
  if (error.code === API_ERROR_CODES.companyUnsuitable) return 'invalid';
  if (error.code === API_ERROR_CODES.partnerRequestByTrial) return 'trial';
  return null;
}

export function useAddPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: (error: unknown) => partnerRefusal(error) !== null },
    mutationFn: addPartner,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: advertiserKeys.partners() }),
        queryClient.invalidateQueries({ queryKey: partnerRequestKeys.all() }),
      ]),
  });
}
