import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PasswordResetTokenResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { publicKeys } from './public-keys';

/** `GET /password-resets/tokens/{token}`: the account a reset link is for (410 LNK01001 when unknown, used or expired). */
export async function getPasswordResetToken(
  token: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PasswordResetTokenResponse> {
  return apiClient.get(`password-resets/tokens/${encodeURIComponent(token)}`, { signal }).json<PasswordResetTokenResponse>();
}

export function passwordResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: publicKeys.passwordResetToken(token),
    queryFn: ({ signal }) => getPasswordResetToken(token, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function usePasswordResetToken(token: string) {
  return useQuery(passwordResetTokenQueryOptions(token));
}
