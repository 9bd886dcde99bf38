/**
 * The query key of the notification flags (SPEC.md §3), here rather than in the notifications
 * feature so that a feature whose calls change the flags (opening a booking, answering one) can
 * have the badges asked again at once instead of at the next poll.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
};
