import {
  type ActualHeatmapCell,
  type AgencyAnalysis,
  type AgencyAnalysisQuery,
  businessDateOf,
  type DeliveryFigures,
  type EstimateAccuracy,
  type Industry,
  perCostYen,
  type RatingType,
  ratingTypeSupports,
  SALES_TIME_BAND_IDS,
  type SalesTimeBand,
  type StationAnalysis,
  type StationAnalysisQuery,
  type SubstituteSlot,
  TARGETS,
  type Target,
  UNDER_DELIVERY_PERCENT,
  type UnderDeliveredSlot,
} from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SpreadsheetFile } from '../../lib/spreadsheet';
import { type RatingColumn, ratingColumnOf } from '../inventory';
import { postBuyPolicy } from './post-buy.policy';
import type { AccuracySums, ContractedItemRow, HeatmapSums, PostBuyRepository } from './post-buy.repository';
import { agencyAnalysisFile, stationAnalysisFile } from './post-buy-sheets';
import { type ShortSlot, substitutePicker } from './substitute-choice';

export interface PostBuyCaller {
  companyId: number;
}

/** Ratios to one decimal: a percentage read off a screen, not a figure summed again. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The column of the query's rating type and target; a pair the ratings do not exist for is refused. */
function columnOf(ratingType: RatingType, target: Target): RatingColumn {
  if (!ratingTypeSupports(ratingType, target)) throw new AppError('badRequest');
  return ratingColumnOf(ratingType, target);
}

function accuracyOf(key: string, name: string | null, sums: AccuracySums): EstimateAccuracy {
  const { breaks } = sums;
  const mean = (total: number) => (breaks === 0 ? null : Math.round(total / breaks));
  return {
    key,
    name,
    breaks,
    meanEstimate: mean(sums.estimate),
    meanActual: mean(sums.actual),
    meanAbsoluteError: mean(sums.absoluteError),
    bias: mean(sums.actual - sums.estimate),
    biasPercent: sums.estimate === 0 ? null : oneDecimal((sums.actual / sums.estimate - 1) * 100),
  };
}

const heatmapCell = (sums: HeatmapSums): ActualHeatmapCell => ({
  weekday: sums.weekday,
  hour: sums.hour,
  breaks: sums.breaks,
  meanActual: sums.measured === 0 ? null : Math.round(sums.actual / sums.measured),
});

/** One item's part of the delivery figures; impressions per slot rounded, so groups add up to their total. */
interface ItemDelivery {
  bookedGrp: number;
  deliveredGrp: number;
  bookedMeasuredGrp: number;
  bookedImpressions: number;
  deliveredImpressions: number;
  measured: boolean;
}

const impressionsOf = (rating: number, universe: number | null) => (universe ? Math.round((rating * universe) / 10_000) : 0);

function deliveryOf(item: ContractedItemRow): ItemDelivery {
  const estimate = item.estimate ?? 0;
  const measured = item.actual !== null;
  const actual = item.actual ?? 0;
  return {
    bookedGrp: item.units * estimate,
    deliveredGrp: item.units * actual,
    bookedMeasuredGrp: measured ? item.units * estimate : 0,
    bookedImpressions: item.units * impressionsOf(estimate, item.universe),
    deliveredImpressions: measured ? item.units * impressionsOf(actual, item.universe) : 0,
    measured,
  };
}

/** The delivery figures of a group of items, from their parts. */
function figuresOf(key: string, name: string | null, deliveries: readonly ItemDelivery[]): DeliveryFigures {
  const sum = (pick: (delivery: ItemDelivery) => number) => deliveries.reduce((total, delivery) => total + pick(delivery), 0);
  const bookedMeasured = sum((delivery) => delivery.bookedMeasuredGrp);
  const delivered = sum((delivery) => delivery.deliveredGrp);
  return {
    key,
    name,
    slots: deliveries.length,
    measuredSlots: deliveries.filter((delivery) => delivery.measured).length,
    bookedGrp: sum((delivery) => delivery.bookedGrp),
    deliveredGrp: delivered,
    shortfallGrp: bookedMeasured - delivered,
    bookedImpressions: sum((delivery) => delivery.bookedImpressions),
    deliveredImpressions: sum((delivery) => delivery.deliveredImpressions),
    deliveryPercent: bookedMeasured === 0 ? null : oneDecimal((delivered / bookedMeasured) * 100),
  };
}

