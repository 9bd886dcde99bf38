import { z } from 'zod';
import { BROADCAST_DAY_START_HOUR } from '../broadcast';
import { idParam } from './ids';
import { listQuerySchema } from './list-query';
import { multiLineText, oneLineText } from './plain-text';
import { areaCodeSchema, businessDateSchema } from './program-guide';
import { SLOT_IMPORT_ENCODINGS } from './station-slots';

/**
 * Target data (ターゲットデータ): audience segments a data company measures (purchasers of a
 * category, car intenders, …) and licenses to buyers per area and month (DOMAIN.md "Who does
 * what"). A segment's values are its rating per station × broadcast date × hour of the broadcast
 * day, in basis points, with the panel count behind each; a cell under the segment's minimum panel
 * count never leaves the server. Buyers pay in points: reserved on application, debited on the
 * data company's approval, given back on its return.
 */

/** How the data company measures the segment: a viewing panel, purchase data joined to viewing, smart-TV logs. */
export const SEGMENT_METHODS = ['PANEL', 'PURCHASE', 'SMART_TV'] as const;
export type SegmentMethod = (typeof SEGMENT_METHODS)[number];

/**
 * 下書き (values may be uploaded, not shown to buyers) → 公開 (in the catalogue) ⇄ 停止 (out of the
 * catalogue, licences in force still usable) → 取下げ (out of the catalogue for good; licences in
 * force run to their end).
 */
export const SEGMENT_STATUSES = ['DRAFT', 'PUBLISHED', 'PAUSED', 'WITHDRAWN'] as const;
export type SegmentStatus = (typeof SEGMENT_STATUSES)[number];
export const SEGMENT_ACTIONS = ['publish', 'pause', 'withdraw'] as const;
export type SegmentAction = (typeof SEGMENT_ACTIONS)[number];

/** What a purchase is: 審査中, 承認 (a licence), 差戻し; a licence past its last day reads 期限切れ. */
export const DATA_PURCHASE_STATUSES = ['EXAMINING', 'APPROVED', 'RETURNED'] as const;
export type DataPurchaseStatus = (typeof DATA_PURCHASE_STATUSES)[number];
/** As the buyer's history shows it: 審査中 / 利用中 / 期限切れ / 差戻し. */
export const DATA_LICENCE_STATES = ['EXAMINING', 'IN_USE', 'EXPIRED', 'RETURNED'] as const;
export type DataLicenceState = (typeof DATA_LICENCE_STATES)[number];

export const SEGMENT_NAME_MAX_LENGTH = 60;
export const SEGMENT_DEFINITION_MAX_LENGTH = 1_000;
export const SEGMENT_SAMPLE_SIZE_MAX = 100_000_000;
/** A segment's price per area × month, in points. */
export const SEGMENT_PRICE_MAX_POINTS = 10_000_000;
/** Cells under this many panellists are never shown, unless the data company sets its own minimum. */
export const SEGMENT_MIN_PANEL_DEFAULT = 30;
export const SEGMENT_MIN_PANEL_MAX = 100_000;
/** The preview allowance: how many of a segment's cells the catalogue shows before a licence. */
export const SEGMENT_PREVIEW_CELLS_DEFAULT = 24;
export const SEGMENT_PREVIEW_CELLS_MAX = 168;
/** The segment's population in an area (persons), for impressions and CPM. */
export const SEGMENT_UNIVERSE_MAX = 100_000_000;
/** The most months a segment covers, and a purchase buys, at once. */
export const SEGMENT_COVERAGE_MAX_MONTHS = 24;
export const DATA_PURCHASE_MAX_MONTHS = 12;
export const DATA_PURCHASE_PURPOSE_MAX_LENGTH = 500;
export const DATA_RETURN_REASON_MAX_LENGTH = 500;
export const SEGMENT_LIST_PAGE_SIZE = 50;
export const DATA_PURCHASE_PAGE_SIZE = 50;
export const SEGMENT_SEARCH_MAX_LENGTH = 100;

