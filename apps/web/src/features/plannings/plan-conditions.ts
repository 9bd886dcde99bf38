import {
  areaCodeSchema,
  businessDateSchema,
  PLAN_BUDGET_MAX,
  PLAN_PATTERNS,
  type PlanConditionsInput,
  RATING_TYPES,
  type RatingType,
  ratingSettingSupported,
  TARGETS,
  type Target,
} from '@tvcm/contracts';
import { z } from 'zod';

/** The business day (Tokyo) of an instant, `2026-11-26`. */
const tokyoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The first two weeks of the month after `now` (Tokyo): a campaign is planned ahead of its month. */
export function nextMonthsFirstTwoWeeks(now: Date): { dateFrom: string; dateTo: string } {
  const [year, month] = tokyoDate.format(now).split('-').map(Number) as [number, number];
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const dateFrom = `${next.year}-${String(next.month).padStart(2, '0')}-01`;
  return { dateFrom, dateTo: addDays(dateFrom, 13) };
}

export const DEFAULT_AREA = 'kanto';

/** The rating type a target is traded on in an area: P+C7 in 関東, real-time elsewhere. */
export function defaultRatingType(target: Target, area: string): RatingType {
  return ratingSettingSupported('pc7', target, area) ? 'pc7' : 'realtime';
}

/**
 * A new plan's conditions: 関東, next month's first two weeks, 個人全体 on P+C7, ¥30,000,000 for
 * the most GRP, コの字, 15 seconds, at most 2 spots a day and band, 40 % on a station, 1 per programme.
 */
export function defaultConditions(now: Date): PlanConditionsInput {
  return {
    area: DEFAULT_AREA,
    ...nextMonthsFirstTwoWeeks(now),
    target: 'individual',
    ratingType: defaultRatingType('individual', DEFAULT_AREA),
    budget: 30_000_000,
    goal: 'maxGrp',
    goalValue: null,
    pattern: 'uShape',
    weekdays: [],
    timeFrom: null,
    timeTo: null,
    stations: [],
    length: 15,
    position: null,
    kind: null,
    caps: { perDayBand: 2, stationSharePercent: 40, perProgramme: 1 },
    includeDigital: false,
    tvSharePercent: null,
  };
}

/** The conditions TV × digital hands over in the address (`?area=&dateFrom=…&tvSharePercent=`). */
const presetFields = {
  area: areaCodeSchema,
  dateFrom: businessDateSchema,
  dateTo: businessDateSchema,
  target: z.enum(TARGETS),
  ratingType: z.enum(RATING_TYPES),
  budget: z.coerce.number().int().min(1).max(PLAN_BUDGET_MAX),
  pattern: z.enum(PLAN_PATTERNS).exclude(['custom']),
  tvSharePercent: z.coerce.number().int().min(0).max(100),
} as const;

type Preset = Partial<{ [Key in keyof typeof presetFields]: z.infer<(typeof presetFields)[Key]> }>;

export const PRESET_PARAMS = Object.keys(presetFields) as (keyof typeof presetFields)[];

/** The preset read from the address: each parameter by its own rule, one that fails it left out. */
export function presetOf(params: URLSearchParams): Preset | null {
  const preset: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(presetFields) as [string, z.ZodType][]) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    const parsed = field.safeParse(value);
    if (parsed.success) preset[key] = parsed.data;
  }
  return Object.keys(preset).length > 0 ? (preset as Preset) : null;
}

/** The conditions a plan page opened with a preset starts from: the defaults, the preset and digital products. */
export function conditionsWithPreset(defaults: PlanConditionsInput, preset: Preset): PlanConditionsInput {
  const merged: PlanConditionsInput = { ...defaults, ...preset, includeDigital: true };
  if (!ratingSettingSupported(merged.ratingType, merged.target, merged.area)) {
    merged.ratingType = defaultRatingType(merged.target, merged.area);
  }
  return merged;
}

/** The address of the plan page with a TV × digital split's conditions. */
export function planEditSearch(conditions: Required<Preset>): string {
  const params = new URLSearchParams();
  for (const key of PRESET_PARAMS) params.set(key, String(conditions[key]));
  return `?${params.toString()}`;
}
