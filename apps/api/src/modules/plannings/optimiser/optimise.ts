import type { Highs } from 'highs';
import { highsSolver } from './highs-solver';
import { buildPlanModel, type PlanModel, YEN_PER_COST_UNIT } from './model';
import { type OptimiserAnswer, type OptimiserCandidate, OptimiserInfeasible, type OptimiserProblem } from './optimiser-types';
import { keptCandidateIndices } from './prune';
import { columnsWorthKeeping, type DualBound, dualBound } from './reduced-cost-fixing';
import { solveRelaxation } from './relaxation';
import { answerShadows } from './shadow-prices';

/**
 * A safety net, not a target: an area-month proves within 1 % in well under a second. If HiGHS ever
 * runs out of time it still returns its best plan, with `proven` false.
 */
export const OPTIMISER_TIME_LIMIT_SECONDS = 10;

/** Columns of the first, restricted MIP: enough for a plan within the gap of an area-month's optimum. */
const RESTRICTED_COLUMNS = 400;
/** HiGHS's own "no limit" for an integer option (its kHighsIInf). */
const UNLIMITED_NODES = 2_147_483_647;
/**
 * With more candidates than this left after pruning, the restricted MIP runs first. Even at a
 * thousand candidates it pays: its plan lets reduced-cost fixing drop most columns from the second.
 */
const RESTRICT_ABOVE = RESTRICTED_COLUMNS;
/**
 * The restricted MIP closes a tighter gap than asked: it is small, so this is cheap, and its plan
 * then lands within the asked gap of the (slightly looser) LP bound far more often.
 */
const RESTRICTED_GAP_SHARE = 0.1;
/**
 * The restricted MIP's own limit, in branch-and-bound nodes rather than seconds so that the same
 * problem always gives the same plan, however busy the machine: past it, its best plan so far is
 * still a first plan.
 */
const RESTRICTED_MAX_NODES = 1_000;

/** For tests: switches to show that each reduction keeps the optimum. */
export interface OptimiseOptions {
  /** false: no dominance pruning. */
  prune?: boolean;
  /** The first, restricted MIP: run when more candidates than `above` are left, over `columns` of them. */
  restricted?: { above: number; columns: number };
}

/**
 * The best plan for the problem, proven within `problem.gap` of the optimum by HiGHS's
 * branch-and-cut (an exact method, not a greedy pass), with the LP shadow prices of its caps.
 *
 * 1. Dominated candidates are set aside (prune.ts): no optimal plan needs them.
 * 2. The LP relaxation of what is left is solved; its duals bound every plan (reduced-cost-fixing.ts).
 * 3. A MIP over the few hundred candidates the LP likes best gives a first plan; within the gap of
 *    the LP bound, it is the answer (the usual case: an area-month's LP bound is tight).
 * 4. Otherwise the MIP runs from that plan over the candidates that could still beat it; what it
 *    proves holds for the whole problem.
 */
