import type { NotificationsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';

/**
 * The caller's notification flags, as a plain fetcher apart from the query hook (the app's entry
 * asks for them early). The server answers with an ETag; the browser's HTTP cache revalidates
 * with If-None-Match by itself and hands back the cached body on a 304, so an unchanged poll
 * costs a few bytes and yields the same data (no re-render, thanks to structural sharing).
 */
export async function getNotifications({ signal }: { signal?: AbortSignal } = {}): Promise<NotificationsResponse> {
  return apiClient.get('notifications', { signal }).json<NotificationsResponse>();
}
