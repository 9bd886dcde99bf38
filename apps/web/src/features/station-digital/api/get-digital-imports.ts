import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DigitalProductKind, SlotImportHistory } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { apiPathOf } from '../kinds';
import { digitalKeys } from './digital-keys';

export async function getDigitalImports(kind: DigitalProductKind, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get(`digital-imports/${apiPathOf(kind)}`, { signal }).json<SlotImportHistory>();
}

/** `GET /digital-imports/{kind}`: the company's imports of the kind that created or changed products, newest first. */
export function digitalImportsQueryOptions(kind: DigitalProductKind) {
  return queryOptions({ queryKey: digitalKeys.history(kind), queryFn: ({ signal }) => getDigitalImports(kind, { signal }) });
}

export function useDigitalImports(kind: DigitalProductKind) {
  return useQuery(digitalImportsQueryOptions(kind));
}