export async function optimise(problem: OptimiserProblem, options: OptimiseOptions = {}): Promise<OptimiserAnswer> {
  const started = performance.now();
  const highs = await highsSolver();
  const candidates = options.prune === false ? problem.candidates.map((_, index) => index) : keptCandidateIndices(problem);
  const maximise = problem.objective === 'maxValue';

  const relaxedPlan = buildPlanModel(highs, problem, candidates, true);
  const relaxation = solveRelaxation(highs, relaxedPlan, OPTIMISER_TIME_LIMIT_SECONDS);
  // No fractional plan meets the caps and the goal, so no whole one does.
  if (relaxation === null) throw new OptimiserInfeasible();
  const dual = dualBound(relaxedPlan, relaxation.rowDuals, maximise);

  const leastUnits = (column: number) =>
    Math.max(1, (problem.candidates[candidates[column] as number] as OptimiserCandidate).minimumOrder);
  const solveOver = (columns: readonly number[], gap: number, nodes: number, start: MipResult | null) => {
    const plan = buildPlanModel(
      highs,
      problem,
      columns.map((column) => candidates[column] as number),
      false,
    );
    return solveMip(highs, problem, plan, { gap, nodes }, start);
  };

  // A first plan from the columns the LP likes best: HiGHS finds it in a blink on a few hundred
  // columns, and it is feasible for the whole problem (the other columns are merely left at 0). When
  // it is already within the gap of the LP bound, which holds for the whole problem, it is the answer.
  const restricted = options.restricted ?? { above: RESTRICT_ABOVE, columns: RESTRICTED_COLUMNS };
  const first =
    candidates.length > restricted.above
      ? firstPlan(
          solveOver(
            bestReducedCosts(relaxedPlan, dual, restricted.columns),
            problem.gap * RESTRICTED_GAP_SHARE,
            RESTRICTED_MAX_NODES,
            null,
          ),
          maximise,
        )
      : null;
  let result = first;
  if (first === null || relativeGap(problem, first, dual) > problem.gap) {
    // Otherwise the MIP runs from it over every column that could still beat it (all of them without a
    // first plan). What it proves holds for the whole problem: a column left out cannot be part of a
    // plan better than the first one, so the optimum lies among the columns kept.
    const worth = first === null ? Number.NEGATIVE_INFINITY : maxForm(problem, first);
    const outcome = solveOver(columnsWorthKeeping(relaxedPlan, dual, worth, leastUnits), problem.gap, UNLIMITED_NODES, first);
    if (outcome === 'infeasible') throw new OptimiserInfeasible();
    if (outcome === 'noPlan') throw new Error(`HiGHS found no plan in ${OPTIMISER_TIME_LIMIT_SECONDS} s`);
    // Should HiGHS have set the first plan aside as a start (a tolerance), keep the better of the two;
    // the second MIP's bound holds either way.
    result = first !== null && maxForm(problem, first) > maxForm(problem, outcome) ? { ...first, bound: outcome.bound } : outcome;
  }
  if (result === null) throw new OptimiserInfeasible();

  const gap = relativeGap(problem, result, dual);
  return {
    units: result.units,
    cost: result.cost,
    value: result.value,
    gap,
    // A hair of slack for the floating-point bound HiGHS reports against the same gap.
    proven: gap <= problem.gap + 1e-9,
    modelled: candidates.length,
    milliseconds: performance.now() - started,
    shadows: answerShadows(problem, relaxedPlan, candidates, result.units, result.cost, relaxation.rowDuals),
  };
}

interface MipResult {
  units: Map<string, number>;
  cost: number;
  value: number;
  /** HiGHS's dual bound, in the model's sense and units. */
  bound: number;
}

/** A plan, or that there is none, or that HiGHS found none before its time limit. */
type MipOutcome = MipResult | 'infeasible' | 'noPlan';

function solveMip(
  highs: Highs,
  problem: OptimiserProblem,
  plan: PlanModel,
  limits: { gap: number; nodes: number },
  start: MipResult | null,
): MipOutcome {
  const model = highs.createModel(plan.data);
  try {
    model.options.set({
      output_flag: false,
      mip_rel_gap: limits.gap,
      mip_max_nodes: limits.nodes,
      time_limit: OPTIMISER_TIME_LIMIT_SECONDS,
    });
    if (start !== null) model.setSolution({ colValue: startingValues(problem, plan, start.units) });
    const status = model.run().modelStatus;
    const { modelStatus, solutionStatus } = highs.constants;
    if (status === modelStatus.infeasible || status === modelStatus.unboundedOrInfeasible) return 'infeasible';
    const empty = status === modelStatus.empty;
    if (!empty && Number(model.info.get('primal_solution_status')) !== solutionStatus.feasible) return 'noPlan';
    const colValue = empty ? new Float64Array(plan.data.numCols) : model.getSolution().colValue;
    const units = new Map<string, number>();
    let cost = 0;
    let value = 0;
    plan.columns.forEach((index, column) => {
      const chosen = Math.round(colValue[column] ?? 0);
      const candidate = problem.candidates[index] as OptimiserCandidate;
      if (chosen <= 0) return;
      units.set(candidate.key, chosen);
      cost += candidate.cost * chosen;
      value += candidate.value * chosen;
    });
    const bound = empty ? 0 : Number(model.info.get('mip_dual_bound'));
    return { units, cost, value, bound };
  } finally {
    model.dispose();
  }
}

