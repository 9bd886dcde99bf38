import { z } from 'zod';
import {
  BROADCAST_DAY_SECONDS,
  RATING_TYPES,
  SLOT_KINDS,
  SLOT_LENGTHS,
  SLOT_POSITIONS,
  SLOT_STATES,
  TARGETS,
  TIME_BAND_PRESET_NAMES,
} from '../broadcast';
import { idParam } from './ids';

/** A business date (JST calendar date). */
export const businessDateSchema = z.iso.date();

const AREA_CODE_PATTERN = /^[a-z]{2,16}$/;
export const areaCodeSchema = z.string().regex(AREA_CODE_PATTERN);

/** A comma-separated list of whole numbers in a query string, e.g. `stations=3,4` or `weekdays=0,1,2`. */
const commaIntegers = (item: z.ZodNumber, maxItems: number) =>
  z
    .string()
    .max(maxItems * 12)
    .transform((value) => (value === '' ? [] : value.split(',').map(Number)))
    .pipe(z.array(item.int()).max(maxItems));

const secondsOfDay = z.coerce.number().int().min(0).max(BROADCAST_DAY_SECONDS);

/** The search conditions shared by the timetable and the slot list (`searchConditionForm`). */
const searchConditionShape = {
  /** Stations to show; all stations of the area when absent. */
  stations: commaIntegers(z.number().positive().max(2_147_483_647), 50).optional(),
  /** Slots whose sales period overlaps these dates. */
  salesFrom: businessDateSchema.optional(),
  salesTo: businessDateSchema.optional(),
  weekdays: commaIntegers(z.number().min(0).max(6), 7).optional(),
  /** A time band on the 29-hour clock, in seconds from 05:00 (start inclusive, end exclusive). */
  timeFrom: secondsOfDay.optional(),
  timeTo: secondsOfDay.optional(),
  /** A named band or buying pattern; it replaces weekdays and times. */
  pattern: z.enum(TIME_BAND_PRESET_NAMES).optional(),
  position: z.enum(SLOT_POSITIONS).optional(),
  length: z.coerce
    .number()
    .pipe(z.union(SLOT_LENGTHS.map((length) => z.literal(length))))
    .optional(),
  kind: z.coerce
    .number()
    .pipe(z.union([z.literal(SLOT_KINDS.normal), z.literal(SLOT_KINDS.lastMinute)]))
    .optional(),
  maxPrice: z.coerce.number().int().positive().max(1_000_000_000).optional(),
  maxPerCost: z.coerce.number().int().positive().max(1_000_000_000).optional(),
  /** 販売中のみ: only slots a buyer can put in a cart today (units left, within their sales period). */
  onSaleOnly: z.stringbool().optional(),
  /** Whose rating, per-cost and CPM the answer carries (`cmRatingSettingForm`). */
  target: z.enum(TARGETS).default('household'),
  ratingType: z.enum(RATING_TYPES).default('realtime'),
  /**
   * A target data segment the caller's company holds a licence for: the rating, per-cost and CPM
   * are the segment's (its cells under the minimum panel count, and dates outside the licence, give none).
   * Licences are per area: the slot list with a segment needs `area` (400 without one).
   */
  segment: idParam().optional(),
};

/** The licensed segment an answer's figures are of, when one was asked for. */
export const answerSegmentSchema = z.object({ id: z.number().int(), name: z.string(), provider: z.string() });
export type AnswerSegment = z.infer<typeof answerSegmentSchema>;

export const PROGRAM_GUIDE_VIEWS = ['day', 'week'] as const;
export type ProgramGuideView = (typeof PROGRAM_GUIDE_VIEWS)[number];

/** `GET /program-guide`: one area, one day (all its stations) or one week (Monday first). */
export const programGuideQuerySchema = z.strictObject({
  area: areaCodeSchema,
  view: z.enum(PROGRAM_GUIDE_VIEWS).default('day'),
  /** The day, or any day of the week to show. */
  date: businessDateSchema,
  ...searchConditionShape,
});
export type ProgramGuideQuery = z.infer<typeof programGuideQuerySchema>;
export type ProgramGuideQueryInput = z.input<typeof programGuideQuerySchema>;

export const stationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  areaCode: z.string(),
  network: z.object({ code: z.string(), name: z.string(), colour: z.string() }),
  remoteKey: z.number().int(),
});
export type Station = z.infer<typeof stationSchema>;

/**
 * Programmes of the timetable, column by column (one array per field, index i is programme i):
 * an area-week holds thousands, and repeating the field names for each would double the answer.
 */
export const programmeColumnsSchema = z.object({
  id: z.array(z.number().int()),
  stationId: z.array(z.number().int()),
  date: z.array(z.string()),
  start: z.array(z.number().int()),
  end: z.array(z.number().int()),
  title: z.array(z.string()),
});
export type ProgrammeColumns = z.infer<typeof programmeColumnsSchema>;

