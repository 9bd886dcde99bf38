import { z } from 'zod';
import { SLOT_STATES, TARGETS } from '../broadcast';
import { idParam } from './ids';
import { isoDate, listQuerySchema } from './list-query';
import { areaCodeSchema, stationSchema } from './program-guide';

/**
 * Streaming (配信サービス, CU) and 1-day (デジタル1day) products: DOMAIN.md "Streaming and 1-day
 * products". Both are sold through the same cart-to-contract loop as TV slots, as product kinds
 * of the inventory. A streaming unit is 1,000 impressions at the CPM; a 1-day product is one day
 * of one surface, a single unit.
 */
export const DIGITAL_PRODUCT_KINDS = ['STREAMING', 'ONEDAY'] as const;
export type DigitalProductKind = (typeof DIGITAL_PRODUCT_KINDS)[number];

/** Impressions in one unit of a streaming product: the CPM is its price. */
export const STREAMING_UNIT_IMPRESSIONS = 1000;
/** The ad lengths a streaming product may offer, in seconds. */
export const STREAMING_AD_LENGTH_MIN = 6;
export const STREAMING_AD_LENGTH_MAX = 60;
/** The highest targeting surcharge, in percent of the CPM. */
export const STREAMING_SURCHARGE_MAX_PERCENT = 300;

export const STREAMING_GENRES = ['DRAMA', 'VARIETY', 'ANIME', 'SPORTS', 'NEWS', 'MUSIC', 'MOVIE', 'DOCUMENTARY'] as const;
export type StreamingGenre = (typeof STREAMING_GENRES)[number];

/** The sex and age bands a streaming product may be targeted at: the rating targets narrower than everyone. */
export const STREAMING_AUDIENCE_TARGETS = TARGETS.filter((target) => target !== 'household' && target !== 'individual');
export type StreamingAudienceTarget = (typeof STREAMING_AUDIENCE_TARGETS)[number];

/** A targeting option: a sex and age band (`f1`) or an area (`area:kanto`). */
export const streamingTargetSchema = z
  .string()
  .max(24)
  .refine(
    (value) => (STREAMING_AUDIENCE_TARGETS as readonly string[]).includes(value) || /^area:[a-z]{2,16}$/.test(value),
    'unknown target',
  );

/**
 * The CPM of a targeting at its surcharge, in whole yen: `cpm × (100 + surcharge) / 100`, rounded.
 * What a cart line and a booking item of a targeted streaming product are priced at.
 */
export function surchargedCpm(cpm: number, surchargePercent: number): number {
  return Math.round((cpm * (100 + surchargePercent)) / 100);
}

/** The amount of impressions at a CPM: impressions ÷ 1000 × CPM, in whole yen (DOMAIN.md). */
export function streamingAmount(impressions: number, cpm: number): number {
  return Math.round((impressions / STREAMING_UNIT_IMPRESSIONS) * cpm);
}

/** A 1-day product's effective CPM: the day's price ÷ its estimated impressions × 1000, in whole yen. */
export function effectiveCpm(price: number, estimatedImpressions: number): number | null {
  return estimatedImpressions > 0 ? Math.round((price / estimatedImpressions) * STREAMING_UNIT_IMPRESSIONS) : null;
}

const stationRefSchema = z.object({ id: z.number().int(), name: z.string(), shortName: z.string() });
const areaRefSchema = z.object({ code: z.string(), name: z.string() });

export const streamingTargetingSchema = z.object({
  target: z.string(),
  surchargePercent: z.number().int(),
  /** The CPM with the surcharge. */
  cpm: z.number().int(),
});
export type StreamingTargeting = z.infer<typeof streamingTargetingSchema>;