/**
 * Positions of the `count` columns with the largest reduced costs (max form), the LP's favourites,
 * and every pinned column: a plan that left a pinned line out would not be a plan.
 */
function bestReducedCosts(plan: PlanModel, dual: DualBound, count: number): number[] {
  // The candidates' columns come first; the total-cost column after them is not a candidate.
  const positions = Array.from({ length: plan.columns.length }, (_, column) => column);
  const favourites = positions
    .sort((a, b) => (dual.reducedCosts[b] as number) - (dual.reducedCosts[a] as number) || a - b)
    .slice(0, count);
  const chosen = new Set([...favourites, ...positions.filter((column) => (plan.data.colLower[column] as number) > 0)]);
  return [...chosen].sort((a, b) => a - b);
}

/**
 * A restricted MIP's plan, if it found one. Its bound holds for its columns only: forget it, so that
 * only the LP bound counts.
 */
function firstPlan(outcome: MipOutcome, maximise: boolean): MipResult | null {
  if (typeof outcome === 'string') return null;
  return { ...outcome, bound: maximise ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY };
}

function startingValues(problem: OptimiserProblem, plan: PlanModel, units: ReadonlyMap<string, number>): number[] {
  const values = plan.columns.map((index) => units.get((problem.candidates[index] as OptimiserCandidate).key) ?? 0);
  if (plan.totalCostColumn !== null)
    values.push(
      plan.columns.reduce((sum, index, column) => {
        const candidate = problem.candidates[index] as OptimiserCandidate;
        return sum + (candidate.cost * (values[column] as number)) / YEN_PER_COST_UNIT;
      }, 0),
    );
  return values;
}

function maxForm(problem: OptimiserProblem, result: MipResult): number {
  return problem.objective === 'maxValue' ? result.value : -result.cost / YEN_PER_COST_UNIT;
}

function tolerance(worth: number): number {
  return 1e-7 * Math.max(1, Math.abs(worth));
}

/**
 * (bound − objective) / objective in the objective's own direction, the bound being the tighter of
 * the MIP's and the LP duals' (both hold for the whole problem, see optimise()); 0 at an empty optimum.
 */
function relativeGap(problem: OptimiserProblem, result: MipResult, dual: DualBound): number {
  const maximise = problem.objective === 'maxValue';
  const objective = maximise ? result.value : result.cost / YEN_PER_COST_UNIT;
  const bound = maximise ? Math.min(result.bound, dual.bound) : Math.max(result.bound, -dual.bound);
  const distance = maximise ? bound - objective : objective - bound;
  if (!Number.isFinite(bound) || distance <= tolerance(objective)) return 0;
  return objective === 0 ? 1 : distance / Math.abs(objective);
}

/** Compiles the solver and runs a one-candidate model through it, so the first real optimisation does not pay for either. */
export async function warmUpOptimiser(): Promise<void> {
  try {
    await optimise({
      candidates: [
        {
          key: 'warm',
          cost: 1,
          value: 1,
          maxUnits: 1,
          pinnedUnits: 0,
          minimumOrder: 1,
          stationId: 1,
          dayBand: null,
          programme: null,
        },
      ],
      objective: 'maxValue',
      budget: 1,
      minValue: null,
      caps: { perDayBand: null, stationShare: null, perProgramme: null },
      gap: 0.01,
    });
  } catch {
    // A failed warm-up costs nothing: the first optimisation loads the solver again.
  }
}
