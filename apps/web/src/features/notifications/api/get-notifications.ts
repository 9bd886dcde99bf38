import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_POLLING_MS, type NotificationsResponse } from '@tvcm/contracts';
import { takeEarlyAnswer } from '../../../lib/early-answers';
import { notificationKeys } from '../../../lib/notification-keys';
import { getNotifications } from './fetch-notifications';

export { getNotifications };

/**
 * Polled while any logged-in screen shows the badges (SPEC.md §4, §9). Logging out removes the
 * query and leaves the shell, which ends the polling. A hidden tab pauses (TanStack's default),
 * since nobody sees the badges there.
 */
export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) => takeEarlyAnswer<NotificationsResponse>(notificationKeys.all) ?? getNotifications({ signal }),
    refetchInterval: NOTIFICATION_POLLING_MS,
    // Polled anyway: a screen mounting within a poll's interval (the top page after the shell's
    // prefetch) reads the last answer instead of asking again.
    staleTime: NOTIFICATION_POLLING_MS,
    // No screen shows the poll's failures, so each one is a toast; repeats replace each other.
    meta: { errorToast: true },
  });
}

export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
