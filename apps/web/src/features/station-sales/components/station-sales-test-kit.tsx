import type { SalesBudgets, SalesFigures, SalesSummary, SalesSummaryRow } from '@tvcm/contracts';
import type { RouteObject } from 'react-router';
import { SalesSummaryPage } from './sales-summary-page';

/** For tests only: the page at its address, without the shell and the licence guard around it. */
export const stationSalesRoutes: RouteObject[] = [{ path: '/station/sales_summary', element: <SalesSummaryPage /> }];

export function buildFigures(overrides: Partial<SalesFigures> = {}): SalesFigures {
  return {
    revenue: 12_000_000,
    unitsContracted: 40,
    unitsOnSale: 200,
    unitsSold: 150,
    sellThrough: 75,
    averageUnitPrice: 300_000,
    unitsHeld: 6,
    perCost: 85_000,
    cpm: 1_250,
    unitsDeclined: 4,
    declinedByReason: { SOLD: 3, COMPETITOR: 1, SCREENING: 0, MATERIAL: 0, OTHER: 0 },
    unitsCancelled: 2,
    ...overrides,
  };
}

export function buildRow(overrides: Partial<SalesSummaryRow> = {}): SalesSummaryRow {
  return { key: '2026-10', name: null, ...buildFigures(), ...overrides };
}

/** October 2026 of デモテレビ (one of the company's two stations), by month, with a budget. */
export function buildSummary(overrides: Partial<SalesSummary> = {}): SalesSummary {
  return {
    stations: [
      { id: 11, name: 'デモテレビ' },
      { id: 12, name: 'デモ放送' },
    ],
    rows: [buildRow()],
    totals: buildFigures(),
    timeline: [
      { key: '2026-09-28', revenue: 2_000_000, sellThrough: 60 },
      { key: '2026-10-05', revenue: 4_000_000, sellThrough: 72.5 },
    ],
    heatmap: [
      { weekday: 0, hour: 19, unitsOnSale: 8, unitsSold: 6, sellThrough: 75 },
      { weekday: 5, hour: 20, unitsOnSale: 4, unitsSold: 4, sellThrough: 100 },
    ],
    pacing: { budget: 15_000_000, revenue: 12_000_000, expectedByToday: 15_000_000, pace: 80, achievement: 80 },
    asOf: '2026-11-26',
    ...overrides,
  };
}

export function buildBudgets(overrides: Partial<SalesBudgets> = {}): SalesBudgets {
  return {
    stations: [
      { id: 11, name: 'デモテレビ' },
      { id: 12, name: 'デモ放送' },
    ],
    budgets: [
      { stationId: 11, month: '2026-10', amount: 15_000_000, updatedAt: '2026-09-20T01:00:00.000Z', updatedBy: '山田 花子' },
    ],
    ...overrides,
  };
}
