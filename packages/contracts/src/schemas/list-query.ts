import { z } from 'zod';
import { oneLineText } from './plain-text';

/** A calendar date as an address carries it (`yyyy-MM-dd`), for the date filters of lists. */
export const isoDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

export const LIST_ORDERS = ['asc', 'desc'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

/** The highest page number a list is asked for: far past any real list, low enough to stay an integer offset. */
export const LIST_PAGE_MAX = 100_000;

/**
 * The part every filtered list shares: a search text `q`, a sort column from the list's own
 * whitelist, its direction and a 1-based page. A list extends it with its filters
 * (`listQuerySchema(…).extend({ status: …, stationId: … })`); the web keeps the result in the page's
 * address with `useListFilters` (apps/web/src/lib/list-filters.ts), so the names are the same on
 * both sides.
 */
export function listQuerySchema<Sort extends string>(options: {
  sorts: readonly [Sort, ...Sort[]];
  defaultSort: NoInfer<Sort>;
  searchMaxLength: number;
}) {
  return z.strictObject({
    q: oneLineText().trim().max(options.searchMaxLength).optional(),
    sort: z.enum(options.sorts).default(options.defaultSort),
    order: z.enum(LIST_ORDERS).default('desc'),
    page: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(1),
  });
}
