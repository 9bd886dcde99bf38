import {
  addDays,
  areaCodeSchema,
  businessDateOf,
  businessDateSchema,
  daysBetween,
  idParam,
  RATING_TYPES,
  TARGET_SEARCH_MAX_DAYS,
  TARGET_SEARCH_SORTS,
  TARGETS,
  type TargetHeatmapQuery,
  type TargetSlotsQuery,
  TIME_BAND_PRESET_NAMES,
} from '@tvcm/contracts';
import { z } from 'zod';

export const HEATMAP_FIGURES = ['index', 'perCost'] as const;
export type HeatmapFigure = (typeof HEATMAP_FIGURES)[number];

/**
 * The target search as its address keeps it: the API's conditions, with area and period optional
 * (the page fills them in: the first area, and four weeks from the area's first day on sale) and
 * the heat map's figure. Each parameter is read by its own rule, so a bad one falls back.
 */
export const targetSearchAddressSchema = z.object({
  area: areaCodeSchema.optional(),
  dateFrom: businessDateSchema.optional(),
  dateTo: businessDateSchema.optional(),
  target: z.enum(TARGETS).default('individual'),
  ratingType: z.enum(RATING_TYPES).default('realtime'),
  segment: idParam().optional(),
  pattern: z.enum(TIME_BAND_PRESET_NAMES).default('allDay'),
  sort: z.enum(TARGET_SEARCH_SORTS).default('index'),
  bargainsOnly: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  figure: z.enum(HEATMAP_FIGURES).default('index'),
});
export type TargetSearchAddress = z.infer<typeof targetSearchAddressSchema>;

/**
 * Four weeks: each weekday of the heat map then stands on four days alike, well inside the
 * longest period one search covers.
 */
export const DEFAULT_PERIOD_DAYS = 28;

export function periodValid(dateFrom: string, dateTo: string): boolean {
  return dateFrom <= dateTo && daysBetween(dateFrom, dateTo) < TARGET_SEARCH_MAX_DAYS;
}

/** The period searched: the address's when valid, else four weeks from the area's first day on sale (or today). */
export function periodOf(address: TargetSearchAddress, firstOnSaleDate: string | null): { dateFrom: string; dateTo: string } {
  if (address.dateFrom && address.dateTo && periodValid(address.dateFrom, address.dateTo))
    return { dateFrom: address.dateFrom, dateTo: address.dateTo };
  const dateFrom = address.dateFrom ?? firstOnSaleDate ?? businessDateOf(Date.now());
  return { dateFrom, dateTo: addDays(dateFrom, DEFAULT_PERIOD_DAYS - 1) };
}

/** The heat map's and the list's requests for the address, once the area is known. */
export function requestsOf(
  address: TargetSearchAddress,
  area: { code: string; firstOnSaleDate: string | null },
  segmentId: number | undefined,
): { heatmap: TargetHeatmapQuery; slots: TargetSlotsQuery } {
  const heatmap: TargetHeatmapQuery = {
    area: area.code,
    ...periodOf(address, area.firstOnSaleDate),
    target: address.target,
    ratingType: address.ratingType,
    pattern: address.pattern,
    ...(segmentId !== undefined && { segment: segmentId }),
  };
  return {
    heatmap,
    slots: { ...heatmap, sort: address.sort, bargainsOnly: address.bargainsOnly, page: address.page },
  };
}
