import type { PlanModel } from './model';

/**
 * Reduced-cost fixing from the LP relaxation's duals y: the textbook way to shrink a MIP whose LP
 * bound is already tight (an area-month's integer optimum sits within 0.1 % of its LP optimum).
 *
 * Everything is in "max form": the objective is maximised (a minimising model's costs and duals are
 * negated). For any y, weak duality gives, for every x within the column bounds and row bounds,
 *   c·x = (c − Aᵀy)·x + y·(Ax) ≤ Σ_j max(d_j·l_j, d_j·u_j) + Σ_i max(y_i·L_i, y_i·U_i) =: bound(y),
 * with d = c − Aᵀy. The bound is computed here from y rather than taken from HiGHS, so that it holds
 * whatever the solver's tolerances: a dual whose sign would need an infinite row bound is set to 0,
 * which only loosens it. If a column with d_j < 0 (lower bound 0) takes its least positive amount
 * m_j (1, or its minimum order), the same sum falls by |d_j|·m_j: no plan using it beats
 * bound(y) + d_j·m_j. So once a plan worth z is known (or required), every such column with
 * bound(y) + d_j·m_j < z can be dropped without losing any plan worth z or more.
 */
export interface DualBound {
  /** bound(y) in max form. */
  bound: number;
  /** d_j per column, in max form. */
  reducedCosts: Float64Array;
}

export function dualBound(plan: PlanModel, rowDuals: Float64Array, maximise: boolean): DualBound {
  const { data } = plan;
  const sign = maximise ? 1 : -1;
  const duals = new Float64Array(data.numRows);
  let bound = 0;
  for (let row = 0; row < data.numRows; row += 1) {
    const y = sign * (rowDuals[row] ?? 0);
    const limit = y > 0 ? (data.rowUpper[row] as number) : (data.rowLower[row] as number);
    if (y === 0 || !Number.isFinite(limit)) continue;
    duals[row] = y;
    bound += y * limit;
  }
  const { starts, indices, values } = data.matrix;
  const reducedCosts = new Float64Array(data.numCols);
  for (let column = 0; column < data.numCols; column += 1) {
    let reduced = sign * (data.colCost[column] as number);
    for (let entry = starts[column] as number; entry < (starts[column + 1] as number); entry += 1) {
      reduced -= (duals[indices[entry] as number] as number) * (values[entry] as number);
    }
    reducedCosts[column] = reduced;
    const lower = data.colLower[column] as number;
    const upper = data.colUpper[column] as number;
    bound += Math.max(reduced * lower, reduced * upper);
  }
  return { bound, reducedCosts };
}

/**
 * The columns (of candidates, by position in plan.columns) that may still be part of a plan worth
 * at least `worth` (max form). Fixed columns always stay; `leastUnits` gives m_j.
 */
export function columnsWorthKeeping(
  plan: PlanModel,
  dual: DualBound,
  worth: number,
  leastUnits: (column: number) => number,
): number[] {
  const kept: number[] = [];
  for (let column = 0; column < plan.columns.length; column += 1) {
    const lower = plan.data.colLower[column] as number;
    const reduced = dual.reducedCosts[column] as number;
    // A tolerance in the keeping direction: a column on the edge stays.
    const best = lower > 0 || reduced >= 0 ? dual.bound : dual.bound + reduced * leastUnits(column);
    if (best >= worth - 1e-7 * Math.max(1, Math.abs(worth))) kept.push(column);
  }
  return kept;
}