/** A streaming product as the buyer's search and the station's list show it. */
export const streamingProductSchema = z.object({
  id: z.number().int(),
  station: stationRefSchema,
  area: areaRefSchema,
  code: z.string(),
  title: z.string(),
  genre: z.enum(STREAMING_GENRES).nullable(),
  episodeFrom: z.string().nullable(),
  episodeTo: z.string().nullable(),
  deliveryStart: z.string(),
  deliveryEnd: z.string(),
  adLengths: z.array(z.number().int()),
  cpm: z.number().int(),
  minimumImpressions: z.number().int(),
  impressionsOnSale: z.number().int(),
  impressionsHeld: z.number().int(),
  impressionsSold: z.number().int(),
  /** On sale less held and sold (0 when sold out). */
  impressionsRemaining: z.number().int(),
  salesStart: z.string(),
  salesEnd: z.string(),
  state: z.enum(SLOT_STATES),
  targeting: z.array(streamingTargetingSchema),
});
export type StreamingProduct = z.infer<typeof streamingProductSchema>;

export const STREAMING_SORTS = ['cpm', 'remaining', 'delivery_start', 'station'] as const;
export type StreamingSort = (typeof STREAMING_SORTS)[number];
export const STREAMING_PAGE_SIZE = 50;

/** `GET /streaming-products`: the buyer's search (配信サービス販売枠). */
export const streamingSearchQuerySchema = listQuerySchema({
  sorts: STREAMING_SORTS,
  defaultSort: 'cpm',
  searchMaxLength: 100,
}).extend({
  order: z.enum(['asc', 'desc']).default('asc'),
  area: areaCodeSchema.optional(),
  stationId: idParam().optional(),
  genre: z.enum(STREAMING_GENRES).optional(),
  /** Products whose delivery window overlaps these dates. */
  deliveryFrom: isoDate.optional(),
  deliveryTo: isoDate.optional(),
  /** Only products offering this targeting. */
  target: streamingTargetSchema.optional(),
  /** Only products with at least this many impressions left. */
  minRemaining: z.coerce.number().int().min(0).max(1_000_000_000_000).optional(),
  onSaleOnly: z.stringbool().optional(),
});
export type StreamingSearchQuery = z.infer<typeof streamingSearchQuerySchema>;

export const streamingSearchResponseSchema = z.object({
  items: z.array(streamingProductSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type StreamingSearchResponse = z.infer<typeof streamingSearchResponseSchema>;

/** A 1-day product: one day of one surface of a station. */
export const oneDayProductSchema = z.object({
  id: z.number().int(),
  station: stationRefSchema,
  area: areaRefSchema,
  /** The surface's code and name (`TOP`, 「トップページ マストヘッド」). */
  surface: z.object({ code: z.string(), name: z.string() }),
  date: z.string(),
  adLengths: z.array(z.number().int()),
  price: z.number().int(),
  estimatedImpressions: z.number().int(),
  effectiveCpm: z.number().int().nullable(),
  salesStart: z.string(),
  salesEnd: z.string(),
  state: z.enum(SLOT_STATES),
});
export type OneDayProduct = z.infer<typeof oneDayProductSchema>;

/** The most days one calendar request spans. */
export const ONE_DAY_CALENDAR_MAX_DAYS = 62;

/** `GET /one-day-products`: a calendar of days × surfaces (デジタル1day). */
export const oneDayCalendarQuerySchema = z.strictObject({
  area: areaCodeSchema.optional(),
  stationId: idParam().optional(),
  from: isoDate,
  to: isoDate,
});
export type OneDayCalendarQuery = z.infer<typeof oneDayCalendarQuerySchema>;

export const oneDayCalendarResponseSchema = z.object({ items: z.array(oneDayProductSchema) });
export type OneDayCalendarResponse = z.infer<typeof oneDayCalendarResponseSchema>;

/** `GET /digital-products/areas`: the areas and the stations in them whose streaming and 1-day products the caller may see. */
export const digitalAreasResponseSchema = z.object({
  areas: z.array(z.object({ code: z.string(), name: z.string(), stations: z.array(stationSchema) })),
});
export type DigitalAreasResponse = z.infer<typeof digitalAreasResponseSchema>;
