import type { AreasResponse } from '@tvcm/contracts';
import { apiClient } from './api-client';

// The areas' call and key without TanStack Query: the program guide's entry asks for them before
// its code has loaded (app/routes/program-guide/early-program-guide.ts).

/** Under the inventory's keys, which the program guide's other calls share. */
export const areaKeys = {
  list: () => ['inventory', 'areas'] as const,
};

export async function getAreas({ signal }: { signal?: AbortSignal } = {}): Promise<AreasResponse> {
  return apiClient.get('areas', { signal }).json<AreasResponse>();
}
