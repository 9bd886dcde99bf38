import {
  type AnswerSegment,
  broadcastHourOf,
  businessDateOf,
  cpmYen,
  perCostYen,
  segmentCellKey,
  TARGET_BARGAIN_INDEX,
  TARGET_SEARCH_PAGE_SIZE,
  type TargetHeatmapCell,
  type TargetHeatmapQuery,
  type TargetHeatmapResponse,
  type TargetSlot,
  type TargetSlotsQuery,
  type TargetSlotsResponse,
  TIME_BAND_PRESETS,
  type TimeBandPreset,
  weekdayOf,
} from '@tvcm/contracts';
import type { Clock } from '../../lib/clock';
import {
  type CellSums,
  type InventoryService,
  isOnSale,
  type RatedSlotRow,
  type SlotConditions,
  type StationVisibility,
  slotStateOf,
} from '../inventory';
import type { SegmentRatingsReader } from './segment-ratings-reader';

/** Every rating the service holds, and every segment's values, are estimates (the web labels them 推定). */
const FIGURES_ARE_ESTIMATES = true;
const BASIS_POINTS = 10_000;

/** Whom the search is for: a demographic (its rating column and universe) or a licensed segment (its cells and population). */
type Subject =
  | { kind: 'demographic'; targetUniverse: number | null; individualUniverse: number | null }
  | {
      kind: 'segment';
      segment: AnswerSegment;
      universe: number;
      ratings: ReadonlyMap<string, number>;
      individualUniverse: number | null;
      /** The area-period's slots by cell, read beside the ratings. */
      cells: CellSums[];
    };

/** Sums over slots: price and target rating of those with a target rating, target and individual ratings of those with both. */
interface Sums {
  slots: number;
  ratedPrice: number;
  targetRating: number;
  shareTarget: number;
  shareIndividual: number;
}

const emptySums = (): Sums => ({ slots: 0, ratedPrice: 0, targetRating: 0, shareTarget: 0, shareIndividual: 0 });

/**
 * Whether a weekday's hour of the broadcast day lies in the pattern's bands. The presets' bands
 * start and end on the hour, so every slot of an hour is in or out with its hour.
 */
function inPattern(pattern: TimeBandPreset, weekday: number, hour: number): boolean {
  const second = (hour - 5) * 3600;
  return TIME_BAND_PRESETS[pattern].some((band) => band.weekdays.includes(weekday) && second >= band.from && second < band.to);
}

/** Target impressions ÷ individual impressions, from sums of ratings and the two universes. */
function shareOf(sums: Pick<Sums, 'shareTarget' | 'shareIndividual'>, targetUniverse: number, individualUniverse: number) {
  if (sums.shareIndividual <= 0 || targetUniverse <= 0 || individualUniverse <= 0) return null;
  return (sums.shareTarget * targetUniverse) / (sums.shareIndividual * individualUniverse);
}

/** The median of per-costs given with how many slots have each: the middle one, or the mean of the middle two. */
function medianOf(counted: readonly { value: number; count: number }[]): number | null {
  const sorted = [...counted].filter((item) => item.count > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, item) => sum + item.count, 0);
  if (total === 0) return null;
  const at = (position: number) => {
    let seen = 0;
    for (const item of sorted) {
      seen += item.count;
      if (position < seen) return item.value;
    }
    return sorted[sorted.length - 1]?.value ?? 0;
  };
  const low = at(Math.floor((total - 1) / 2));
  const high = total % 2 === 0 ? at(total / 2) : low;
  return Math.round((low + high) / 2);
}

const isBargain = (onSale: boolean, index: number | null, perCost: number | null, median: number | null) =>
  onSale && index !== null && index >= TARGET_BARGAIN_INDEX && perCost !== null && median !== null && perCost <= median;

