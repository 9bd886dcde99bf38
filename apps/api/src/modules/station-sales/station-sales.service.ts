import {
  addDays,
  businessDateOf,
  daysBetween,
  lastDayOfMonth,
  mondayOf,
  ratingTypeSupports,
  SALES_INVENTORY_GROUPINGS,
  SALES_TIME_BAND_IDS,
  type SalesBudgetInput,
  type SalesBudgets,
  type SalesGrouping,
  type SalesHeatmapCell,
  type SalesPacing,
  type SalesSummary,
  type SalesSummaryQuery,
  type SalesSummaryRow,
  type SalesSummaryTimelinePoint,
  weekdayOf,
} from '@tvcm/contracts';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../lib/clock';
import { datedFileName, type SpreadsheetFile } from '../../lib/spreadsheet';
import { ratingColumnOf } from '../inventory';
import {
  addInventorySums,
  addItemSums,
  addSums,
  emptySums,
  type FigureSums,
  figuresOf,
  percentOf,
  TV_AUDIENCE_PER_IMPRESSION,
} from './sales-figures';
import { SALES_SUMMARY_FILE_NAME, salesSummarySpreadsheet } from './sales-summary-sheet';
import { stationSalesPolicy } from './station-sales.policy';
import {
  type InventorySums,
  type ItemDimension,
  type ItemSums,
  isDigitalProduct,
  type SalesScope,
  type StationSalesRepository,
} from './station-sales.repository';

export interface StationSalesCaller {
  userId: number;
  companyId: number;
}

/** Periods up to this many days chart by week, longer ones by month. */
const WEEKLY_TIMELINE_MAX_DAYS = 92;
const HEATMAP_HOURS = Array.from({ length: 24 }, (_, index) => index + 5);

/** The groupings by who bought or what was sold; the others are made of the days and times. */
const ITEM_DIMENSIONS: Partial<Record<SalesGrouping, ItemDimension>> = {
  programme: 'programme',
  buyer: 'buyer',
  advertiser: 'advertiser',
  industry: 'industry',
};

const monthOf = (date: string) => date.slice(0, 7);

/** The keys of the months from `from`'s to `to`'s, in order. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = monthOf(from); month <= monthOf(to); month = monthOf(addDays(`${month}-28`, 7))) months.push(month);
  return months;
}

/** A grouped row's key and name, from a group's day and time or its dimension. */
function rowKeyOf(
  grouping: SalesGrouping,
  parts: Pick<ItemSums, 'day' | 'weekday' | 'band'> & { key?: string | number | null; name?: string | null },
): { key: string; name: string | null } {
  switch (grouping) {
    case 'month':
      return { key: monthOf(parts.day), name: null };
    case 'week':
      return { key: mondayOf(parts.day), name: null };
    case 'weekdayBand':
      // A digital product has no time of day: its group is the weekday its delivery starts.
      return {
        key: parts.weekday === null || parts.band === null ? String(weekdayOf(parts.day)) : `${parts.weekday}:${parts.band}`,
        name: null,
      };
    case 'industry':
      return { key: parts.key === null || parts.key === undefined ? '' : String(parts.key), name: null };
    default:
      return { key: parts.key === null || parts.key === undefined ? '' : String(parts.key), name: parts.name ?? null };
  }
}

/** Rows in time, weekday × band or by what they sold most. */
function compareRows(grouping: SalesGrouping) {
  if (grouping === 'month' || grouping === 'week') return (a: SalesSummaryRow, b: SalesSummaryRow) => a.key.localeCompare(b.key);
  if (grouping === 'weekdayBand') {
    const order = (key: string) => {
      const [weekday, band] = key.split(':');
      return Number(weekday) * 10 + (band === undefined ? 0 : SALES_TIME_BAND_IDS.indexOf(band as never));
    };
    return (a: SalesSummaryRow, b: SalesSummaryRow) => order(a.key) - order(b.key);
  }
  return (a: SalesSummaryRow, b: SalesSummaryRow) => b.revenue - a.revenue || a.key.localeCompare(b.key);
}

/**
 * 販売管理: the caller company's stations' sales in a period (what the bookings contracted,
 * against the inventory on sale and the monthly budgets), and the budgets themselves.
 */
