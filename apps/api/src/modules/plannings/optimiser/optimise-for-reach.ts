import { optimise } from './optimise';
import { type OptimiserAnswer, OptimiserInfeasible, type OptimiserProblem } from './optimiser-types';

/** A reach goal: this share of the target reached at least `exposures` times. */
export interface ReachGoal {
  exposures: 1 | 3;
  reachPercent: number;
}

/** Solves in all, the maxValue one included: each is a MIP, and the search must answer promptly. */
export const REACH_SEARCH_MAX_SOLVES = 12;

/**
 * The least cost whose estimated reach meets the goal. Reach is not linear in the units (it depends
 * on the number of spots and the GRP together), so it cannot be a row of the MIP; but it grows with
 * the GRP, so the search runs over the GRP requirement (minValue) of `minCost` optimisations:
 * first the most GRP the caps and budget allow (if even that falls short, nothing reaches the goal),
 * then false position (with bisection whenever it stalls) between a requirement that falls short and
 * one that meets the goal, until the bracket is within the gap or the solves run out. The cheapest answer that met the goal is returned.
 *
 * `reachOf` estimates an answer's reach in % at `goal.exposures` (the caller knows the media and the
 * model: tvReach, digitalReach, combinedReach). `problem.objective` and `problem.minValue` are set
 * here; the budget, when given, stays a cap. The answer's `milliseconds` covers the whole search.
 */
export async function optimiseForReach(
  problem: OptimiserProblem,
  goal: ReachGoal,
  reachOf: (answer: OptimiserAnswer) => number,
): Promise<OptimiserAnswer> {
  const started = performance.now();
  const most = await optimise({ ...problem, objective: 'maxValue', minValue: null });
  const mostReach = reachOf(most);
  if (mostReach < goal.reachPercent) throw new OptimiserInfeasible();
  let solves = 1;
  let best = most;

  // [short, enough]: requirements (bp) whose answers fall short of and meet the goal, with their
  // reach. No GRP reaches no one (pinned lines aside, which the first step finds out).
  let short = { value: 0, reach: 0 };
  let enough = { value: most.value, reach: mostReach };
  const tolerance = Math.max(1, problem.gap * most.value);
  let sameSide = 0;
  let lastSide: 'short' | 'enough' | null = null;
  while (solves < REACH_SEARCH_MAX_SOLVES && enough.value - short.value > tolerance) {
    // Reach is concave in GRP, so false position creeps towards the answer from one side: after two
    // moves of the same end, bisect.
    const requirement = nextRequirement(short, enough, goal.reachPercent, sameSide >= 2);
    const answer = await cheapestFor(problem, requirement);
    solves += 1;
    const reach = answer === null ? 0 : reachOf(answer);
    const side = answer !== null && reach >= goal.reachPercent ? 'enough' : 'short';
    if (side === 'enough' && answer !== null) {
      if (answer.cost < best.cost) best = answer;
      enough = { value: requirement, reach };
    } else {
      short = { value: requirement, reach };
    }
    sameSide = side === lastSide ? sameSide + 1 : 1;
    lastSide = side;
  }
  return { ...best, milliseconds: performance.now() - started };
}

async function cheapestFor(problem: OptimiserProblem, requirement: number): Promise<OptimiserAnswer | null> {
  try {
    return await optimise({ ...problem, objective: 'minCost', minValue: requirement });
  } catch (error) {
    // Within the gap, the most-GRP answer may sit just under a requirement the search tries.
    if (error instanceof OptimiserInfeasible) return null;
    throw error;
  }
}

/** False position on reach against GRP, kept off the bracket's ends; bisection when asked. */
function nextRequirement(
  short: { value: number; reach: number },
  enough: { value: number; reach: number },
  goal: number,
  bisect: boolean,
): number {
  const width = enough.value - short.value;
  const fraction = !bisect && enough.reach > short.reach ? (goal - short.reach) / (enough.reach - short.reach) : 0.5;
  return Math.round(short.value + width * Math.min(0.9, Math.max(0.1, fraction)));
}