/** A month as `yyyy-MM`. */
export const yearMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** The months from `from` to `to`, both included, as `yyyy-MM`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  while (year < toYear || (year === toYear && month <= toMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The last calendar day of a `yyyy-MM` month. */
export function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** Points of a purchase: the segment's price × areas × months. */
export function dataPurchasePoints(pricePerAreaMonth: number, areaCount: number, monthCount: number): number {
  return pricePerAreaMonth * areaCount * monthCount;
}

/** The hours of the broadcast day a value is kept for: 5 to 28 on the 29-hour clock. */
export const SEGMENT_HOURS = Array.from({ length: 24 }, (_, index) => BROADCAST_DAY_START_HOUR + index);

const id = z.number().int().positive().max(2_147_483_647);

/** One area a segment covers, with the segment's population there. */
export const segmentAreaSchema = z.strictObject({
  area: areaCodeSchema,
  universe: z.number().int().min(1).max(SEGMENT_UNIVERSE_MAX),
});

/** `POST /target-data/segments` and `PUT /target-data/segments/:segmentId`: what the data company registers. */
export const segmentInputSchema = z
  .strictObject({
    name: oneLineText().trim().min(1).max(SEGMENT_NAME_MAX_LENGTH),
    definition: multiLineText().trim().min(1).max(SEGMENT_DEFINITION_MAX_LENGTH),
    method: z.enum(SEGMENT_METHODS),
    sampleSize: z.number().int().min(1).max(SEGMENT_SAMPLE_SIZE_MAX),
    areas: z.array(segmentAreaSchema).min(1).max(50),
    coverageFrom: yearMonthSchema,
    coverageTo: yearMonthSchema,
    pricePoints: z.number().int().min(0).max(SEGMENT_PRICE_MAX_POINTS),
    previewCells: z.number().int().min(0).max(SEGMENT_PREVIEW_CELLS_MAX),
    minPanelCount: z.number().int().min(1).max(SEGMENT_MIN_PANEL_MAX),
  })
  .refine((input) => input.coverageFrom <= input.coverageTo, { path: ['coverageTo'] })
  .refine((input) => monthsBetween(input.coverageFrom, input.coverageTo).length <= SEGMENT_COVERAGE_MAX_MONTHS, {
    path: ['coverageTo'],
    params: { reason: 'coverageTooLong' },
  })
  .refine((input) => new Set(input.areas.map((area) => area.area)).size === input.areas.length, { path: ['areas'] });
export type SegmentInput = z.infer<typeof segmentInputSchema>;

export const segmentParamsSchema = z.strictObject({ segmentId: idParam() });
export const segmentActionSchema = z.strictObject({ action: z.enum(SEGMENT_ACTIONS) });

export const segmentVersionSchema = z.object({
  version: z.number().int().positive(),
  fileName: z.string(),
  cells: z.number().int(),
  /** Cells under the minimum panel count: kept, never shown to buyers. */
  suppressedCells: z.number().int(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type SegmentVersion = z.infer<typeof segmentVersionSchema>;

/** A segment as its data company manages it. */
export const managedSegmentSchema = z.object({
  id,
  name: z.string(),
  definition: z.string(),
  method: z.enum(SEGMENT_METHODS),
  sampleSize: z.number().int(),
  areas: z.array(z.object({ area: z.string(), areaName: z.string(), universe: z.number().int() })),
  coverageFrom: z.string(),
  coverageTo: z.string(),
  pricePoints: z.number().int(),
  previewCells: z.number().int(),
  minPanelCount: z.number().int(),
  status: z.enum(SEGMENT_STATUSES),
  /** The version buyers read; null before the first upload. */
  currentVersion: segmentVersionSchema.nullable(),
  versions: z.array(segmentVersionSchema),
  /** Licences in force (approved, not past their last day). */
  activeLicences: z.number().int(),
  updatedAt: z.string(),
});
export type ManagedSegment = z.infer<typeof managedSegmentSchema>;

export const SEGMENT_SORTS = ['updatedAt', 'name', 'status'] as const;
export const managedSegmentsQuerySchema = listQuerySchema({
  sorts: SEGMENT_SORTS,
  defaultSort: 'updatedAt',
  searchMaxLength: SEGMENT_SEARCH_MAX_LENGTH,
}).extend({ status: z.enum(SEGMENT_STATUSES).optional() });
export type ManagedSegmentsQuery = z.infer<typeof managedSegmentsQuerySchema>;
export type ManagedSegmentsQueryInput = z.input<typeof managedSegmentsQuerySchema>;

export const managedSegmentsResponseSchema = z.object({
  segments: z.array(managedSegmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ManagedSegmentsResponse = z.infer<typeof managedSegmentsResponseSchema>;

/**
 * The values file (CSV in UTF-8 or Shift_JIS, or `.xlsx`), one row per station × broadcast date ×
 * hour: the slot import's preview → commit flow and all-or-nothing rule. A committed file becomes
 * the segment's next version.
 */
export const SEGMENT_VALUE_COLUMNS = [
  { key: 'stationCode', header: '放送局コード' },
  { key: 'date', header: '放送日' },
  { key: 'hour', header: '時間帯' },
  { key: 'rating', header: '視聴率' },
  { key: 'panelCount', header: 'パネル数' },
] as const;
export type SegmentValueColumn = (typeof SEGMENT_VALUE_COLUMNS)[number]['key'];
export const SEGMENT_VALUE_TEMPLATE_FILE_NAME = 'ターゲットデータ取込テンプレート.csv';
export const SEGMENT_VALUES_MAX_ROWS = 200_000;
export const SEGMENT_VALUES_PROBLEMS_SHOWN = 1_000;

export const SEGMENT_VALUE_PROBLEM_CODES = [
  'missingHeader',
  'unknownHeader',
  'required',
  'invalidDate',
  'invalidHour',
  'invalidRating',
  'invalidPanelCount',
  'unknownStation',
  'stationOutsideAreas',
  'outsideCoverage',
  'duplicateRow',
  'tooManyRows',
  'unreadableFile',
  'emptyFile',
] as const;
export type SegmentValueProblemCode = (typeof SEGMENT_VALUE_PROBLEM_CODES)[number];

export const segmentValueProblemSchema = z.object({
  /** The file's line, the heading being line 1; 0 for the file as a whole. */
  line: z.number().int().nonnegative(),
  column: z.enum(SEGMENT_VALUE_COLUMNS.map((column) => column.key) as [SegmentValueColumn, ...SegmentValueColumn[]]).nullable(),
  code: z.enum(SEGMENT_VALUE_PROBLEM_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type SegmentValueProblem = z.infer<typeof segmentValueProblemSchema>;

export const segmentValuesQuerySchema = z.strictObject({
  fileName: oneLineText().min(1).max(255),
});

export const segmentValuesPreviewSchema = z.object({
  fileName: z.string(),
  encoding: z.enum(SLOT_IMPORT_ENCODINGS),
  rows: z.number().int(),
  /** Cells the file gives, of which under the minimum panel count. */
  cells: z.number().int(),
  suppressedCells: z.number().int(),
  stations: z.number().int(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  problems: z.array(segmentValueProblemSchema),
  /** More problems than are listed. */
  problemsTruncated: z.boolean(),
  /** The version a commit would make. */
  nextVersion: z.number().int(),
});
export type SegmentValuesPreview = z.infer<typeof segmentValuesPreviewSchema>;

export const segmentValuesCommitSchema = z.object({ version: segmentVersionSchema });
export type SegmentValuesCommit = z.infer<typeof segmentValuesCommitSchema>;

/** One preview cell of the catalogue: a station, a date, an hour and the segment's rating there. */
export const segmentPreviewCellSchema = z.object({
  stationName: z.string(),
  date: z.string(),
  hour: z.number().int(),
  rating: z.number().int(),
});

/** A published segment as the buyers' catalogue shows it. */
export const catalogueSegmentSchema = z.object({
  id,
  name: z.string(),
  definition: z.string(),
  method: z.enum(SEGMENT_METHODS),
  sampleSize: z.number().int(),
  provider: z.object({ code: z.string(), name: z.string() }),
  areas: z.array(z.object({ area: z.string(), areaName: z.string() })),
  coverageFrom: z.string(),
  coverageTo: z.string(),
  pricePoints: z.number().int(),
  /** The preview allowance's cells (only cells at or over the minimum panel count). */
  preview: z.array(segmentPreviewCellSchema),
  /** Whether the caller's company holds a licence in force for it (any area). */
  licensed: z.boolean(),
});
export type CatalogueSegment = z.infer<typeof catalogueSegmentSchema>;

export const catalogueQuerySchema = z.strictObject({
  area: areaCodeSchema.optional(),
  provider: z
    .string()
    .regex(/^[0-9A-Za-z]{1,32}$/)
    .optional(),
  q: oneLineText().trim().max(SEGMENT_SEARCH_MAX_LENGTH).optional(),
});
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

export const catalogueResponseSchema = z.object({
  segments: z.array(catalogueSegmentSchema),
  /** Every provider with a published segment, for the filter. */
  providers: z.array(z.object({ code: z.string(), name: z.string() })),
  /** The caller's point balance, for the price beside it. */
  balance: z.number().int(),
});
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;

/** `POST /target-data/purchases`: the buyer applies for a segment over areas and months. */
export const dataPurchaseInputSchema = z
  .strictObject({
    segmentId: id,
    areas: z.array(areaCodeSchema).min(1).max(50),
    monthFrom: yearMonthSchema,
    monthTo: yearMonthSchema,
    /** What the buyer will use the data for: the data company screens it. */
    purpose: multiLineText().trim().min(1).max(DATA_PURCHASE_PURPOSE_MAX_LENGTH),
  })
  .refine((input) => input.monthFrom <= input.monthTo, { path: ['monthTo'] })
  .refine((input) => monthsBetween(input.monthFrom, input.monthTo).length <= DATA_PURCHASE_MAX_MONTHS, {
    path: ['monthTo'],
    params: { reason: 'periodTooLong' },
  })
  .refine((input) => new Set(input.areas).size === input.areas.length, { path: ['areas'] });
export type DataPurchaseInput = z.infer<typeof dataPurchaseInputSchema>;

export const dataPurchaseParamsSchema = z.strictObject({ purchaseId: idParam() });

/** A purchase (a licence once approved), as the buyer and the data company read it. */
export const dataPurchaseSchema = z.object({
  id,
  segment: z.object({ id, name: z.string() }),
  provider: z.object({ code: z.string(), name: z.string() }),
  buyer: z.object({ code: z.string(), name: z.string() }),
  applicant: z.string().nullable(),
  areas: z.array(z.object({ area: z.string(), areaName: z.string() })),
  monthFrom: z.string(),
  monthTo: z.string(),
  /** The licence's first and last day (JST dates). */
  startsOn: z.string(),
  endsOn: z.string(),
  points: z.number().int(),
  purpose: z.string(),
  status: z.enum(DATA_PURCHASE_STATUSES),
  state: z.enum(DATA_LICENCE_STATES),
  appliedAt: z.string(),
  examinedAt: z.string().nullable(),
  examinedBy: z.string().nullable(),
  returnReason: z.string().nullable(),
});
export type DataPurchase = z.infer<typeof dataPurchaseSchema>;

export const DATA_PURCHASE_SORTS = ['appliedAt', 'endsOn', 'points'] as const;
/** The buyer's history and the data company's examination list alike. */
export const dataPurchasesQuerySchema = listQuerySchema({
  sorts: DATA_PURCHASE_SORTS,
  defaultSort: 'appliedAt',
  searchMaxLength: SEGMENT_SEARCH_MAX_LENGTH,
}).extend({ state: z.enum(DATA_LICENCE_STATES).optional() });
export type DataPurchasesQuery = z.infer<typeof dataPurchasesQuerySchema>;
export type DataPurchasesQueryInput = z.input<typeof dataPurchasesQuerySchema>;

export const dataPurchasesResponseSchema = z.object({
  purchases: z.array(dataPurchaseSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DataPurchasesResponse = z.infer<typeof dataPurchasesResponseSchema>;

/** `POST /target-data/examinations/:purchaseId`: approve, or return with the reason. */
export const dataExaminationSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({
    decision: z.literal('return'),
    reason: multiLineText().trim().min(1).max(DATA_RETURN_REASON_MAX_LENGTH),
  }),
]);
export type DataExamination = z.infer<typeof dataExaminationSchema>;

/** 販売実績一覧: approved sales grouped by segment, buyer, area and month (a purchase's points split evenly over its cells). */
export const dataSalesActualsQuerySchema = z.strictObject({
  monthFrom: yearMonthSchema,
  monthTo: yearMonthSchema,
  segmentId: idParam().optional(),
});
export type DataSalesActualsQuery = z.infer<typeof dataSalesActualsQuerySchema>;

export const dataSalesActualRowSchema = z.object({
  segment: z.object({ id, name: z.string() }),
  buyer: z.object({ code: z.string(), name: z.string() }),
  area: z.string(),
  areaName: z.string(),
  month: z.string(),
  points: z.number().int(),
});
export type DataSalesActualRow = z.infer<typeof dataSalesActualRowSchema>;

export const dataSalesActualsResponseSchema = z.object({
  rows: z.array(dataSalesActualRowSchema),
  totalPoints: z.number().int(),
  licences: z.number().int(),
});
export type DataSalesActualsResponse = z.infer<typeof dataSalesActualsResponseSchema>;
export const DATA_SALES_ACTUALS_FILE_NAME = 'ターゲットデータ販売実績';

/** A segment the caller's company may use now, with the areas and months its licences cover. */
export const licensedSegmentSchema = z.object({
  id,
  name: z.string(),
  provider: z.string(),
  /** Per area: the licensed months' first and last day, and the segment's population there. */
  areas: z.array(
    z.object({ area: z.string(), startsOn: businessDateSchema, endsOn: businessDateSchema, universe: z.number().int() }),
  ),
});
export type LicensedSegment = z.infer<typeof licensedSegmentSchema>;
export const licensedSegmentsResponseSchema = z.object({ segments: z.array(licensedSegmentSchema) });
export type LicensedSegmentsResponse = z.infer<typeof licensedSegmentsResponseSchema>;