/**
 * ターゲットから探す: where a target (a demographic, or a segment the caller's company holds a
 * licence for) is over-represented in an area's audience over a period, as a weekday × hour heat
 * map and a ranked slot list (DOMAIN.md "Figures planners use"). The index compares a slot's
 * target share with the area's average over the period, all day and every station the caller may
 * see; per-costs and the 穴場 median are of the pattern's slots. Demographic figures are summed by
 * the database; a segment's, whose cells come from target data, over the area-period's slots here.
 */
export function createTargetSearchService(inventory: InventoryService, segments: SegmentRatingsReader, now: Clock) {
  const today = () => businessDateOf(now());

  const periodOf = (query: TargetHeatmapQuery): SlotConditions => ({
    areaCode: query.area,
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
  });

  async function subjectOf(companyId: number, query: TargetHeatmapQuery, visibility: StationVisibility): Promise<Subject> {
    const individualUniverse = (await inventory.universesOf('individual')).get(query.area) ?? null;
    if (query.segment === undefined) {
      const targetUniverse = (await inventory.universesOf(query.target)).get(query.area) ?? null;
      return { kind: 'demographic', targetUniverse, individualUniverse };
    }
    // Neither read waits for the other: on PostgreSQL they run side by side.
    const [read, cells] = await Promise.all([
      segments.ratingsFor(companyId, query.segment, query.area, query.dateFrom, query.dateTo),
      inventory.cellSums(periodOf(query), visibility),
    ]);
    return { kind: 'segment', segment: read.segment, universe: read.universe, ratings: read.ratings, individualUniverse, cells };
  }

  /**
   * Sums per weekday × hour over the area-period's slots the caller may see, every hour of the day;
   * for a segment also the median per-cost of the pattern's slots on sale, from the same cells.
   */
  async function hourSums(subject: Subject, query: TargetHeatmapQuery, visibility: StationVisibility) {
    const byHour = new Map<string, Sums & { weekday: number; hour: number }>();
    if (subject.kind === 'demographic') {
      for (const row of await inventory.targetHourSums(periodOf(query), visibility, query)) {
        byHour.set(`${row.weekday}|${row.hour}`, row);
      }
      return { byHour, segmentMedian: null };
    }
    const onSale: { value: number; count: number }[] = [];
    for (const cell of subject.cells) {
      const key = `${cell.weekday}|${cell.hour}`;
      const sums = byHour.get(key) ?? { ...emptySums(), weekday: cell.weekday, hour: cell.hour };
      sums.slots += cell.slots;
      const rating = subject.ratings.get(segmentCellKey(cell.stationId, cell.date, cell.hour));
      if (rating !== undefined) {
        if (rating > 0) {
          sums.ratedPrice += cell.price;
          sums.targetRating += rating * cell.slots;
          if (inPattern(query.pattern, cell.weekday, cell.hour)) {
            for (const price of cell.onSalePrices) onSale.push({ value: perCostYen(price, rating) ?? 0, count: 1 });
          }
        }
        sums.shareTarget += rating * cell.individualSlots;
        sums.shareIndividual += cell.individualRating;
      }
      byHour.set(key, sums);
    }
    return { byHour, segmentMedian: medianOf(onSale) };
  }

  const universesOf = (subject: Subject) => ({
    target: (subject.kind === 'segment' ? subject.universe : subject.targetUniverse) ?? 0,
    individual: subject.individualUniverse ?? 0,
  });

  /** The area's average share over the period: the ratio of the sums over all its slots. */
  function averageShareOf(subject: Subject, byHour: ReadonlyMap<string, Sums>): number | null {
    const total = emptySums();
    for (const sums of byHour.values()) {
      total.shareTarget += sums.shareTarget;
      total.shareIndividual += sums.shareIndividual;
    }
    const universes = universesOf(subject);
    const share = shareOf(total, universes.target, universes.individual);
    return share && share > 0 ? share : null;
  }

  const answerOf = (subject: Subject, query: TargetHeatmapQuery, averageShare: number | null) => ({
    target: query.target,
    ratingType: query.ratingType,
    segment: subject.kind === 'segment' ? subject.segment : null,
    averageShare: averageShare === null ? null : Math.round(averageShare * BASIS_POINTS),
    figuresAreEstimates: FIGURES_ARE_ESTIMATES,
  });

  function toTargetSlot(
    row: RatedSlotRow,
    figures: { share: number | null; indexRaw: number | null; targetUniverse: number; median: number | null },
    todayDate: string,
  ): TargetSlot {
    const { state, remaining } = slotStateOf(row, todayDate);
    const perCost = perCostYen(row.price, row.rating);
    const index = figures.indexRaw === null ? null : Math.round(figures.indexRaw);
    return {
      id: row.id,
      station: { id: row.station_id, name: row.station_name, shortName: row.station_short_name },
      programmeTitle: row.programme_title,
      date: row.broadcast_date,
      weekday: weekdayOf(row.broadcast_date),
      start: row.start_second,
      length: row.length_seconds,
      position: row.position,
      kind: row.kind,
      price: row.price,
      remaining,
      state,
      rating: row.rating,
      share: figures.share === null ? null : Math.round(figures.share * BASIS_POINTS),
      index,
      perCost,
      cpm: cpmYen(row.price, row.rating, figures.targetUniverse || null),
      bargain: isBargain(isOnSale(state), index, perCost, figures.median),
    };
  }

  /**
   * A segment's ranked page, worked out over the pattern's slots of the area-period here (an
   * area-month is some 20,000 slots): each slot's rating is its cell's; the page's slots are then
   * read in full by id.
   */
  async function segmentSlotPage(
    subject: Extract<Subject, { kind: 'segment' }>,
    query: TargetSlotsQuery,
    conditions: SlotConditions,
    visibility: StationVisibility,
    averageShare: number | null,
  ) {
    const universes = universesOf(subject);
    const cells = (await inventory.slotCells(conditions, visibility)).map((row) => ({
      row,
      rating: subject.ratings.get(segmentCellKey(row.station_id, row.broadcast_date, broadcastHourOf(row.start_second))),
    }));
    const median = medianOf(
      cells.flatMap(({ row, rating }) => {
        const perCost = row.on_sale ? perCostYen(row.price, rating ?? null) : null;
        return perCost === null ? [] : [{ value: perCost, count: 1 }];
      }),
    );
    const ranked = cells.map(({ row, rating }) => {
      const individual = row.individual_rating ?? 0;
      const share =
        rating !== undefined && individual > 0 && universes.individual > 0
          ? (rating * universes.target) / (individual * universes.individual)
          : null;
      const indexRaw = share !== null && averageShare !== null ? (share * 100) / averageShare : null;
      const perCost = perCostYen(row.price, rating ?? null);
      const bargain = isBargain(row.on_sale, indexRaw === null ? null : Math.round(indexRaw), perCost, median);
      return { row, rating: rating ?? null, share, indexRaw, perCost, bargain };
    });
    const listed = query.bargainsOnly ? ranked.filter((slot) => slot.bargain) : ranked;
    const nullsLast = (a: number | null, b: number | null, direction: 1 | -1) => {
      if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
      return (a - b) * direction;
    };
    listed.sort(
      (a, b) =>
        Number(b.row.on_sale) - Number(a.row.on_sale) ||
        (query.sort === 'index' ? nullsLast(a.indexRaw, b.indexRaw, -1) : nullsLast(a.perCost, b.perCost, 1)) ||
        a.row.broadcast_date.localeCompare(b.row.broadcast_date) ||
        a.row.start_second - b.row.start_second ||
        a.row.id - b.row.id,
    );
    const offset = (query.page - 1) * TARGET_SEARCH_PAGE_SIZE;
    const page = listed.slice(offset, offset + TARGET_SEARCH_PAGE_SIZE);
    const rows = await inventory.slots(page.map((slot) => slot.row.id));
    const todayDate = today();
    const slots = page.flatMap((slot) => {
      const row = rows.get(slot.row.id);
      if (!row) return [];
      return [
        toTargetSlot(
          { ...row, rating: slot.rating },
          { share: slot.share, indexRaw: slot.indexRaw, targetUniverse: universes.target, median },
          todayDate,
        ),
      ];
    });
    return { slots, total: listed.length, medianPerCost: median };
  }

  return {
    async heatmap(companyId: number, query: TargetHeatmapQuery, visibility: StationVisibility): Promise<TargetHeatmapResponse> {
      const subject = await subjectOf(companyId, query, visibility);
      const [{ byHour, segmentMedian }, demographicMedian] = await Promise.all([
        hourSums(subject, query, visibility),
        subject.kind === 'demographic'
          ? inventory.medianPerCost({ ...periodOf(query), pattern: query.pattern, onSaleOn: today() }, visibility, query)
          : null,
      ]);
      const medianPerCost = subject.kind === 'segment' ? segmentMedian : demographicMedian;
      const averageShare = averageShareOf(subject, byHour);
      const universes = universesOf(subject);
      const cells: TargetHeatmapCell[] = [...byHour.values()]
        .filter((sums) => inPattern(query.pattern, sums.weekday, sums.hour))
        .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
        .map((sums) => {
          const share = shareOf(sums, universes.target, universes.individual);
          return {
            weekday: sums.weekday,
            hour: sums.hour,
            slots: sums.slots,
            index: share === null || averageShare === null ? null : Math.round((share * 100) / averageShare),
            perCost: perCostYen(sums.ratedPrice, sums.targetRating),
          };
        });
      return { ...answerOf(subject, query, averageShare), cells, medianPerCost };
    },

    async slots(companyId: number, query: TargetSlotsQuery, visibility: StationVisibility): Promise<TargetSlotsResponse> {
      const subject = await subjectOf(companyId, query, visibility);
      const conditions: SlotConditions = { ...periodOf(query), pattern: query.pattern, kind: query.kind };
      if (subject.kind === 'segment') {
        const averageShare = averageShareOf(subject, (await hourSums(subject, query, visibility)).byHour);
        const page = await segmentSlotPage(subject, query, conditions, visibility, averageShare);
        return {
          ...answerOf(subject, query, averageShare),
          page: query.page,
          pageSize: TARGET_SEARCH_PAGE_SIZE,
          ...page,
        };
      }
      const [{ byHour }, median] = await Promise.all([
        hourSums(subject, query, visibility),
        inventory.medianPerCost({ ...conditions, onSaleOn: today() }, visibility, query),
      ]);
      const averageShare = averageShareOf(subject, byHour);
      const answer = {
        ...answerOf(subject, query, averageShare),
        page: query.page,
        pageSize: TARGET_SEARCH_PAGE_SIZE,
        medianPerCost: median,
      };
      // Without an average or a median no slot can be a bargain: the bargains-only list is empty.
      if (query.bargainsOnly && (averageShare === null || median === null)) return { ...answer, slots: [], total: 0 };
      const universes = universesOf(subject);
      const todayDate = today();
      const { rows, total } = await inventory.targetSlotPage(
        conditions,
        visibility,
        {
          ratingType: query.ratingType,
          target: query.target,
          targetUniverse: universes.target,
          individualUniverse: universes.individual,
          indexScale: averageShare === null ? 0 : 100 / averageShare,
        },
        {
          sort: query.sort,
          offset: (query.page - 1) * TARGET_SEARCH_PAGE_SIZE,
          limit: TARGET_SEARCH_PAGE_SIZE,
          today: todayDate,
          bargains: query.bargainsOnly && median !== null ? { minIndex: TARGET_BARGAIN_INDEX, maxPerCost: median } : undefined,
        },
      );
      const slots = rows.map((row) =>
        toTargetSlot(
          row,
          {
            share: row.share_raw,
            indexRaw: averageShare === null ? null : row.index_raw,
            targetUniverse: universes.target,
            median,
          },
          todayDate,
        ),
      );
      return { ...answer, slots, total };
    },
  };
}

export type TargetSearchService = ReturnType<typeof createTargetSearchService>;