/** Items grouped under a key, in the order their first item came (the items come in broadcast order). */
function groupBy<Extra>(
  items: readonly { row: ContractedItemRow; delivery: ItemDelivery }[],
  keyOf: (row: ContractedItemRow) => string,
  describe: (row: ContractedItemRow) => { name: string | null } & Extra,
): (DeliveryFigures & Extra)[] {
  const groups = new Map<string, { first: ContractedItemRow; deliveries: ItemDelivery[] }>();
  for (const { row, delivery } of items) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { first: row, deliveries: [] };
    group.deliveries.push(delivery);
    groups.set(key, group);
  }
  return [...groups].map(([key, group]) => {
    const { name, ...extra } = describe(group.first);
    return { ...figuresOf(key, name, group.deliveries), ...(extra as Extra) };
  });
}

const isUnderDelivered = (row: ContractedItemRow): row is ContractedItemRow & { estimate: number; actual: number } =>
  row.estimate !== null && row.estimate > 0 && row.actual !== null && row.actual * 100 < row.estimate * UNDER_DELIVERY_PERCENT;

/**
 * 全枠分析 after broadcast: a station's estimates against the actual ratings it uploaded, and a
 * buyer's delivered GRP against what it booked, with a slot still on sale for each one that came
 * in short. Reads only; "today" (what is still on sale) is the injected clock's.
 */
