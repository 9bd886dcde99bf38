import {
  type AgencyAnalysisQuery,
  ANALYSIS_MAX_DAYS,
  addDays,
  areaCodeSchema,
  businessDateOf,
  businessDateSchema,
  daysBetween,
  idParam,
  RATING_TYPES,
  type StationAnalysisQuery,
  TARGETS,
} from '@tvcm/contracts';
import { z } from 'zod';

/** 先月, 直近4週 or 任意 (the dates of the address). */
export const PERIOD_PRESETS = ['lastMonth', 'last4Weeks', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The agency's figures by booking, advertiser, station, month or plan. */
export const DELIVERY_VIEWS = ['booking', 'advertiser', 'station', 'month', 'plan'] as const;
export type DeliveryView = (typeof DELIVERY_VIEWS)[number];

const periodShape = {
  period: z.enum(PERIOD_PRESETS).default('lastMonth'),
  dateFrom: businessDateSchema.optional(),
  dateTo: businessDateSchema.optional(),
  target: z.enum(TARGETS).default('individual'),
  ratingType: z.enum(RATING_TYPES).default('realtime'),
};

/** The station analysis as its address keeps it; each parameter read by its own rule. */
export const stationAnalysisAddressSchema = z.object({ station: idParam().optional(), ...periodShape });
export type StationAnalysisAddress = z.infer<typeof stationAnalysisAddressSchema>;

/** The agency analysis as its address keeps it: the area absent is the first the caller may see. */
export const agencyAnalysisAddressSchema = z.object({
  ...periodShape,
  area: areaCodeSchema.optional(),
  advertiser: idParam().optional(),
  view: z.enum(DELIVERY_VIEWS).default('booking'),
});
export type AgencyAnalysisAddress = z.infer<typeof agencyAnalysisAddressSchema>;

export function periodValid(dateFrom: string, dateTo: string): boolean {
  return dateFrom <= dateTo && daysBetween(dateFrom, dateTo) < ANALYSIS_MAX_DAYS;
}

/**
 * The dates of a preset on Japan's calendar: last month whole, or the 28 days to yesterday (the
 * ratings of a day arrive after it has aired). 任意 takes the address's dates when they make a
 * valid period, last month otherwise.
 */
export function periodOf(
  address: { period: PeriodPreset; dateFrom?: string; dateTo?: string },
  now: number,
): { dateFrom: string; dateTo: string } {
  const today = businessDateOf(now);
  if (address.period === 'last4Weeks') return { dateFrom: addDays(today, -28), dateTo: addDays(today, -1) };
  if (address.period === 'custom' && address.dateFrom && address.dateTo && periodValid(address.dateFrom, address.dateTo))
    return { dateFrom: address.dateFrom, dateTo: address.dateTo };
  const firstOfThisMonth = `${today.slice(0, 7)}-01`;
  const dateTo = addDays(firstOfThisMonth, -1);
  return { dateFrom: `${dateTo.slice(0, 7)}-01`, dateTo };
}

export function stationRequestOf(address: StationAnalysisAddress, now: number): StationAnalysisQuery {
  return {
    ...(address.station !== undefined && { station: address.station }),
    ...periodOf(address, now),
    target: address.target,
    ratingType: address.ratingType,
  };
}

/** `GET /agency-analysis`'s query as the page sends it: the area left out takes the API's default. */
export type AgencyAnalysisRequest = Omit<AgencyAnalysisQuery, 'area'> & { area?: string };

/** The agency's request; without an area (the caller may not search areas) the API's default area. */
export function agencyRequestOf(address: AgencyAnalysisAddress, area: string | undefined, now: number): AgencyAnalysisRequest {
  return {
    ...periodOf(address, now),
    target: address.target,
    ratingType: address.ratingType,
    ...(area !== undefined && { area }),
    ...(address.advertiser !== undefined && { advertiser: address.advertiser }),
  };
}
