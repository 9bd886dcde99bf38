import type { Highs } from 'highs';
import type { PlanModel } from './model';

export interface Relaxation {
  /** The LP optimum in the model's own sense and units. */
  objective: number;
  /** Row duals in HiGHS's convention: c − Aᵀy is the reduced cost in the model's own sense. */
  rowDuals: Float64Array;
}

/**
 * The LP relaxation of a plan model (integers relaxed, pinned lines still fixed). Its duals give
 * both the shadow prices and the bound that lets optimise() set most candidates aside before the
 * MIP. Presolve is off and the primal simplex runs: on this model the Wasm build's presolve alone
 * took longer than the whole primal solve (0.6 s against 0.1 s for an area-month), and without
 * presolve the duals come straight from the simplex rather than through postsolve.
 * Null when the relaxation is infeasible (so is every integer plan); throws on any other failure.
 */
export function solveRelaxation(highs: Highs, plan: PlanModel, timeLimitSeconds: number): Relaxation | null {
  const model = highs.createModel(plan.data);
  try {
    model.options.set({ output_flag: false, presolve: 'off', simplex_strategy: 4, time_limit: timeLimitSeconds });
    const status = model.run().modelStatus;
    const { modelStatus } = highs.constants;
    if (status === modelStatus.infeasible || status === modelStatus.unboundedOrInfeasible) return null;
    if (status === modelStatus.empty) return { objective: 0, rowDuals: new Float64Array(plan.data.numRows) };
    if (status !== modelStatus.optimal) throw new Error(`HiGHS could not solve the plan's relaxation (model status ${status})`);
    return { objective: model.getObjectiveValue(), rowDuals: model.getSolution().rowDual };
  } finally {
    model.dispose();
  }
}