export function createPostBuyService(repository: PostBuyRepository, now: Clock) {
  async function stationAnalysis(caller: PostBuyCaller, query: StationAnalysisQuery): Promise<StationAnalysis> {
    const column = columnOf(query.ratingType, query.target);
    const stations = postBuyPolicy.assertOwnStations(await repository.ownStations(caller.companyId), query.station);
    const scope = { stationIds: stations.map((station) => station.id), dateFrom: query.dateFrom, dateTo: query.dateTo };
    const targets = TARGETS.filter((target) => ratingTypeSupports(query.ratingType, target));
    const targetColumns = targets.map((target) => ratingColumnOf(query.ratingType, target));
    const [breaks, byColumn, byWeekdayBand, byProgramme, realised, heatmap] = await Promise.all([
      repository.measuredBreaks(scope, column),
      repository.accuracyByColumn(scope, targetColumns),
      repository.accuracyBy(scope, column, 'weekdayBand'),
      repository.accuracyBy(scope, column, 'programme'),
      repository.realised(scope, column),
      repository.heatmap(scope, column),
    ]);
    const none: AccuracySums = { breaks: 0, estimate: 0, actual: 0, absoluteError: 0 };
    const totals = accuracyOf('total', null, byColumn.get(column) ?? none);
    const bandOrder = (band: string) => SALES_TIME_BAND_IDS.indexOf(band as SalesTimeBand);
    return {
      stations: stations.map((station) => ({ id: station.id, name: station.name })),
      breaks,
      compared: totals.breaks,
      totals,
      byWeekdayBand: byWeekdayBand
        .map((row) => {
          const weekday = row.weekday ?? 0;
          const band = row.band as SalesTimeBand;
          return { ...accuracyOf(`${weekday}:${band}`, null, row), weekday, band };
        })
        .sort((a, b) => a.weekday - b.weekday || bandOrder(a.band) - bandOrder(b.band)),
      byProgramme: byProgramme
        .map((row) => accuracyOf(row.programme ?? '', row.programme, row))
        .sort((a, b) => b.breaks - a.breaks || a.key.localeCompare(b.key)),
      byTarget: targets.map((target, index) =>
        accuracyOf(target, null, byColumn.get(targetColumns[index] as RatingColumn) ?? none),
      ),
      realised: {
        ...realised,
        estimatedPerCost: perCostYen(realised.revenue, realised.estimatedGrp),
        realisedPerCost: perCostYen(realised.revenue, realised.deliveredGrp),
      },
      heatmap: heatmap.map(heatmapCell),
    };
  }

  /** Each short slot's substitute, one read of the slots on sale per station. */
  async function substitutesFor(
    shortRows: readonly (ContractedItemRow & { estimate: number })[],
    column: RatingColumn,
  ): Promise<(SubstituteSlot | null)[]> {
    const today = businessDateOf(now());
    const pickers = new Map<number, (short: ShortSlot) => SubstituteSlot | null>();
    for (const stationId of new Set(shortRows.map((row) => row.station_id))) {
      const minEstimate = shortRows
        .filter((row) => row.station_id === stationId)
        .reduce((lowest, row) => Math.min(lowest, row.estimate), Number.POSITIVE_INFINITY);
      const candidates = await repository.substituteCandidates({ stationId, minEstimate, today, column });
      pickers.set(stationId, substitutePicker(candidates));
    }
    return shortRows.map(
      (row) =>
        pickers.get(row.station_id)?.({
          lengthSeconds: row.length_seconds,
          units: row.units,
          estimate: row.estimate,
          unitPrice: row.unit_price,
          weekday: row.weekday,
          startSecond: row.start_second,
        }) ?? null,
    );
  }

  async function agencyAnalysis(caller: PostBuyCaller, query: AgencyAnalysisQuery): Promise<AgencyAnalysis> {
    const column = columnOf(query.ratingType, query.target);
    const [rows, heatmap] = await Promise.all([
      repository.contractedItems(
        caller.companyId,
        { dateFrom: query.dateFrom, dateTo: query.dateTo, advertiserId: query.advertiser, target: query.target },
        column,
      ),
      repository.heatmap({ areaCode: query.area, dateFrom: query.dateFrom, dateTo: query.dateTo }, column),
    ]);
    const items = rows.map((row) => ({ row, delivery: deliveryOf(row) }));
    const shortRows = rows.filter(isUnderDelivered);
    const substitutes = await substitutesFor(shortRows, column);
    const underDelivered: UnderDeliveredSlot[] = shortRows.map((row, index) => ({
      bookingId: row.booking_id,
      applicationNumber: row.application_number,
      advertiserName: row.advertiser_name,
      stationId: row.station_id,
      areaCode: row.area_code,
      stationName: row.station_name,
      slotId: row.slot_id,
      broadcastDate: row.broadcast_date,
      startSecond: row.start_second,
      programmeTitle: row.programme_title,
      units: row.units,
      price: row.unit_price,
      estimatedRating: row.estimate,
      actualRating: row.actual,
      deliveryPercent: oneDecimal((row.actual / row.estimate) * 100),
      substitute: substitutes[index] ?? null,
    }));
    return {
      totals: figuresOf(
        'total',
        null,
        items.map((item) => item.delivery),
      ),
      byBooking: groupBy(
        items,
        (row) => String(row.booking_id),
        (row) => ({ name: row.application_number, advertiserName: row.advertiser_name, stationName: row.station_name }),
      ),
      byAdvertiser: groupBy(
        items,
        (row) => (row.advertiser_id === null ? '' : String(row.advertiser_id)),
        (row) => ({ name: row.advertiser_name, industry: (row.industry as Industry | null) ?? null }),
      ),
      byStation: groupBy(
        items,
        (row) => String(row.station_id),
        (row) => ({ name: row.station_name }),
      ).sort((a, b) => Number(a.key) - Number(b.key)),
      byMonth: groupBy(
        items,
        (row) => row.broadcast_date.slice(0, 7),
        () => ({ name: null }),
      ),
      byPlan: groupBy(
        items.filter((item) => item.row.plan_id !== null),
        (row) => String(row.plan_id),
        (row) => ({ name: row.plan_name }),
      ),
      underDelivered,
      heatmap: heatmap.map(heatmapCell),
    };
  }

  return {
    stationAnalysis,
    agencyAnalysis,

    async stationAnalysisFile(caller: PostBuyCaller, query: StationAnalysisQuery): Promise<SpreadsheetFile> {
      return stationAnalysisFile(await stationAnalysis(caller, query), query, businessDateOf(now()));
    },

    async agencyAnalysisFile(caller: PostBuyCaller, query: AgencyAnalysisQuery): Promise<SpreadsheetFile> {
      const [analysis, areaName] = await Promise.all([agencyAnalysis(caller, query), repository.areaName(query.area)]);
      return agencyAnalysisFile(analysis, { ...query, areaName: areaName ?? query.area }, businessDateOf(now()));
    },
  };
}

export type PostBuyService = ReturnType<typeof createPostBuyService>;
