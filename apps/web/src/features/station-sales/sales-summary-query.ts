import {
  businessDateOf,
  businessDateSchema,
  daysBetween,
  lastDayOfMonth,
  SALES_SUMMARY_MAX_DAYS,
  type SalesSummaryQuery,
  salesSummaryQuerySchema,
  yearMonthSchema,
} from '@tvcm/contracts';
import { z } from 'zod';

/** How the period is chosen: a month, a calendar quarter or any run of days. */
export const SALES_PERIOD_KINDS = ['month', 'quarter', 'range'] as const;
export type SalesPeriodKind = (typeof SALES_PERIOD_KINDS)[number];

/** A calendar quarter as the address keeps it: `2026-Q4` (October to December). */
export const quarterSchema = z.string().regex(/^\d{4}-Q[1-4]$/);

/** The `yyyy-MM` month `monthsLater` months after `month` (negative: before). */
export function addMonths(month: string, monthsLater: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + monthsLater, 1)).toISOString().slice(0, 7);
}

/** The quarter a `yyyy-MM` month falls in. */
export function quarterOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${year}-Q${Math.ceil(number / 3)}`;
}

/** A quarter's first and last months. */
export function quarterMonths(quarter: string): { year: number; number: number; from: string; to: string } {
  const [year, number] = [Number(quarter.slice(0, 4)), Number(quarter.slice(6))];
  const from = `${year}-${String(number * 3 - 2).padStart(2, '0')}`;
  return { year, number, from, to: addMonths(from, 2) };
}

/** Whether a run of days is one the summary answers: in order, and no longer than the contract's limit. */
export function rangeValid(dateFrom: string, dateTo: string): boolean {
  return dateFrom <= dateTo && daysBetween(dateFrom, dateTo) < SALES_SUMMARY_MAX_DAYS;
}

/**
 * 販売管理's conditions as the address keeps them (`?period=quarter&quarter=2026-Q3&grouping=week`),
 * each parameter read by the contract's rule for it. Left out, the period is last month on Japan's
 * calendar; a run of days the summary would refuse falls back to the defaults.
 */
export function salesSummaryAddressSchema(now: number) {
  const lastMonth = addMonths(businessDateOf(now).slice(0, 7), -1);
  const fields = salesSummaryQuerySchema.shape;
  return z
    .object({
      station: fields.station,
      period: z.enum(SALES_PERIOD_KINDS).default('month'),
      month: yearMonthSchema.default(lastMonth),
      quarter: quarterSchema.default(quarterOf(lastMonth)),
      dateFrom: businessDateSchema.default(`${lastMonth}-01`),
      dateTo: businessDateSchema.default(lastDayOfMonth(lastMonth)),
      basis: fields.basis,
      product: fields.product,
      grouping: fields.grouping,
      target: fields.target,
      ratingType: fields.ratingType,
    })
    .refine((address) => rangeValid(address.dateFrom, address.dateTo));
}
export type SalesSummaryAddress = z.infer<ReturnType<typeof salesSummaryAddressSchema>>;

/** The days the conditions cover. */
export function periodOf(address: Pick<SalesSummaryAddress, 'period' | 'month' | 'quarter' | 'dateFrom' | 'dateTo'>): {
  dateFrom: string;
  dateTo: string;
} {
  if (address.period === 'month') return { dateFrom: `${address.month}-01`, dateTo: lastDayOfMonth(address.month) };
  if (address.period === 'quarter') {
    const { from, to } = quarterMonths(address.quarter);
    return { dateFrom: `${from}-01`, dateTo: lastDayOfMonth(to) };
  }
  return { dateFrom: address.dateFrom, dateTo: address.dateTo };
}

/** The API's query for the conditions (the summary, its workbook). */
export function summaryQueryOf(address: SalesSummaryAddress): SalesSummaryQuery {
  return {
    station: address.station,
    ...periodOf(address),
    basis: address.basis,
    product: address.product,
    grouping: address.grouping,
    target: address.target,
    ratingType: address.ratingType,
  };
}
