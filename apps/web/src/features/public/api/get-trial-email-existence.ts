import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { publicKeys } from './public-keys';

interface TrialEmailExistence {
  exists: boolean;
}

/** `GET /users/trials/emails/{email}/existence`: whether a trial account already uses the address. */
export async function getTrialEmailExistence(
  email: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TrialEmailExistence> {
  return apiClient.get(`users/trials/emails/${encodeURIComponent(email)}/existence`, { signal }).json<TrialEmailExistence>();
}

export function trialEmailExistenceQueryOptions(email: string) {
  return queryOptions({
    queryKey: publicKeys.trialEmailExistence(email),
    queryFn: ({ signal }) => getTrialEmailExistence(email, { signal }),
    // An address checked once stays checked while the form is open; the server has the last word on submit.
    staleTime: Number.POSITIVE_INFINITY,
    // A hint while typing, not worth retrying: the submission is checked again anyway.
    retry: false,
    meta: { errorToast: false },
  });
}

/**
 * Whether the (normalised, well-formed) address already has a trial account; `undefined` while
 * unknown. `null` asks nothing, e.g. while the address is still incomplete.
 */
export function useTrialEmailExistence(email: string | null): boolean | undefined {
  const query = useQuery({ ...trialEmailExistenceQueryOptions(email ?? ''), enabled: email !== null });
  return email === null ? undefined : query.data?.exists;
}
