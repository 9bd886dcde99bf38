import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotImportHistory } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { stationSlotKeys } from './station-slot-keys';

export async function getSlotImports({ signal }: { signal?: AbortSignal } = {}): Promise<SlotImportHistory> {
  return apiClient.get('slot-imports', { signal }).json<SlotImportHistory>();
}

/** `GET /slot-imports`: the company's imports that created or changed slots, newest first. */
export function slotImportsQueryOptions() {
  return queryOptions({ queryKey: stationSlotKeys.history(), queryFn: ({ signal }) => getSlotImports({ signal }) });
}

export function useSlotImports() {
  return useQuery(slotImportsQueryOptions());
}
