import { z } from 'zod';
import { RATING_TYPES, SLOT_KINDS, SLOT_POSITIONS, SLOT_STATES, TARGETS, TIME_BAND_PRESET_NAMES } from '../broadcast';
import { daysBetween } from '../business-date';
import { idParam } from './ids';
import { answerSegmentSchema, areaCodeSchema, businessDateSchema, stationSchema } from './program-guide';

/**
 * ターゲットから探す (`/agency/target_search`): where a target is over-represented in the audience
 * (DOMAIN.md "Figures planners use"). A slot's 含有率 (target share) is its target impressions ÷
 * its all-individual impressions; its index is that share ÷ the area's average share over the
 * period (all the area's slots, all day) × 100. A 穴場枠 has an index of at least
 * TARGET_BARGAIN_INDEX and a per-cost at or under the median of the slots searched.
 */

export const TARGET_BARGAIN_INDEX = 120;
/** The longest period one search covers: about an area-month. */
export const TARGET_SEARCH_MAX_DAYS = 31;
export const TARGET_SEARCH_PAGE_SIZE = 50;
export const TARGET_SEARCH_SORTS = ['index', 'cpm', 'perCost'] as const;
export type TargetSearchSort = (typeof TARGET_SEARCH_SORTS)[number];

/**
 * `GET /target-search/heatmap` and `GET /target-search/slots`: a demographic target (with its rating
 * type) or a licensed segment (`segment`, which then replaces `target`), an area, a period and a
 * buying pattern (全日 when absent).
 */
const targetSearchShape = {
  area: areaCodeSchema,
  dateFrom: businessDateSchema,
  dateTo: businessDateSchema,
  target: z.enum(TARGETS).default('individual'),
  ratingType: z.enum(RATING_TYPES).default('realtime'),
  segment: idParam().optional(),
  pattern: z.enum(TIME_BAND_PRESET_NAMES).default('allDay'),
};

const periodChecks = <T extends { dateFrom: string; dateTo: string }>(schema: z.ZodType<T>) =>
  schema
    .refine((query) => query.dateFrom <= query.dateTo, { path: ['dateTo'] })
    .refine((query) => daysBetween(query.dateFrom, query.dateTo) < TARGET_SEARCH_MAX_DAYS, {
      path: ['dateTo'],
      params: { reason: 'periodTooLong' },
    });

export const targetHeatmapQuerySchema = periodChecks(z.strictObject(targetSearchShape));
export type TargetHeatmapQuery = z.infer<typeof targetHeatmapQuerySchema>;
export type TargetHeatmapQueryInput = z.input<typeof targetHeatmapQuerySchema>;

export const targetSlotsQuerySchema = periodChecks(
  z.strictObject({
    ...targetSearchShape,
    sort: z.enum(TARGET_SEARCH_SORTS).default('index'),
    /** Only 穴場枠. */
    bargainsOnly: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .default(false),
    kind: z.coerce
      .number()
      .pipe(z.union([z.literal(SLOT_KINDS.normal), z.literal(SLOT_KINDS.lastMinute)]))
      .optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
);
export type TargetSlotsQuery = z.infer<typeof targetSlotsQuerySchema>;
export type TargetSlotsQueryInput = z.input<typeof targetSlotsQuerySchema>;

/** What the answer is about: the demographic or the segment, and the area's average share. */
const targetOfAnswerSchema = z.object({
  target: z.enum(TARGETS),
  ratingType: z.enum(RATING_TYPES),
  /** The licensed segment searched for, when one was. */
  segment: answerSegmentSchema.nullable(),
  /** The area's average target share over the period, in basis points (e.g. 2345 = 23.45 %); null without ratings. */
  averageShare: z.number().int().nullable(),
  /** Demo ratings and segment values are estimates: the web labels them 推定. */
  figuresAreEstimates: z.boolean(),
});

/** One cell of the weekday × hour heat map (hours 5–28 of the broadcast day). */
export const targetHeatmapCellSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  hour: z.number().int().min(5).max(28),
  slots: z.number().int(),
  /** The cell's target share ÷ the area's average × 100, rounded; null without ratings. */
  index: z.number().int().nullable(),
  /** The cell's price ÷ its target rating points, in yen. */
  perCost: z.number().int().nullable(),
});
export type TargetHeatmapCell = z.infer<typeof targetHeatmapCellSchema>;

export const targetHeatmapResponseSchema = targetOfAnswerSchema.extend({
  cells: z.array(targetHeatmapCellSchema),
  /** The median per-cost of the pattern's slots on sale, the 穴場 line. */
  medianPerCost: z.number().int().nullable(),
});
export type TargetHeatmapResponse = z.infer<typeof targetHeatmapResponseSchema>;

export const targetSlotSchema = z.object({
  id: z.number().int(),
  station: stationSchema.pick({ id: true, name: true, shortName: true }),
  programmeTitle: z.string().nullable(),
  date: z.string(),
  weekday: z.number().int(),
  start: z.number().int(),
  length: z.number().int(),
  position: z.enum(SLOT_POSITIONS),
  kind: z.number().int(),
  price: z.number().int(),
  remaining: z.number().int(),
  state: z.enum(SLOT_STATES),
  /** The target's rating in basis points. */
  rating: z.number().int().nullable(),
  /** Target share in basis points, and its index against the area's average. */
  share: z.number().int().nullable(),
  index: z.number().int().nullable(),
  perCost: z.number().int().nullable(),
  cpm: z.number().int().nullable(),
  bargain: z.boolean(),
});
export type TargetSlot = z.infer<typeof targetSlotSchema>;

export const targetSlotsResponseSchema = targetOfAnswerSchema.extend({
  slots: z.array(targetSlotSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  medianPerCost: z.number().int().nullable(),
});
export type TargetSlotsResponse = z.infer<typeof targetSlotsResponseSchema>;

/** The hour of the broadcast day (5–28) a slot starting `startSecond` after 05:00 airs in: a segment's values are per this hour. */
export const broadcastHourOf = (startSecond: number): number => 5 + Math.floor(startSecond / 3600);

/** The key of a segment's cell (station × broadcast date × hour), as target data's ratings are keyed. */
export const segmentCellKey = (stationId: number, date: string, hour: number): string => `${stationId}|${date}|${hour}`;