export function createStationSalesService(repository: StationSalesRepository, unitOfWork: UnitOfWork, clock: Clock) {
  const today = () => businessDateOf(clock());

  /** The stations a question covers: the one named, which must be the caller's, or all of theirs. */
  async function stationsInScope(caller: StationSalesCaller, stationId: number | undefined) {
    const own = await repository.ownStations(caller.companyId);
    if (stationId === undefined) return own;
    return [stationSalesPolicy.ownStation(own, stationId)];
  }

  /** Budget of the stations for the period, each month counted for the share of its days inside it. */
  async function proratedBudget(stationIds: readonly number[], dateFrom: string, dateTo: string): Promise<number | null> {
    const budgets = await repository.budgets(stationIds, monthOf(dateFrom), monthOf(dateTo));
    if (budgets.length === 0) return null;
    let budget = 0;
    for (const row of budgets) {
      const first = `${row.month}-01`;
      const last = lastDayOfMonth(row.month);
      const from = first > dateFrom ? first : dateFrom;
      const to = last < dateTo ? last : dateTo;
      budget += (row.amount * (daysBetween(from, to) + 1)) / (daysBetween(first, last) + 1);
    }
    return Math.round(budget);
  }

  function pacingOf(
    budget: number | null,
    revenue: number,
    windowStart: string | null,
    query: Pick<SalesSummaryQuery, 'dateFrom' | 'dateTo'>,
  ): SalesPacing {
    let expectedByToday: number | null = null;
    if (budget !== null) {
      const opens = windowStart !== null && windowStart < query.dateFrom ? windowStart : query.dateFrom;
      const now = today();
      const share =
        now < opens ? 0 : now >= query.dateTo ? 1 : (daysBetween(opens, now) + 1) / (daysBetween(opens, query.dateTo) + 1);
      expectedByToday = Math.round(budget * share);
    }
    return {
      budget,
      revenue,
      expectedByToday,
      pace: percentOf(revenue, expectedByToday),
      achievement: percentOf(revenue, budget),
    };
  }

  function timelineOf(query: SalesSummaryQuery, items: readonly ItemSums[], inventory: readonly InventorySums[]) {
    const weekly = daysBetween(query.dateFrom, query.dateTo) + 1 <= WEEKLY_TIMELINE_MAX_DAYS;
    const keyOf = (day: string) => (weekly ? mondayOf(day) : monthOf(day));
    const points = new Map<string, { revenue: number; onSale: number; sold: number }>();
    if (weekly) {
      for (let monday = mondayOf(query.dateFrom); monday <= query.dateTo; monday = addDays(monday, 7))
        points.set(monday, { revenue: 0, onSale: 0, sold: 0 });
    } else {
      for (const month of monthsBetween(query.dateFrom, query.dateTo)) points.set(month, { revenue: 0, onSale: 0, sold: 0 });
    }
    for (const item of items) {
      const point = item.status === 'CONTRACTED' ? points.get(keyOf(item.day)) : undefined;
      if (point) point.revenue += item.amount;
    }
    for (const row of inventory) {
      const point = points.get(keyOf(row.day));
      if (point) {
        point.onSale += row.unitsOnSale;
        point.sold += row.unitsSold;
      }
    }
    return [...points].map(
      ([key, point]): SalesSummaryTimelinePoint => ({
        key,
        revenue: point.revenue,
        sellThrough: percentOf(point.sold, point.onSale),
      }),
    );
  }

  function heatmapOf(inventory: readonly InventorySums[]): SalesHeatmapCell[] {
    const byCell = new Map<string, { unitsOnSale: number; unitsSold: number }>();
    for (const row of inventory) {
      const cellKey = `${row.weekday}:${row.hour}`;
      const cell = byCell.get(cellKey) ?? { unitsOnSale: 0, unitsSold: 0 };
      cell.unitsOnSale += row.unitsOnSale;
      cell.unitsSold += row.unitsSold;
      byCell.set(cellKey, cell);
    }
    return Array.from({ length: 7 }, (_, weekday) =>
      HEATMAP_HOURS.map((hour) => {
        const cell = byCell.get(`${weekday}:${hour}`);
        const unitsOnSale = cell?.unitsOnSale ?? 0;
        const unitsSold = cell?.unitsSold ?? 0;
        return { weekday, hour, unitsOnSale, unitsSold, sellThrough: percentOf(unitsSold, unitsOnSale) };
      }),
    ).flat();
  }

  return {
    async summary(caller: StationSalesCaller, query: SalesSummaryQuery): Promise<SalesSummary> {
      const stations = await stationsInScope(caller, query.station);
      const digital = isDigitalProduct(query.product);
      const withInventory = SALES_INVENTORY_GROUPINGS.includes(query.grouping);
      const rated = !digital && ratingTypeSupports(query.ratingType, query.target);
      const options = {
        withInventory,
        rated,
        audiencePerImpression: digital ? 1 : TV_AUDIENCE_PER_IMPRESSION,
      };
      const scope: SalesScope = {
        sellerCompanyId: caller.companyId,
        stationIds: stations.map((station) => station.id),
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
        basis: query.basis,
        product: query.product,
      };
      const rating = rated ? ratingColumnOf(query.ratingType, query.target) : null;
      const dimension = ITEM_DIMENSIONS[query.grouping] ?? null;
      const anyStation = stations.length > 0;
      // Two scans of the period: its booking items and its inventory, each by day and time (and the
      // grouping's dimension), from which rows, timeline, heat map and sales window are all made.
      const [items, inventory, programmeInventory, budget] = await Promise.all([
        anyStation ? repository.itemSums(scope, dimension, rating, query.target) : [],
        anyStation ? repository.inventorySums(scope) : [],
        anyStation && query.grouping === 'programme' ? repository.inventoryByProgramme(scope) : [],
        proratedBudget(scope.stationIds, query.dateFrom, query.dateTo),
      ]);

      const groups = new Map<string, { name: string | null; sums: FigureSums }>();
      const groupOf = ({ key, name }: { key: string; name: string | null }) => {
        let group = groups.get(key);
        if (!group) {
          group = { name, sums: emptySums() };
          groups.set(key, group);
        }
        return group;
      };
      for (const item of items) addItemSums(groupOf(rowKeyOf(query.grouping, item)).sums, item);
      if (query.grouping === 'programme') {
        for (const row of programmeInventory)
          addInventorySums(
            groupOf(rowKeyOf('programme', { day: '', weekday: null, band: null, key: row.title, name: row.title })).sums,
            row,
          );
      } else if (withInventory) {
        for (const row of inventory) addInventorySums(groupOf(rowKeyOf(query.grouping, row)).sums, row);
      }
      const windowStart = inventory.reduce<string | null>(
        (earliest, row) =>
          row.salesStart !== null && (earliest === null || row.salesStart < earliest) ? row.salesStart : earliest,
        null,
      );

      const totals = emptySums();
      const rows = [...groups].map(([key, group]): SalesSummaryRow => {
        addSums(totals, group.sums);
        return { key, name: group.name, ...figuresOf(group.sums, options) };
      });
      rows.sort(compareRows(query.grouping));
      return {
        stations: stations.map((station) => ({ id: station.id, name: station.name })),
        rows,
        totals: figuresOf(totals, options),
        timeline: anyStation ? timelineOf(query, items, inventory) : [],
        heatmap: digital || !anyStation ? [] : heatmapOf(inventory),
        pacing: pacingOf(budget, totals.revenue, windowStart, query),
        asOf: today(),
      };
    },

    async summaryFile(caller: StationSalesCaller, query: SalesSummaryQuery): Promise<SpreadsheetFile> {
      const summary = await this.summary(caller, query);
      const date = today();
      return {
        content: await salesSummarySpreadsheet(summary, query),
        fileName: datedFileName([SALES_SUMMARY_FILE_NAME, `${query.dateFrom}_${query.dateTo}`], date),
        asciiFileName: `sales-summary-${query.dateFrom.replaceAll('-', '')}-${query.dateTo.replaceAll('-', '')}.xlsx`,
      };
    },

    async budgets(caller: StationSalesCaller, year: number): Promise<SalesBudgets> {
      const stations = await repository.ownStations(caller.companyId);
      const budgets = await repository.budgets(
        stations.map((station) => station.id),
        `${year}-01`,
        `${year}-12`,
      );
      return {
        stations: stations.map((station) => ({ id: station.id, name: station.name })),
        budgets: budgets.map((row) => ({
          stationId: row.station_id,
          month: row.month,
          amount: row.amount,
          updatedAt: new Date(row.updated_at).toISOString(),
          updatedBy: row.updated_by ?? null,
        })),
      };
    },

    /** Sets (or with null clears) one station-month's budget and answers that month's year. */
    async setBudget(caller: StationSalesCaller, input: SalesBudgetInput): Promise<SalesBudgets> {
      await unitOfWork.run(async () => {
        stationSalesPolicy.ownStation(await repository.ownStations(caller.companyId), input.stationId);
        if (input.amount === null) await repository.deleteBudget(input.stationId, input.month);
        else
          await repository.setBudget(input.stationId, input.month, input.amount, caller.userId, new Date(clock()).toISOString());
      });
      return this.budgets(caller, Number(input.month.slice(0, 4)));
    },
  };
}

export type StationSalesService = ReturnType<typeof createStationSalesService>;
