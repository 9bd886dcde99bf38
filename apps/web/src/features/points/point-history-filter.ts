import {
  addDays,
  businessDateOf,
  businessDateSchema,
  POINT_KINDS,
  type PointHistoryQuery,
  type PointKind,
  pointHistoryQuerySchema,
} from '@tvcm/contracts';
import { z } from 'zod';

/**
 * The history's filter as the user sees it and as the address keeps it (`?from=…&to=…&kind=…&page=…`):
 * `to` is the last day shown, included. The API's `to` is the day after it (SPEC.md §7), which
 * only `historyQueryOf` works out, so a reload or a shared link shows the days the user chose.
 */
export interface PointHistoryFilter {
  from: string;
  to: string;
  kind: PointKind | undefined;
  page: number;
}

export const PERIOD_PRESETS = ['thisMonth', 'lastMonth', 'last3Months'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

interface Period {
  from: string;
  to: string;
}

/** The first day of the month `monthsLater` months after the month of `date` (negative: before). */
function monthStart(date: string, monthsLater: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + monthsLater, 1)).toISOString().slice(0, 10);
}

/**
 * The quick choices, on Japan's calendar whatever the browser's zone. Each ends on a month's last
 * day: this month and the last three months run to the end of this month, as the default does.
 */
export function periodOf(preset: PeriodPreset, now: number = Date.now()): Period {
  const today = businessDateOf(now);
  const endOfThisMonth = addDays(monthStart(today, 1), -1);
  switch (preset) {
    case 'thisMonth':
      return { from: monthStart(today, 0), to: endOfThisMonth };
    case 'lastMonth':
      return { from: monthStart(today, -1), to: addDays(monthStart(today, 0), -1) };
    case 'last3Months':
      return { from: monthStart(today, -2), to: endOfThisMonth };
  }
}

/** The quick choice a period is, if it is one. */
export function presetOf(period: Period, now: number = Date.now()): PeriodPreset | undefined {
  return PERIOD_PRESETS.find((preset) => {
    const candidate = periodOf(preset, now);
    return candidate.from === period.from && candidate.to === period.to;
  });
}

/** What the API is asked for: the same filter with the day after the last day as its exclusive end. */
export function historyQueryOf(filter: PointHistoryFilter): PointHistoryQuery {
  return { from: filter.from, to: addDays(filter.to, 1), kind: filter.kind, page: filter.page };
}

const kindSchema = z.enum(POINT_KINDS);
const pageSchema = pointHistoryQuerySchema.shape.page;

/**
 * The filter an address names. Each parameter is read with the contract's rule for it; a period
 * the API would refuse (typed by hand, or half missing) is replaced by this month.
 */
export function pointHistoryFilterOf(params: URLSearchParams, now: number = Date.now()): PointHistoryFilter {
  const from = businessDateSchema.safeParse(params.get('from'));
  const to = businessDateSchema.safeParse(params.get('to'));
  const kind = kindSchema.safeParse(params.get('kind'));
  const page = pageSchema.safeParse(params.get('page') ?? undefined);
  const chosen = from.success && to.success ? { from: from.data, to: to.data } : undefined;
  const period =
    chosen && pointHistoryQuerySchema.safeParse({ ...chosen, to: addDays(chosen.to, 1) }).success
      ? chosen
      : periodOf('thisMonth', now);
  return { ...period, kind: kind.success ? kind.data : undefined, page: page.success ? page.data : 1 };
}

/** The address's parameters for a filter; the first page and "every kind" are left out. */
export function searchParamsOf(filter: PointHistoryFilter): URLSearchParams {
  const params = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}
