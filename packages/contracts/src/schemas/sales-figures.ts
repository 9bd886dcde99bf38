import { z } from 'zod';
import { broadcastSeconds, RATING_TYPES, TARGETS } from '../broadcast';
import { daysBetween } from '../business-date';
import { DECLINE_REASONS } from './bookings';
import { idParam } from './ids';
import { businessDateSchema } from './program-guide';
import { yearMonthSchema } from './target-data';

/**
 * 販売管理 (`/station/sales_summary`): what a station company sold through the product, for how much,
 * against what it had on sale and against its monthly budget. Money in yen, ratings in basis points
 * of a percent (RATING_SCALE), percentages with one decimal.
 */

/** The longest period one answer covers: a year and a day (a leap year's whole year). */
export const SALES_SUMMARY_MAX_DAYS = 366;

/**
 * The bands of a station's broadcast day its sales desk reads figures by (our choice, on the
 * 29-hour clock, start inclusive, end exclusive): 朝 5–9, 午前 9–12, 昼 12–17, 夕方 17–19,
 * ゴールデン 19–22, プライム 22–23, 深夜 23–29. The seven cover the day without overlap.
 */
export const SALES_TIME_BANDS = [
  { id: 'morning', from: broadcastSeconds(5), to: broadcastSeconds(9) },
  { id: 'forenoon', from: broadcastSeconds(9), to: broadcastSeconds(12) },
  { id: 'daytime', from: broadcastSeconds(12), to: broadcastSeconds(17) },
  { id: 'evening', from: broadcastSeconds(17), to: broadcastSeconds(19) },
  { id: 'golden', from: broadcastSeconds(19), to: broadcastSeconds(22) },
  { id: 'prime', from: broadcastSeconds(22), to: broadcastSeconds(23) },
  { id: 'lateNight', from: broadcastSeconds(23), to: broadcastSeconds(29) },
] as const;
export type SalesTimeBand = (typeof SALES_TIME_BANDS)[number]['id'];
export const SALES_TIME_BAND_IDS = SALES_TIME_BANDS.map((band) => band.id) as [SalesTimeBand, ...SalesTimeBand[]];

/** The band a start time (seconds from 05:00) falls in. */
export function salesTimeBandOf(startSecond: number): SalesTimeBand {
  return (SALES_TIME_BANDS.find((band) => startSecond >= band.from && startSecond < band.to) ?? SALES_TIME_BANDS[6]).id;
}

/** Which day a sale counts on: the slot's broadcast date, or the day its booking was contracted (契約成立). */
export const SALES_PERIOD_BASES = ['broadcast', 'contract'] as const;
export type SalesPeriodBasis = (typeof SALES_PERIOD_BASES)[number];

/** What was sold: normal and last-minute TV slots (kind_cm 1 and 2), streaming and 1-day products. */
export const SALES_PRODUCTS = ['tv', 'normal', 'lastMinute', 'streaming', 'oneday'] as const;
export type SalesProduct = (typeof SALES_PRODUCTS)[number];

/**
 * How the rows are grouped. Month and week (keys `yyyy-MM` and the Monday `yyyy-MM-dd`), weekday ×
 * band (`<weekday 0–6>:<band id>`), programme (its title), buyer company, advertiser, industry.
 * Groupings by who bought have no inventory figures (units on sale are nobody's yet). Streaming and
 * 1-day products have no time of day: their weekday × band rows are keyed by the weekday alone.
 */
export const SALES_GROUPINGS = ['month', 'week', 'weekdayBand', 'programme', 'buyer', 'advertiser', 'industry'] as const;
export type SalesGrouping = (typeof SALES_GROUPINGS)[number];
export const SALES_INVENTORY_GROUPINGS: readonly SalesGrouping[] = ['month', 'week', 'weekdayBand', 'programme'];

/** `GET /station-sales/summary` and `GET /station-sales/summary.xlsx`. */
export const salesSummaryQuerySchema = z
  .strictObject({
    /** One of the company's stations; all of them when absent. */
    station: idParam().optional(),
    dateFrom: businessDateSchema,
    dateTo: businessDateSchema,
    basis: z.enum(SALES_PERIOD_BASES).default('broadcast'),
    product: z.enum(SALES_PRODUCTS).default('tv'),
    grouping: z.enum(SALES_GROUPINGS).default('month'),
    /** The target realised per-cost and CPM are worked out for. */
    target: z.enum(TARGETS).default('individual'),
    ratingType: z.enum(RATING_TYPES).default('realtime'),
  })
  .refine((query) => query.dateFrom <= query.dateTo, { path: ['dateTo'] })
  .refine((query) => daysBetween(query.dateFrom, query.dateTo) < SALES_SUMMARY_MAX_DAYS, {
    path: ['dateTo'],
    params: { reason: 'periodTooLong' },
  });
export type SalesSummaryQuery = z.infer<typeof salesSummaryQuerySchema>;
export type SalesSummaryQueryInput = z.input<typeof salesSummaryQuerySchema>;

