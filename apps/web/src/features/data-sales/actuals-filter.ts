import { businessDateOf, dataSalesActualsQuerySchema, yearMonthSchema } from '@tvcm/contracts';
import { z } from 'zod';

/** How many months the list shows unless the address says otherwise: the last twelve, this one included. */
export const DEFAULT_ACTUALS_MONTHS = 12;

/** The `yyyy-MM` month `monthsLater` months after `month` (negative: before). */
export function addMonths(month: string, monthsLater: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + monthsLater, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * 販売実績一覧's query as the address keeps it (`?monthFrom=2026-04&monthTo=2026-09&segmentId=3`),
 * each parameter read by the contract's rule for it. Left out, the months are the last twelve to
 * this month on Japan's calendar; a range that runs backwards falls back to them.
 */
export function actualsFilterSchema(now: number) {
  const thisMonth = businessDateOf(now).slice(0, 7);
  return z
    .object({
      monthFrom: yearMonthSchema.default(addMonths(thisMonth, 1 - DEFAULT_ACTUALS_MONTHS)),
      monthTo: yearMonthSchema.default(thisMonth),
      segmentId: dataSalesActualsQuerySchema.shape.segmentId,
    })
    .refine((query) => query.monthFrom <= query.monthTo);
}