/** Slots, column by column like the programmes. Rating in basis points; per-cost and CPM in yen; null without a rating. */
export const slotColumnsSchema = z.object({
  id: z.array(z.number().int()),
  stationId: z.array(z.number().int()),
  programmeId: z.array(z.number().int().nullable()),
  date: z.array(z.string()),
  start: z.array(z.number().int()),
  length: z.array(z.number().int()),
  position: z.array(z.enum(SLOT_POSITIONS)),
  kind: z.array(z.number().int()),
  price: z.array(z.number().int()),
  remaining: z.array(z.number().int()),
  salesStart: z.array(z.string()),
  salesEnd: z.array(z.string()),
  state: z.array(z.enum(SLOT_STATES)),
  rating: z.array(z.number().int().nullable()),
  perCost: z.array(z.number().int().nullable()),
  cpm: z.array(z.number().int().nullable()),
});
export type SlotColumns = z.infer<typeof slotColumnsSchema>;

export const programGuideResponseSchema = z.object({
  area: z.object({ code: z.string(), name: z.string() }),
  dates: z.array(z.string()),
  stations: z.array(stationSchema),
  target: z.enum(TARGETS),
  ratingType: z.enum(RATING_TYPES),
  /** Demo and imported ratings are estimates; the web labels them so. */
  ratingsAreEstimates: z.boolean(),
  segment: answerSegmentSchema.nullable().optional(),
  programmes: programmeColumnsSchema,
  slots: slotColumnsSchema,
});
export type ProgramGuideResponse = z.infer<typeof programGuideResponseSchema>;

export const SLOT_SORTS = ['cpm', 'perCost', 'price', 'airTime'] as const;
export type SlotSort = (typeof SLOT_SORTS)[number];
export const SLOT_LIST_PAGE_SIZE_MAX = 200;

/** `GET /slots`: the same search as a sorted, paged list, over one area or every area the caller may see. */
export const slotListQuerySchema = z.strictObject({
  area: areaCodeSchema.optional(),
  dateFrom: businessDateSchema,
  dateTo: businessDateSchema,
  ...searchConditionShape,
  sort: z.enum(SLOT_SORTS).default('cpm'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SLOT_LIST_PAGE_SIZE_MAX).default(50),
});
export type SlotListQuery = z.infer<typeof slotListQuerySchema>;
export type SlotListQueryInput = z.input<typeof slotListQuerySchema>;

/** The most rows `GET /slots.xlsx` writes: four weeks of an area, sorted as asked; the sheet says when there were more. */
export const SLOT_LIST_EXPORT_MAX_ROWS = 10_000;

/** `GET /slots.xlsx`: the slot list's conditions and order, every page at once (up to the maximum). */
export const slotListExportQuerySchema = slotListQuerySchema.omit({ page: true, pageSize: true });
export type SlotListExportQuery = z.infer<typeof slotListExportQuerySchema>;
export type SlotListExportQueryInput = z.input<typeof slotListExportQuerySchema>;

export const slotListItemSchema = z.object({
  id: z.number().int(),
  station: stationSchema.pick({ id: true, name: true, shortName: true, areaCode: true }),
  areaName: z.string(),
  programmeTitle: z.string().nullable(),
  date: z.string(),
  start: z.number().int(),
  length: z.number().int(),
  position: z.enum(SLOT_POSITIONS),
  kind: z.number().int(),
  price: z.number().int(),
  remaining: z.number().int(),
  salesStart: z.string(),
  salesEnd: z.string(),
  state: z.enum(SLOT_STATES),
  rating: z.number().int().nullable(),
  perCost: z.number().int().nullable(),
  cpm: z.number().int().nullable(),
});
export type SlotListItem = z.infer<typeof slotListItemSchema>;
/** What adding a slot to a cart needs to show of it: a list's slot, or a target search's with its area. */
export type CartableSlot = Omit<SlotListItem, 'salesStart' | 'salesEnd'>;

export const slotListResponseSchema = z.object({
  items: z.array(slotListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  target: z.enum(TARGETS),
  ratingType: z.enum(RATING_TYPES),
  /** As in the timetable: the web labels estimated ratings so. */
  ratingsAreEstimates: z.boolean(),
  segment: answerSegmentSchema.nullable().optional(),
});
export type SlotListResponse = z.infer<typeof slotListResponseSchema>;

export const areaSchema = z.object({
  code: z.string(),
  name: z.string(),
  stations: z.array(stationSchema),
  /**
   * The first broadcast day, from today, with a slot of the area a buyer can put in a cart today;
   * null when none is on sale. The program guide opens on it.
   */
  firstOnSaleDate: businessDateSchema.nullable(),
});
export type Area = z.infer<typeof areaSchema>;

/** `GET /areas`: the areas and the stations in them the caller may see. */
export const areasResponseSchema = z.object({ areas: z.array(areaSchema) });
export type AreasResponse = z.infer<typeof areasResponseSchema>;
