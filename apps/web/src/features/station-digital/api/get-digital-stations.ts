import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DigitalProductKind, OwnStations } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { apiPathOf } from '../kinds';
import { digitalKeys } from './digital-keys';

export async function getDigitalStations(kind: DigitalProductKind, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get(`station-digital-products/${apiPathOf(kind)}/stations`, { signal }).json<OwnStations>();
}

/** `GET /station-digital-products/{kind}/stations`: the stations the company sells, to filter the list by. */
export function digitalStationsQueryOptions(kind: DigitalProductKind) {
  return queryOptions({ queryKey: digitalKeys.stations(kind), queryFn: ({ signal }) => getDigitalStations(kind, { signal }) });
}

export function useDigitalStations(kind: DigitalProductKind) {
  return useQuery(digitalStationsQueryOptions(kind));
}
