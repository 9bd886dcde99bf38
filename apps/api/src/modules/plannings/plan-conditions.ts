import { type PlanConditions, TIME_BAND_PRESETS, type TimeBand } from '@tvcm/contracts';
import type { SlotConditions } from '../inventory';

/**
 * A plan's conditions in the inventory's terms, and the bands of its buying pattern: the parts of
 * コの字 or ヨの字 (mornings, nights, weekends), or the buyer's own weekdays × time band. The cap on
 * spots per day and band counts within one broadcast day and one of these parts.
 */
export function bandsOf(conditions: Pick<PlanConditions, 'pattern' | 'weekdays' | 'timeFrom' | 'timeTo'>): readonly TimeBand[] {
  if (conditions.pattern !== 'custom') return TIME_BAND_PRESETS[conditions.pattern];
  return [{ weekdays: conditions.weekdays, from: conditions.timeFrom ?? 0, to: conditions.timeTo ?? 0 }];
}

/** Monday 0 … Sunday 6, as the slots keep their weekday. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The pattern's band a slot airs in (`2026-12-07:1`), or null outside every band. */
export function dayBandOf(bands: readonly TimeBand[], date: string, start: number): string | null {
  const weekday = weekdayOf(date);
  const index = bands.findIndex((band) => band.weekdays.includes(weekday) && start >= band.from && start < band.to);
  return index < 0 ? null : `${date}:${index}`;
}

/** The slots a plan may buy: on sale today, of its area, period, stations, pattern, length, position and kind. */
export function slotConditionsOf(conditions: PlanConditions, today: string): SlotConditions {
  const pattern = conditions.pattern === 'custom' ? undefined : conditions.pattern;
  const custom = pattern === undefined;
  return {
    areaCode: conditions.area,
    dateFrom: conditions.dateFrom,
    dateTo: conditions.dateTo,
    stationIds: conditions.stations.length > 0 ? conditions.stations : undefined,
    pattern,
    weekdays: custom ? conditions.weekdays : undefined,
    timeFrom: custom ? (conditions.timeFrom ?? undefined) : undefined,
    timeTo: custom ? (conditions.timeTo ?? undefined) : undefined,
    position: conditions.position ?? undefined,
    length: conditions.length,
    kind: conditions.kind ?? undefined,
    onSaleOn: today,
  };
}
