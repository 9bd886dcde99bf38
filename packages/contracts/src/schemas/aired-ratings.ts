import { z } from 'zod';
import { RATING_TYPES, type RatingType, ratingTypeSupports, SLOT_POSITIONS, TARGETS, type Target } from '../broadcast';
import { daysBetween } from '../business-date';
import { RATING_TYPE_LABELS, TARGET_LABELS } from '../trade-sheets';
import { INDUSTRIES } from './advertisers';
import { idParam } from './ids';
import { oneLineText } from './plain-text';
import { areaCodeSchema, businessDateSchema } from './program-guide';
import { SALES_TIME_BAND_IDS } from './sales-figures';
import { SLOT_IMPORT_ENCODINGS } from './station-slots';

/**
 * After broadcast (DOMAIN.md "After broadcast"): the actual ratings of every CM break a station
 * aired (全枠分析データ), matched to the slots sold here, and the analyses built on them: the
 * station's estimate against actual (`/station/analyze_all`) and a buyer's delivered against booked
 * (`/agency/analyze_all`). Ratings in basis points of a percent (RATING_SCALE) as everywhere.
 */

/** The break's own columns of the actual-ratings file, in order. */
export const AIRED_BREAK_COLUMNS = [
  { key: 'stationCode', header: '放送局コード' },
  { key: 'date', header: '放送日' },
  /** The break's start on the 29-hour clock, `H:mm` or `HH:mm:ss` (5:00–28:59:59). */
  { key: 'time', header: '開始時刻' },
  { key: 'position', header: 'SB/PT' },
  { key: 'programme', header: '番組名' },
  { key: 'length', header: '秒数' },
] as const;
export type AiredBreakColumn = (typeof AIRED_BREAK_COLUMNS)[number]['key'];

/** A rating column: `<ratingType>_<target>`, e.g. `realtime_individual`. */
export type AiredRatingColumn = `${RatingType}_${Target}`;

/**
 * The rating columns a file may carry after the break's columns, any of them and in any order, at
 * least one: each target × rating type the slots carry, headed `個人全体(リアルタイム)`. A blank cell
 * is "not measured"; a value is a percent with at most two decimals (0–100).
 */
export const AIRED_RATING_COLUMNS: readonly { key: AiredRatingColumn; header: string; ratingType: RatingType; target: Target }[] =
  RATING_TYPES.flatMap((ratingType) =>
    TARGETS.filter((target) => ratingTypeSupports(ratingType, target)).map((target) => ({
      key: `${ratingType}_${target}` as AiredRatingColumn,
      header: `${TARGET_LABELS[target]}(${RATING_TYPE_LABELS[ratingType]})`,
      ratingType,
      target,
    })),
  );

export const AIRED_RATINGS_TEMPLATE_FILE_NAME = '全枠分析データ取込テンプレート.csv';
export const AIRED_RATINGS_MAX_ROWS = 100_000;
export const AIRED_RATINGS_PROBLEMS_SHOWN = 1_000;
export const AIRED_RATINGS_HISTORY_MAX = 100;
export const AIRED_POSITIONS = SLOT_POSITIONS;

export const AIRED_RATING_PROBLEM_CODES = [
  'emptyFile',
  'unreadableFile',
  'tooManyRows',
  'missingHeader',
  'unknownHeader',
  'noRatingColumn',
  'columnCount',
  'required',
  'tooLong',
  'invalidText',
  'invalidDate',
  'invalidTime',
  'invalidChoice',
  'invalidLength',
  'invalidRating',
  'unknownStation',
  'notOwnStation',
  'duplicateRow',
  /** A broadcast date after today: ratings come after broadcast. */
  'futureDate',
] as const;
export type AiredRatingProblemCode = (typeof AIRED_RATING_PROBLEM_CODES)[number];

