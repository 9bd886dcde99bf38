/**
 * The broadcast trade's fixed vocabulary (DOMAIN.md): the 29-hour broadcast day, targets,
 * rating types, slot kinds and the time bands buyers use. Both apps and the seed read these.
 */

/** The broadcast day starts at 05:00 and runs to 28:59:59; times are kept as seconds from 05:00. */
export const BROADCAST_DAY_START_HOUR = 5;
export const BROADCAST_DAY_SECONDS = 24 * 3600;

/** Seconds from 05:00 for a time on the 29-hour clock, e.g. 25:30 → 73800. */
export function broadcastSeconds(hour: number, minute = 0, second = 0): number {
  return (hour - BROADCAST_DAY_START_HOUR) * 3600 + minute * 60 + second;
}

/** The 29-hour clock time for seconds from 05:00, e.g. 73800 → "25:30". */
export function broadcastClock(seconds: number): string {
  const hour = BROADCAST_DAY_START_HOUR + Math.floor(seconds / 3600);
  const minute = Math.floor((seconds % 3600) / 60);
  return `${hour}:${String(minute).padStart(2, '0')}`;
}

/** Audience targets (DOMAIN.md "Ratings"): 世帯, 個人全体, コア, C, T, M1–M3, F1–F3. */
export const TARGETS = ['household', 'individual', 'core', 'c', 't', 'm1', 'f1', 'm2', 'f2', 'm3', 'f3'] as const;
export type Target = (typeof TARGETS)[number];

/**
 * Rating types: real-time, P+C7 (programme rating plus the CM's 7-day time-shift, which the Tokyo
 * stations trade on) and the household four-week average, which exists for households only.
 */
export const RATING_TYPES = ['realtime', 'pc7', 'household4w'] as const;
export type RatingType = (typeof RATING_TYPES)[number];

export function ratingTypeSupports(type: RatingType, target: Target): boolean {
  return type !== 'household4w' || target === 'household';
}

/** P+C7 is the currency of the 関東 stations only (DOMAIN.md "Ratings"); elsewhere it is not offered. */
export const PC7_AREA_CODES: readonly string[] = ['kanto'];

/** Whether a rating setting can be shown for an area (any area when none is given). */
export function ratingSettingSupported(type: RatingType, target: Target, areaCode?: string): boolean {
  if (!ratingTypeSupports(type, target)) return false;
  return type !== 'pc7' || areaCode === undefined || PC7_AREA_CODES.includes(areaCode);
}

/** The figure a slot chip shows for the chosen target. */
export const SLOT_FIGURES = ['rating', 'perCost', 'cpm'] as const;
export type SlotFigure = (typeof SLOT_FIGURES)[number];

/** SB: station break between programmes; PT: inside a programme. */
export const SLOT_POSITIONS = ['SB', 'PT'] as const;
export type SlotPosition = (typeof SLOT_POSITIONS)[number];

export const SLOT_LENGTHS = [15, 30] as const;
export type SlotLength = (typeof SLOT_LENGTHS)[number];

/** kind_cm of the main site's slot lists: 1 normal, 2 last-minute (unsold close to air). */
export const SLOT_KINDS = { normal: 1, lastMinute: 2 } as const;
export type SlotKind = (typeof SLOT_KINDS)[keyof typeof SLOT_KINDS];

/** Where a slot stands for a buyer, derived from its units, its sales period and its sale status. */
export const SLOT_STATES = ['onSale', 'fewLeft', 'soldOut', 'outsideSalesPeriod', 'withdrawn'] as const;
export type SlotState = (typeof SLOT_STATES)[number];

/** At most this many units left shows "few left". */
export const FEW_UNITS_LEFT = 1;

/** Ratings are kept in basis points of a percent (12.34 % → 1234), so sums are exact. */
export const RATING_SCALE = 100;

/** One week of weekdays, Monday 0 to Sunday 6 (SPEC.md §3). */
export const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const WEEKDAYS_MON_FRI = [0, 1, 2, 3, 4] as const;
const WEEKEND = [5, 6] as const;

export interface TimeBand {
  weekdays: readonly number[];
  /** Seconds from 05:00, start inclusive, end exclusive. */
  from: number;
  to: number;
}

const band = (weekdays: readonly number[], fromHour: number, toHour: number): TimeBand => ({
  weekdays,
  from: broadcastSeconds(fromHour),
  to: broadcastSeconds(toHour),
});

/**
 * Named time bands and buying patterns (DOMAIN.md "Time"). The hours of the patterns' parts are
 * our choice: weekday nights 19–24, mornings 6–9, midday 11–14; weekends all day (6–24).
 */
export const TIME_BAND_PRESETS = {
  allDay: [band(ALL_WEEKDAYS, 6, 24)],
  golden: [band(ALL_WEEKDAYS, 19, 22)],
  prime: [band(ALL_WEEKDAYS, 19, 23)],
  lateNight: [band(ALL_WEEKDAYS, 23, 29)],
  reverseL: [band(WEEKDAYS_MON_FRI, 19, 24), band(WEEKEND, 6, 24)],
  uShape: [band(WEEKDAYS_MON_FRI, 6, 9), band(WEEKDAYS_MON_FRI, 19, 24), band(WEEKEND, 6, 24)],
  eShape: [band(WEEKDAYS_MON_FRI, 6, 9), band(WEEKDAYS_MON_FRI, 11, 14), band(WEEKDAYS_MON_FRI, 19, 24), band(WEEKEND, 6, 24)],
} as const satisfies Record<string, readonly TimeBand[]>;
export type TimeBandPreset = keyof typeof TIME_BAND_PRESETS;
export const TIME_BAND_PRESET_NAMES = Object.keys(TIME_BAND_PRESETS) as [TimeBandPreset, ...TimeBandPreset[]];

/** Price ÷ rating point: the yen one rating point costs. Undefined without a rating. */
export function perCostYen(priceYen: number, ratingBasisPoints: number | null): number | null {
  if (!ratingBasisPoints) return null;
  return Math.round((priceYen * RATING_SCALE) / ratingBasisPoints);
}

/** Cost per thousand impressions: price ÷ (rating × the target's universe in the area) × 1000. */
export function cpmYen(priceYen: number, ratingBasisPoints: number | null, universe: number | null): number | null {
  if (!ratingBasisPoints || !universe) return null;
  const impressions = (ratingBasisPoints / (100 * RATING_SCALE)) * universe;
  return Math.round((priceYen / impressions) * 1000);
}
