import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_ERROR_CODES, type PartnerRequestsResponse, type PartnershipResult } from '@tvcm/contracts';
import { advertiserKeys } from '../../../lib/advertiser-queries';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** The partnership requests waiting between the company and others, kept beside its partners. */
export const partnerRequestKeys = { all: () => [...advertiserKeys.all, 'partner-requests'] as const };

/** `GET /partners/requests`: those other companies sent (to answer) and those the company sent (waiting). */
export function usePartnerRequests() {
  return useQuery(
    queryOptions({
      queryKey: partnerRequestKeys.all(),
      queryFn: ({ signal }) => apiClient.get('partners/requests', { signal }).json<PartnerRequestsResponse>(),
    }),
  );
}

/** After any answer both lists may have changed: a request accepted is a partner now. */
function useInvalidatePartnerships() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: advertiserKeys.partners() }),
      queryClient.invalidateQueries({ queryKey: partnerRequestKeys.all() }),
    ]);
}

/** ADV04002: the request was withdrawn or answered meanwhile (in another tab, by a colleague). */
export const isRequestGone = (error: unknown) => isApiError(error) && error.code === API_ERROR_CODES.partnerRequestNotFound;

/** `POST /partners/requests/{code}/acceptance`: the company that asked becomes a partner. */
export function useAcceptPartnerRequest() {
  const invalidate = useInvalidatePartnerships();
  return useMutation({
    meta: { handledByScreen: isRequestGone },
    mutationFn: (companyCode: string) =>
      apiClient.post(`partners/requests/${encodeURIComponent(companyCode)}/acceptance`).json<PartnershipResult>(),
    onSettled: invalidate,
  });
}

/** `DELETE /partners/requests/{code}`: declines a request received, or withdraws one sent. */
export function useCancelPartnerRequest() {
  const invalidate = useInvalidatePartnerships();
  return useMutation({
    mutationFn: async (companyCode: string) => {
      await apiClient.delete(`partners/requests/${encodeURIComponent(companyCode)}`);
    },
    onSettled: invalidate,
  });
}
