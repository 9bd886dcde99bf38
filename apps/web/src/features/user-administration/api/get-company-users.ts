import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyUsersResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { userAdministrationKeys } from './user-administration-keys';

/** `GET /admin/users`: the caller's company's users, and the function licences the company can give them. */
export async function getCompanyUsers({ signal }: { signal?: AbortSignal } = {}): Promise<CompanyUsersResponse> {
  return apiClient.get('admin/users', { signal }).json<CompanyUsersResponse>();
}

export function companyUsersQueryOptions() {
  return queryOptions({
    queryKey: userAdministrationKeys.list(),
    queryFn: ({ signal }) => getCompanyUsers({ signal }),
  });
}

export function useCompanyUsers() {
  return useQuery(companyUsersQueryOptions());
}
