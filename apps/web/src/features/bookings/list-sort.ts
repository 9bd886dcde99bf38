import type { BookingSummary } from '@tvcm/contracts';

/**
 * The lists' sort, in the main site's address terms (the menu links to
 * `/agency/bookings?sort=application_date&order=desc`), so its bookmarks keep working.
 */
export const LIST_SORTS = ['application_date', 'updated_at'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export type ListOrder = 'asc' | 'desc';

/** The table's columns that sort, and by what. */
export const SORTABLE_COLUMNS = {
  appliedAt: 'application_date',
  receivedAt: 'application_date',
  updatedAt: 'updated_at',
} as const satisfies Record<string, ListSort>;

export function listSortOf(params: URLSearchParams): { sort: ListSort; order: ListOrder } {
  const sort = params.get('sort');
  return {
    sort: LIST_SORTS.find((candidate) => candidate === sort) ?? 'application_date',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

/** Sorted on the page: the API answers newest application first, and with at most BOOKING_LIST_MAX rows. */
export function sortBookings(bookings: BookingSummary[], sort: ListSort, order: ListOrder): BookingSummary[] {
  const field = sort === 'updated_at' ? 'updatedAt' : 'appliedAt';
  const sign = order === 'asc' ? 1 : -1;
  const time = (booking: BookingSummary) => Date.parse(booking[field]) || 0;
  return [...bookings].sort((a, b) => sign * (time(a) - time(b) || a.id - b.id));
}
