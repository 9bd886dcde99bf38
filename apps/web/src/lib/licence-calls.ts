import type { LicenseResponse } from '@tvcm/contracts';
import { apiClient } from './api-client';

// The licence answer's call and key without TanStack Query: the app's entry asks for it before the
// query client has loaded (features/auth/api/early-login.ts), and any page may read it.

export const licenceKeys = {
  all: ['licences'] as const,
  base: () => [...licenceKeys.all, 'base'] as const,
};

/** The logged-in user's licences, which decide the side menu and the point balance (SPEC.md §6). */
export async function getLicence({ signal }: { signal?: AbortSignal } = {}): Promise<LicenseResponse> {
  return apiClient.get('auth/licenses/base', { signal }).json<LicenseResponse>();
}