export const airedRatingProblemSchema = z.object({
  /** The file's line, the heading being line 1; 0 for the file as a whole. */
  line: z.number().int().nonnegative(),
  /** The column's key (a break column or a rating column), null for the line or the file. */
  column: z.string().nullable(),
  code: z.enum(AIRED_RATING_PROBLEM_CODES),
  /** `value` (the cell, cut to 50 characters), `max`, `choices`, `line` (duplicateRow: the line that came first), `header`, `expected`, `actual`. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type AiredRatingProblem = z.infer<typeof airedRatingProblemSchema>;

/** `POST /aired-ratings/previews?fileName=…` and, with the same bytes, `POST /aired-ratings?fileName=…`. */
export const airedRatingsQuerySchema = z.strictObject({
  fileName: oneLineText().trim().min(1).max(255),
});

/**
 * What a file holds and what a commit would do. A commit replaces the breaks of each station × date
 * the file names (a corrected file is sent again whole) and matches each break to the slot of the
 * same station, date, start time and SB/PT, if there is one.
 */
export const airedRatingsPreviewSchema = z.object({
  fileName: z.string(),
  encoding: z.enum(SLOT_IMPORT_ENCODINGS),
  rowCount: z.number().int().nonnegative(),
  /** The rating columns the file carries, in file order. */
  ratingColumns: z.array(z.string()),
  stations: z.number().int().nonnegative(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  /** Breaks that match a slot of this product, and of those, slots with units sold. */
  matched: z.number().int().nonnegative(),
  matchedSold: z.number().int().nonnegative(),
  /** Breaks already stored for the file's station-dates, which a commit replaces. */
  replaced: z.number().int().nonnegative(),
  problems: z.array(airedRatingProblemSchema),
  problemCount: z.number().int().nonnegative(),
  committable: z.boolean(),
});
export type AiredRatingsPreview = z.infer<typeof airedRatingsPreviewSchema>;

export const airedRatingsImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  sha256: z.string(),
  encoding: z.enum(SLOT_IMPORT_ENCODINGS),
  rowCount: z.number().int(),
  matched: z.number().int(),
  dateFrom: z.string(),
  dateTo: z.string(),
  stationNames: z.array(z.string()),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AiredRatingsImport = z.infer<typeof airedRatingsImportSchema>;

/** `POST /aired-ratings` answers the history entry it wrote; `GET /aired-ratings` the company's uploads, newest first. */
export const airedRatingsCommitSchema = z.object({ entry: airedRatingsImportSchema });
export const airedRatingsHistorySchema = z.object({ entries: z.array(airedRatingsImportSchema) });
export type AiredRatingsHistory = z.infer<typeof airedRatingsHistorySchema>;

/** The longest period one analysis covers. */
export const ANALYSIS_MAX_DAYS = 92;
/** A slot delivered under this share of its estimate is listed for 差し替え. */
export const UNDER_DELIVERY_PERCENT = 80;

const analysisPeriod = <T extends { dateFrom: string; dateTo: string }>(schema: z.ZodType<T>) =>
  schema
    .refine((query) => query.dateFrom <= query.dateTo, { path: ['dateTo'] })
    .refine((query) => daysBetween(query.dateFrom, query.dateTo) < ANALYSIS_MAX_DAYS, {
      path: ['dateTo'],
      params: { reason: 'periodTooLong' },
    });

const analysisShape = {
  dateFrom: businessDateSchema,
  dateTo: businessDateSchema,
  target: z.enum(TARGETS).default('individual'),
  ratingType: z.enum(RATING_TYPES).default('realtime'),
};

/** `GET /station-analysis` and `.xlsx`: one of the company's stations (all when absent). */
export const stationAnalysisQuerySchema = analysisPeriod(z.strictObject({ ...analysisShape, station: idParam().optional() }));
export type StationAnalysisQuery = z.infer<typeof stationAnalysisQuerySchema>;
export type StationAnalysisQueryInput = z.input<typeof stationAnalysisQuerySchema>;

/** `GET /agency-analysis` and `.xlsx`: the buyer's contracted TV bookings aired in the period; the heat map's area. */
export const agencyAnalysisQuerySchema = analysisPeriod(
  z.strictObject({ ...analysisShape, area: areaCodeSchema.default('kanto'), advertiser: idParam().optional() }),
);
export type AgencyAnalysisQuery = z.infer<typeof agencyAnalysisQuerySchema>;
export type AgencyAnalysisQueryInput = z.input<typeof agencyAnalysisQuerySchema>;

const rating = z.number().int().nonnegative();
const ratio = z.number().nullable();

/**
 * Estimate against actual for a group of aired breaks that match a slot with an estimate: breaks
 * counted, mean estimate and mean actual (basis points), meanAbsoluteError (mean |actual − estimate|,
 * basis points), bias (mean actual − estimate, signed) and biasPercent (Σ actual ÷ Σ estimate − 1, × 100):
 * a bias of −8 % says next month's estimates there should come down by about 8 %.
 */
export const estimateAccuracySchema = z.object({
  key: z.string(),
  name: z.string().nullable(),
  breaks: z.number().int().nonnegative(),
  meanEstimate: rating.nullable(),
  meanActual: rating.nullable(),
  meanAbsoluteError: rating.nullable(),
  bias: z.number().int().nullable(),
  biasPercent: ratio,
});
export type EstimateAccuracy = z.infer<typeof estimateAccuracySchema>;

/** A weekday × hour cell of the all-break heat map: the mean actual rating of the breaks aired there. */
export const actualHeatmapCellSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  hour: z.number().int().min(5).max(28),
  breaks: z.number().int().nonnegative(),
  meanActual: rating.nullable(),
});
export type ActualHeatmapCell = z.infer<typeof actualHeatmapCellSchema>;

/**
 * What was sold, priced on what it delivered: slots sold here that aired and were measured, their
 * contracted revenue, GRP estimated and delivered (Σ units × rating), and the per-cost on each.
 */
export const realisedCostSchema = z.object({
  slots: z.number().int().nonnegative(),
  revenue: z.number().int().nonnegative(),
  estimatedGrp: rating,
  deliveredGrp: rating,
  estimatedPerCost: z.number().int().nullable(),
  realisedPerCost: z.number().int().nullable(),
});

export const stationAnalysisSchema = z.object({
  stations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Breaks measured in the period, and of them matched to a slot with an estimate. */
  breaks: z.number().int().nonnegative(),
  compared: z.number().int().nonnegative(),
  totals: estimateAccuracySchema,
  byWeekdayBand: z.array(estimateAccuracySchema.extend({ weekday: z.number().int(), band: z.enum(SALES_TIME_BAND_IDS) })),
  byProgramme: z.array(estimateAccuracySchema),
  /** The same comparison for every target of the rating type (key: the target). */
  byTarget: z.array(estimateAccuracySchema),
  realised: realisedCostSchema,
  heatmap: z.array(actualHeatmapCellSchema),
});
export type StationAnalysis = z.infer<typeof stationAnalysisSchema>;

/**
 * Delivered against booked for a group of a buyer's contracted TV items: slots, booked GRP (Σ units ×
 * the slot's estimate), delivered GRP (Σ units × actual, over the slots measured), impressions
 * likewise (the target's universe in the slot's area), shortfall = booked − delivered over the
 * measured slots (negative: over-delivered), deliveryPercent = delivered ÷ booked of the measured × 100.
 */
export const deliveryFiguresSchema = z.object({
  key: z.string(),
  name: z.string().nullable(),
  slots: z.number().int().nonnegative(),
  measuredSlots: z.number().int().nonnegative(),
  bookedGrp: rating,
  deliveredGrp: rating,
  shortfallGrp: z.number().int(),
  bookedImpressions: z.number().int().nonnegative(),
  deliveredImpressions: z.number().int().nonnegative(),
  deliveryPercent: ratio,
});
export type DeliveryFigures = z.infer<typeof deliveryFiguresSchema>;

/** A slot on sale a buyer could take instead: same station, equal or better estimate for the target, per-cost no worse. */
export const substituteSlotSchema = z.object({
  slotId: z.number().int(),
  broadcastDate: z.string(),
  startSecond: z.number().int(),
  programmeTitle: z.string().nullable(),
  lengthSeconds: z.number().int(),
  price: z.number().int(),
  estimatedRating: rating,
  perCost: z.number().int().nullable(),
  unitsLeft: z.number().int(),
});
export type SubstituteSlot = z.infer<typeof substituteSlotSchema>;

export const underDeliveredSlotSchema = z.object({
  bookingId: z.number().int(),
  applicationNumber: z.string().nullable(),
  advertiserName: z.string().nullable(),
  /** The station and its area, so that the page can open the program guide on the substitute's station. */
  stationId: z.number().int(),
  areaCode: z.string(),
  stationName: z.string(),
  slotId: z.number().int(),
  broadcastDate: z.string(),
  startSecond: z.number().int(),
  programmeTitle: z.string().nullable(),
  units: z.number().int(),
  price: z.number().int(),
  estimatedRating: rating,
  actualRating: rating,
  /** actual ÷ estimate × 100. */
  deliveryPercent: z.number(),
  substitute: substituteSlotSchema.nullable(),
});
export type UnderDeliveredSlot = z.infer<typeof underDeliveredSlotSchema>;

export const agencyAnalysisSchema = z.object({
  totals: deliveryFiguresSchema,
  /** key: the booking id; name: its application number. */
  byBooking: z.array(deliveryFiguresSchema.extend({ advertiserName: z.string().nullable(), stationName: z.string() })),
  /** key: the advertiser id; name: its name. */
  byAdvertiser: z.array(deliveryFiguresSchema.extend({ industry: z.enum(INDUSTRIES).nullable() })),
  /** key: the station id; name: its name. */
  byStation: z.array(deliveryFiguresSchema),
  /** key: `yyyy-MM`. */
  byMonth: z.array(deliveryFiguresSchema),
  /**
   * key: the plan's id; name: its name. Items of bookings applied for from a plan's cart (プラン作成
   * makes the carts): a plan's delivery against what it set out to buy. Bookings from other carts are in none.
   */
  byPlan: z.array(deliveryFiguresSchema),
  underDelivered: z.array(underDeliveredSlotSchema),
  /** The area's all-break heat map of actual ratings for the target (every station of the area). */
  heatmap: z.array(actualHeatmapCellSchema),
});
export type AgencyAnalysis = z.infer<typeof agencyAnalysisSchema>;
