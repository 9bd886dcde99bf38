import type { Highs, ModelData, VariableType } from 'highs';
import type { OptimiserCandidate, OptimiserProblem } from './optimiser-types';

/**
 * The MIP of a plan over the candidates left after pruning, as HiGHS's sparse arrays: building
 * the arrays directly skips writing and parsing an LP text of tens of thousands of lines.
 *
 * Columns: x_k per candidate (integer in [0, maxUnits]; semi-integer, 0 or [minimumOrder,
 * maxUnits], for a minimum order; fixed for a pinned line), then with a station-share cap the total
 * cost T. Costs enter in thousands of yen so that cost and value coefficients stand within a few
 * orders of magnitude of each other, which keeps HiGHS's scaling and tolerances meaningful.
 */
export const YEN_PER_COST_UNIT = 1_000;

export type RowFamily = 'budget' | 'minValue' | 'totalCost' | 'stationShare' | 'perDayBand' | 'perProgramme';

export interface PlanModel {
  data: ModelData;
  /** The family of each row, to read its dual as a shadow price. */
  rowFamilies: RowFamily[];
  /** The candidate index behind each x column (the total-cost column, if any, comes after them). */
  columns: number[];
  /** Index of T, the total cost, when the station-share rows use it. */
  totalCostColumn: number | null;
}

export function buildPlanModel(highs: Highs, problem: OptimiserProblem, columns: number[], relaxed: boolean): PlanModel {
  const { candidates, caps } = problem;
  const inf = highs.infinity;
  const rowLower: number[] = [];
  const rowUpper: number[] = [];
  const rowFamilies: RowFamily[] = [];
  const addRow = (family: RowFamily, lower: number, upper: number) => {
    rowFamilies.push(family);
    rowLower.push(lower);
    rowUpper.push(upper);
    return rowFamilies.length - 1;
  };

  const budgetRow = problem.budget === null ? null : addRow('budget', -inf, problem.budget / YEN_PER_COST_UNIT);
  const minValueRow = problem.objective === 'minCost' ? addRow('minValue', problem.minValue ?? 0, inf) : null;
  const shareApplies = caps.stationShare !== null && caps.stationShare < 1;
  // T = Σ cost·x once, so each station's row reads Σ_station cost·x − share·T ≤ 0 with two entries a
  // column instead of one per station.
  const totalCostRow = shareApplies ? addRow('totalCost', 0, 0) : null;
  const stationRows = new Map<number, number>();
  if (shareApplies) {
    for (const index of columns) {
      const station = (candidates[index] as OptimiserCandidate).stationId;
      if (!stationRows.has(station)) stationRows.set(station, addRow('stationShare', -inf, 0));
    }
  }
  const dayBandRows = countRows(candidates, columns, caps.perDayBand, (candidate) => candidate.dayBand, 'perDayBand', addRow);
  const programmeRows = countRows(
    candidates,
    columns,
    caps.perProgramme,
    (candidate) => candidate.programme,
    'perProgramme',
    addRow,
  );

  const starts: number[] = [0];
  const indices: number[] = [];
  const values: number[] = [];
  const colCost: number[] = [];
  const colLower: number[] = [];
  const colUpper: number[] = [];
  const integrality: VariableType[] = [];
  const { continuous, integer, semiInteger } = highs.constants.variableType;

  for (const index of columns) {
    const candidate = candidates[index] as OptimiserCandidate;
    const cost = candidate.cost / YEN_PER_COST_UNIT;
    // Rows are pushed in ascending index order, as the families were allocated above.
    const entry = (row: number | null | undefined, coefficient: number) => {
      if (row === null || row === undefined) return;
      indices.push(row);
      values.push(coefficient);
    };
    entry(budgetRow, cost);
    entry(minValueRow, candidate.value);
    entry(totalCostRow, cost);
    entry(stationRows.get(candidate.stationId), cost);
    entry(candidate.dayBand === null ? null : dayBandRows.get(candidate.dayBand), 1);
    entry(candidate.programme === null ? null : programmeRows.get(candidate.programme), 1);
    starts.push(indices.length);

    colCost.push(problem.objective === 'maxValue' ? candidate.value : cost);
    if (candidate.pinnedUnits > 0) {
      colLower.push(candidate.pinnedUnits);
      colUpper.push(candidate.pinnedUnits);
      integrality.push(relaxed ? continuous : integer);
    } else if (candidate.minimumOrder > candidate.maxUnits) {
      // Less on sale than the minimum order: never bought (pruning drops these; the full model keeps them).
      colLower.push(0);
      colUpper.push(0);
      integrality.push(relaxed ? continuous : integer);
    } else if (candidate.minimumOrder > 1 && !relaxed) {
      colLower.push(candidate.minimumOrder);
      colUpper.push(candidate.maxUnits);
      integrality.push(semiInteger);
    } else {
      colLower.push(0);
      colUpper.push(candidate.maxUnits);
      integrality.push(relaxed ? continuous : integer);
    }
  }

  let totalCostColumn: number | null = null;
  if (totalCostRow !== null) {
    totalCostColumn = columns.length;
    entry2(indices, values, totalCostRow, -1);
    for (const row of stationRows.values()) entry2(indices, values, row, -(caps.stationShare as number));
    starts.push(indices.length);
    colCost.push(0);
    colLower.push(0);
    // A finite bound keeps reduced-cost fixing's bound finite. Not the budget: the LP would then be free
    // to put the budget's dual on this bound instead of on the budget row, and the shadow price with it.
    colUpper.push(maximumCost(candidates, columns));
    integrality.push(continuous);
  }

  const numCols = colCost.length;
  const numRows = rowFamilies.length;
  const data: ModelData = {
    numCols,
    numRows,
    sense: problem.objective === 'maxValue' ? highs.constants.objectiveSense.maximize : highs.constants.objectiveSense.minimize,
    colCost,
    colLower,
    colUpper,
    rowLower,
    rowUpper,
    matrix: { format: 'csc', numRows, numCols, starts, indices, values },
    integrality,
  };
  return { data, rowFamilies, columns, totalCostColumn };
}

function maximumCost(candidates: readonly OptimiserCandidate[], columns: readonly number[]): number {
  let total = 0;
  for (const index of columns) {
    const candidate = candidates[index] as OptimiserCandidate;
    total += (candidate.cost * Math.max(candidate.maxUnits, candidate.pinnedUnits)) / YEN_PER_COST_UNIT;
  }
  return total;
}

function entry2(indices: number[], values: number[], row: number, coefficient: number): void {
  indices.push(row);
  values.push(coefficient);
}

/**
 * One row per group of a count cap, and only where the cap can bind: a day-band whose candidates
 * offer no more units than the cap needs no row (its shadow price would be 0 anyway).
 */
function countRows(
  candidates: readonly OptimiserCandidate[],
  columns: readonly number[],
  cap: number | null,
  groupOf: (candidate: OptimiserCandidate) => string | null,
  family: RowFamily,
  addRow: (family: RowFamily, lower: number, upper: number) => number,
): Map<string, number> {
  const rows = new Map<string, number>();
  if (cap === null) return rows;
  const offered = new Map<string, number>();
  for (const index of columns) {
    const candidate = candidates[index] as OptimiserCandidate;
    const group = groupOf(candidate);
    if (group === null) continue;
    const units = candidate.pinnedUnits > 0 ? candidate.pinnedUnits : candidate.maxUnits;
    offered.set(group, (offered.get(group) ?? 0) + units);
  }
  for (const [group, units] of offered) if (units > cap) rows.set(group, addRow(family, Number.NEGATIVE_INFINITY, cap));
  return rows;
}