const count = z.number().int().nonnegative();
const yen = z.number().int().nonnegative();
const percent = z.number().nullable();

/**
 * The figures of a row, of the totals and of a heat-map cell.
 * - revenue: Σ units × unit price of items contracted (契約成立) in the period: what the bookings say.
 * - unitsContracted: those items' units. averageUnitPrice = revenue ÷ unitsContracted.
 * - unitsOnSale, unitsSold: the inventory's counters of the period's slots or products (sold through
 *   any channel); sellThrough = unitsSold ÷ unitsOnSale × 100. Null for the groupings by buyer.
 * - unitsHeld: the pipeline, units of applications still open (applied or accepted, not yet contracted).
 * - perCost: revenue ÷ Σ(units × the slot's estimated rating in %) for the chosen target; cpm: revenue ÷
 *   Σ(units × estimated impressions) × 1000. Null without ratings. Streaming sells a unit of 1,000
 *   impressions, so its cpm is revenue ÷ units; a 1-day product's is revenue ÷ its estimated
 *   impressions × 1000; neither has a perCost.
 * - unitsDeclined with declinedByReason (the station's decline reasons), unitsCancelled.
 */
export const salesFiguresSchema = z.object({
  revenue: yen,
  unitsContracted: count,
  unitsOnSale: count.nullable(),
  unitsSold: count.nullable(),
  sellThrough: percent,
  averageUnitPrice: yen.nullable(),
  unitsHeld: count,
  perCost: yen.nullable(),
  cpm: yen.nullable(),
  unitsDeclined: count,
  declinedByReason: z.record(z.enum(DECLINE_REASONS), count),
  unitsCancelled: count,
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const salesSummaryRowSchema = salesFiguresSchema.extend({
  /** The group's key as the grouping describes it; `industry` rows carry the INDUSTRIES code. */
  key: z.string(),
  /** A name for programme, buyer and advertiser rows (the title, the company, the advertiser); null otherwise. */
  name: z.string().nullable(),
});
export type SalesSummaryRow = z.infer<typeof salesSummaryRowSchema>;

/** A point of the chart: a week (its Monday) for periods up to 92 days, a month (`yyyy-MM`) beyond. */
export const salesTimelinePointSchema = z.object({
  key: z.string(),
  revenue: yen,
  sellThrough: percent,
});

/** A cell of the weekday × hour heat map of sell-through (hour 5–28 on the 29-hour clock). */
export const salesHeatmapCellSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  hour: z.number().int().min(5).max(28),
  unitsOnSale: count,
  unitsSold: count,
  sellThrough: percent,
});

/**
 * Budget pacing over the period. budget: Σ of the months' budgets of the stations in scope, each
 * month counted for the share of its days inside the period; null when no month has one.
 * expectedByToday: where revenue should be today, the budget × the share of the period's sales
 * window gone by (the window runs from the earliest sales start of the period's slots to its last
 * day; 0 before it opens, the whole budget after it). pace = revenue ÷ expectedByToday × 100.
 */
export const salesPacingSchema = z.object({
  budget: yen.nullable(),
  revenue: yen,
  expectedByToday: yen.nullable(),
  pace: percent,
  /** revenue ÷ budget × 100. */
  achievement: percent,
});

export const salesSummarySchema = z.object({
  stations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  rows: z.array(salesSummaryRowSchema),
  totals: salesFiguresSchema,
  timeline: z.array(salesTimelinePointSchema),
  /** Inventory products only (TV slots): empty for streaming and 1-day. */
  heatmap: z.array(salesHeatmapCellSchema),
  pacing: salesPacingSchema,
  /** The day the figures were read (JST), for "as of". */
  asOf: businessDateSchema,
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;
export type SalesSummaryTimelinePoint = z.infer<typeof salesTimelinePointSchema>;
export type SalesHeatmapCell = z.infer<typeof salesHeatmapCellSchema>;
export type SalesPacing = z.infer<typeof salesPacingSchema>;

/** A station's sales budget for one month, in yen. */
export const SALES_BUDGET_MAX = 2_000_000_000;

/** `GET /station-sales/budgets?year=2026`: the company's stations and the budgets set for the year's months. */
export const salesBudgetsQuerySchema = z.strictObject({
  year: z.coerce.number().int().min(2000).max(2100),
});
export const salesBudgetSchema = z.object({
  stationId: z.number().int(),
  month: yearMonthSchema,
  amount: yen,
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type SalesBudget = z.infer<typeof salesBudgetSchema>;
export const salesBudgetsSchema = z.object({
  stations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  budgets: z.array(salesBudgetSchema),
});
export type SalesBudgets = z.infer<typeof salesBudgetsSchema>;

/** `PUT /station-sales/budgets`: set (or, with null, clear) one station-month's budget. */
export const salesBudgetInputSchema = z.strictObject({
  stationId: z.number().int().positive().max(2_147_483_647),
  month: yearMonthSchema,
  amount: z.number().int().min(0).max(SALES_BUDGET_MAX).nullable(),
});
export type SalesBudgetInput = z.infer<typeof salesBudgetInputSchema>;
